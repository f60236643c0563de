/**
 * The only place the SPA calls fetch. Talks to the proxy (same origin, session cookie), sends the
 * CSRF header on every request, and turns the `{error, message, data}` envelope into an ApiError
 * that carries the status and, for 400s, the field errors to map back onto forms.
 */
import type { UploadProgress } from './xhr-upload'

export interface FieldError {
  path: string
  message: string
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly data: unknown = undefined,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const csrfHeader = { 'X-Requested-With': 'kybdesk' } as const

type Listener = (error: ApiError) => void
const unauthorizedListeners = new Set<Listener>()

/** Subscribes to 401 responses (the router sends the user to sign-in and back). */
export function onUnauthorized(listener: Listener) {
  unauthorizedListeners.add(listener)
  return () => {
    unauthorizedListeners.delete(listener)
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined | null | Array<string | number>>
  body?: unknown
  signal?: AbortSignal
  /** Extra request headers (the hosted form's link token). */
  headers?: Record<string, string>
}

export function buildUrl(path: string, query: RequestOptions['query']) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/**
 * The body of an answer as JSON, or an ApiError for a failure. A 401 tells the listeners (sign-in
 * redirect) except under /public, where no session is involved (the hosted questionnaire form).
 */
function readAnswer<T>(path: string, status: number, ok: boolean, text: string): T {
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    throw new ApiError(status, `The server answered with something that is not JSON (HTTP ${status}).`)
  }
  if (!ok) throw errorOf(path, status, json)
  return json as T
}

/** The ApiError an error answer stands for; a 401 outside /public also reaches the listeners. */
function errorOf(path: string, status: number, json: unknown): ApiError {
  const envelope = (json ?? {}) as { message?: unknown; data?: { fields?: unknown } }
  const message = typeof envelope.message === 'string' ? envelope.message : `Request failed (HTTP ${status}).`
  const fields = Array.isArray(envelope.data?.fields) ? (envelope.data.fields as FieldError[]) : []
  const error = new ApiError(status, message, fields, envelope.data)
  if (status === 401 && !path.startsWith('/public/')) for (const listener of unauthorizedListeners) listener(error)
  return error
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options
  const headers: Record<string, string> = { Accept: 'application/json', ...csrfHeader, ...options.headers }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: payload,
    signal,
    credentials: 'same-origin',
  })
  return readAnswer<T>(path, response.status, response.ok, await response.text())
}

/** Bytes of a file behind the proxy (e.g. a PDF proof to render), or the ApiError of the answer. */
export async function apiBytes(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<ArrayBuffer> {
  const response = await fetch(buildUrl(path, options.query), {
    headers: csrfHeader,
    signal: options.signal,
    credentials: 'same-origin',
  })
  if (!response.ok) {
    const text = await response.text()
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    throw errorOf(path, response.status, json)
  }
  return response.arrayBuffer()
}

export type { UploadProgress }

export interface UploadOptions {
  headers?: Record<string, string>
  signal?: AbortSignal
  onProgress?: (progress: UploadProgress) => void
}

/**
 * POSTs a multipart form with upload progress, answered exactly like apiRequest (JSON, ApiError,
 * CSRF header). fetch reports no upload progress, so this goes through the SPA's one
 * XMLHttpRequest (xhr-upload.ts, loaded with the first upload: the first route does not carry it).
 */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  if (options.signal?.aborted) throw new DOMException('The upload was cancelled.', 'AbortError')
  const { sendWithProgress } = await import('./xhr-upload')
  const headers = { Accept: 'application/json', ...csrfHeader, ...options.headers }
  const answer = await sendWithProgress(path, form, { headers, signal: options.signal, onProgress: options.onProgress })
  if (answer.status === 0)
    throw new ApiError(0, 'The connection was lost while sending. Nothing was lost on this page; try again.')
  return readAnswer<T>(path, answer.status, answer.status >= 200 && answer.status < 300, answer.text)
}

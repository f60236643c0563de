/**
 * The only place the SPA calls fetch. Talks to the proxy (same origin, session cookie), sends the
 * CSRF header on every request, and turns the `{error, message, data}` envelope into an ApiError
 * that carries the status and, for 400s, the field errors to map back onto forms.
 */
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options
  const headers: Record<string, string> = { Accept: 'application/json', ...csrfHeader }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  const response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal, credentials: 'same-origin' })
  const text = await response.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    throw new ApiError(response.status, `The server answered with something that is not JSON (HTTP ${response.status}).`)
  }
  if (!response.ok) {
    const envelope = (json ?? {}) as { message?: unknown; data?: { fields?: unknown } }
    const message = typeof envelope.message === 'string' ? envelope.message : `Request failed (HTTP ${response.status}).`
    const fields = Array.isArray(envelope.data?.fields) ? (envelope.data.fields as FieldError[]) : []
    const error = new ApiError(response.status, message, fields, envelope.data)
    if (response.status === 401) for (const listener of unauthorizedListeners) listener(error)
    throw error
  }
  return json as T
}

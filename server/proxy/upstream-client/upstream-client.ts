import type { Readable } from 'node:stream'
import { describeFieldErrors, ErrorEnvelopeSchema, type FieldError, toFieldErrors } from '@contract/errors'
import type { RouteDef } from '@contract/route'
import { fillPath } from '@contract/routes/route-table'
import { createSignatureVerifier, signatureHeaderName, type SignatureScheme } from '@contract/signature'
import { nodeSha256Hex } from '../../shared/node-sha256'
import { createUpstreamAgents, openUpstream, readBody, TransportTimeoutError } from './http-transport'
import { sharedReads } from './shared-reads'
import { isConnectionError, UpstreamError } from './upstream-error'

/** `off` skips verification (only for vendors that do not sign). */
export type UpstreamSignatureMode = SignatureScheme | 'off'

/** The logging the client needs; a pino or Fastify logger fits. */
export interface UpstreamLog {
  debug(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

export interface UpstreamClientOptions {
  baseUrl: string
  apiKey: string
  signature: UpstreamSignatureMode
  log: UpstreamLog
  connectTimeoutMs?: number
  totalTimeoutMs?: number
  uploadTimeoutMs?: number
  maxRetries?: number
  /** Base delay of the jittered back-off between GET retries. */
  retryBaseDelayMs?: number
  maxResponseBytes?: number
  /**
   * How long a successful GET of an account route is served again to every caller asking for the
   * same URL (ADR 0039); 0 shares only reads in flight. Default 1000 ms.
   */
  sharedReadMs?: number
  /** false: every call goes to the upstream, reads in flight too (bench/proxy.ts measures the forwarding path). */
  shareReads?: boolean
}

export interface UpstreamCall {
  route: RouteDef
  params?: Record<string, string>
  /** The query string as the browser sent it (already validated), without `?`. */
  search?: string
  json?: unknown
  multipart?: { body: Readable; contentType: string }
  /**
   * The end user's questionnaire token, for the routes of the contract with `auth: 'questionnaire'`
   * (and only those): it replaces the account key in the `token` header. An account route never
   * gets a questionnaire token and a questionnaire route never gets the account key.
   */
  questionnaireToken?: string
}

export interface UpstreamResult {
  status: number
  /** The parsed body: fits `route.response` on success, the error envelope otherwise. */
  body: unknown
  /** The body exactly as the upstream sent it (verified), to pass on without re-serialising. */
  raw: string
  retryAfter?: string
}

const retryableStatuses = new Set([502, 503, 504])

export type UpstreamClient = ReturnType<typeof createUpstreamClient>

/**
 * The proxy's only way to the upstream: adds the `token` header, enforces timeouts, retries GETs on
 * gateway errors and connection failures, verifies the response signature and parses the body with
 * the route's contract schema. The key never leaves this module except in the `token` header.
 */
export function createUpstreamClient(options: UpstreamClientOptions) {
  const base = new URL(options.baseUrl)
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000
  const totalTimeoutMs = options.totalTimeoutMs ?? 30_000
  const uploadTimeoutMs = options.uploadTimeoutMs ?? 120_000
  const maxRetries = options.maxRetries ?? 2
  const retryBaseDelayMs = options.retryBaseDelayMs ?? 150
  const maxResponseBytes = options.maxResponseBytes ?? 32 * 1024 * 1024
  const agents = createUpstreamAgents()
  // The key's part of the signature is computed once, not per response.
  const verify =
    options.signature === 'off'
      ? undefined
      : createSignatureVerifier(options.apiKey, options.signature, { sha256Hex: nodeSha256Hex })

  function urlFor(call: UpstreamCall) {
    const url = new URL(fillPath(call.route.path, call.params ?? {}), base)
    if (call.search) url.search = call.search
    return url
  }

  async function attempt(call: UpstreamCall, url: URL) {
    const headers: Record<string, string> = { accept: 'application/json', token: credentialFor(call) }
    let body: Buffer | Readable | undefined
    if (call.multipart) {
      headers['content-type'] = call.multipart.contentType
      body = call.multipart.body
    } else if (call.json !== undefined) {
      body = Buffer.from(JSON.stringify(call.json))
      headers['content-type'] = 'application/json'
      headers['content-length'] = String(body.length)
    }
    const { response, done } = await openUpstream({
      method: call.route.method,
      url,
      headers,
      body,
      connectTimeoutMs,
      totalTimeoutMs: call.multipart ? uploadTimeoutMs : totalTimeoutMs,
      agents,
    })
    try {
      const raw = await readBody(response, maxResponseBytes)
      const signatureHeader =
        options.signature === 'off' ? undefined : response.headers[signatureHeaderName(options.signature).toLowerCase()]
      const retryAfter = response.headers['retry-after']
      return {
        status: response.statusCode ?? 0,
        raw,
        signature: typeof signatureHeader === 'string' ? signatureHeader : undefined,
        retryAfter,
      }
    } finally {
      done()
    }
  }

  async function send(call: UpstreamCall) {
    const url = urlFor(call)
    const retries = call.route.method === 'GET' && !call.multipart ? maxRetries : 0
    for (let attemptNo = 0; ; attemptNo += 1) {
      const started = performance.now()
      try {
        const result = await attempt(call, url)
        const ms = Math.round(performance.now() - started)
        if (retryableStatuses.has(result.status) && attemptNo < retries) {
          options.log.warn(
            { route: call.route.id, status: result.status, attempt: attemptNo + 1, ms },
            'upstream gateway error; retrying',
          )
          await backoff(attemptNo)
          continue
        }
        options.log.debug(
          { route: call.route.id, method: call.route.method, path: url.pathname, status: result.status, ms },
          'upstream call',
        )
        return result
      } catch (error) {
        if (isConnectionError(error) && attemptNo < retries) {
          options.log.warn(
            { route: call.route.id, code: error.code, attempt: attemptNo + 1 },
            'upstream connection failed; retrying',
          )
          await backoff(attemptNo)
          continue
        }
        throw toUpstreamError(call.route, error)
      }
    }
  }

  function backoff(attemptNo: number) {
    const delay = retryBaseDelayMs * 2 ** attemptNo * (0.5 + Math.random())
    return new Promise((resolve) => setTimeout(resolve, delay))
  }

  /** The `token` header of a call: the account key for account routes, the link's token for questionnaire routes. */
  function credentialFor(call: UpstreamCall): string {
    if (call.route.auth === 'questionnaire') {
      if (!call.questionnaireToken)
        throw new Error(`${call.route.id} is called with a questionnaire token, and none was given`)
      return call.questionnaireToken
    }
    if (call.questionnaireToken !== undefined)
      throw new Error(`${call.route.id} is an account route; it never takes a questionnaire token`)
    return options.apiKey
  }

  /** True when `signature` signs `raw` with the account key (always true when verification is off). */
  async function isSigned(raw: Uint8Array, signature: string | undefined) {
    if (!verify) return true
    return signature !== undefined && (await verify(raw, signature))
  }

  async function checkSignature(route: RouteDef, status: number, raw: Buffer, signature: string | undefined) {
    if (await isSigned(raw, signature)) return
    const header = signatureHeaderName(options.signature === 'off' ? 'sha256' : options.signature)
    if (status >= 500)
      throw refuse(route, `Upstream failed for ${route.id} (status ${status}, unsigned body)`, 'unreachable')
    if (!signature) throw refuse(route, `Upstream response to ${route.id} carries no ${header} header`, 'bad_signature')
    throw refuse(
      route,
      `Upstream response to ${route.id} has a wrong ${header} header (not signed with the account key)`,
      'bad_signature',
    )
  }

  /**
   * Opens a GET to an upstream URL that the caller has already checked (file downloads): the token
   * header is added here, redirects are not followed, the body is left to the caller.
   */
  function openRaw(url: URL) {
    return openUpstream({
      method: 'GET',
      url,
      headers: { token: options.apiKey },
      connectTimeoutMs,
      totalTimeoutMs: uploadTimeoutMs,
      agents,
    })
  }

  const contractChecked = checkedAnswers()

  /** The name of the header that carries signatures under the configured scheme (undefined when off). */
  const signatureHeader = options.signature === 'off' ? undefined : signatureHeaderName(options.signature)

  function refuse(route: RouteDef, message: string, reason: UpstreamError['reason'], fields?: FieldError[]) {
    options.log.warn({ route: route.id, reason, fields }, message)
    return new UpstreamError(502, message, reason, fields ? { fields } : {})
  }

  /**
   * Calls the route and returns the parsed, verified body with the upstream status. Upstream error
   * envelopes (4xx) come back with their status; everything that cannot be trusted is an
   * UpstreamError.
   */
  const reads = sharedReads<UpstreamResult>(options.sharedReadMs ?? 1000)

  async function call(request: UpstreamCall): Promise<UpstreamResult> {
    if (request.route.method !== 'GET') {
      try {
        return await callOnce(request)
      } finally {
        reads.forget() // whatever it changed is read fresh
      }
    }
    // An end user's own reads (questionnaire routes) are never shared.
    if (request.route.auth === 'questionnaire' || options.shareReads === false) return callOnce(request)
    return reads.read(`${request.route.id} ${urlFor(request).href}`, () => callOnce(request))
  }

  async function callOnce(request: UpstreamCall): Promise<UpstreamResult> {
    const { route } = request
    credentialFor(request)
    const { status, raw, signature, retryAfter } = await send(request)
    // Nothing is parsed, used, logged or reported before the signature has been found right.
    await checkSignature(route, status, raw, signature)
    const outcome = interpret(route, status, raw, request.questionnaireToken !== undefined, contractChecked)
    if ('refusal' in outcome)
      throw refuse(route, outcome.refusal.message, outcome.refusal.reason, outcome.refusal.fields)
    return { ...outcome, retryAfter }
  }

  /** Closes the kept-alive connections to the upstream (app close). */
  function close() {
    agents.destroy()
  }

  return {
    call,
    /** Drops the answers kept for sharing: the upstream changed (a live event). */
    forgetReads: reads.forget,
    openRaw,
    isSigned,
    signatureHeader,
    origin: base.origin,
    base,
    close,
  }
}

type Refusal = { message: string; reason: UpstreamError['reason']; fields?: FieldError[] }

/** Answers remembered as fitting their route's contract (the most recent ones). */
const checkedAnswersKept = 512

/**
 * The successful answers that lately fitted their route's response schema, by route and sha256 of the
 * exact text: the same text fits again, so it is not walked through the schema a second time (pages
 * poll the same pending search or profile every few seconds; a large profile's check costs a
 * millisecond of CPU). A text that did not fit is never remembered.
 */
function checkedAnswers() {
  const kept = new Map<string, true>()
  const keyOf = (route: RouteDef, body: Uint8Array) => `${route.id} ${nodeSha256Hex([body])}`
  return {
    has(route: RouteDef, body: Uint8Array) {
      const key = keyOf(route, body)
      if (!kept.delete(key)) return false
      kept.set(key, true) // now the most recent
      return true
    },
    add(route: RouteDef, body: Uint8Array) {
      kept.set(keyOf(route, body), true)
      if (kept.size > checkedAnswersKept) kept.delete(kept.keys().next().value!)
    },
  }
}

/** What a verified upstream answer means: a result to pass on, or why it is refused. */
function interpret(
  route: RouteDef,
  status: number,
  raw: Buffer,
  endUserToken: boolean,
  checked: ReturnType<typeof checkedAnswers>,
): { status: number; body: unknown; raw: string } | { refusal: Refusal } {
  const text = raw.toString('utf8')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return {
      refusal: {
        message: `Upstream answered ${route.id} (status ${status}) with a body that is not JSON`,
        reason: 'not_json',
      },
    }
  }
  // With an end user's questionnaire token, 401/403 speak of that token (unknown link), not of the account key.
  if ((status === 401 || status === 403) && !endUserToken) {
    return {
      refusal: {
        message: `Upstream refused the proxy's account key for ${route.id} (status ${status}); check UPSTREAM_API_KEY`,
        reason: 'refused_key',
      },
    }
  }
  if (status >= 300 && status < 400) {
    return {
      refusal: {
        message: `Upstream answered ${route.id} with a redirect (${status}), which the proxy does not follow`,
        reason: 'redirect',
      },
    }
  }
  if (status >= 400) {
    const envelope = ErrorEnvelopeSchema.safeParse(json)
    if (envelope.success) return { status, body: envelope.data, raw: text }
    const fields = toFieldErrors(envelope.error)
    return {
      refusal: {
        message: `Upstream error response to ${route.id} (status ${status}) did not fit the error envelope: ${describeFieldErrors(fields)}`,
        reason: 'contract_mismatch',
        fields,
      },
    }
  }
  if (checked.has(route, raw)) return { status, body: json, raw: text }
  const parsed = route.response.safeParse(json)
  if (!parsed.success) {
    const fields = toFieldErrors(parsed.error)
    return {
      refusal: {
        message: `Upstream response to ${route.id} did not fit the contract: ${describeFieldErrors(fields)}`,
        reason: 'contract_mismatch',
        fields,
      },
    }
  }
  checked.add(route, raw)
  // The body as sent (unknown extra fields pass through); the schema only had to accept it.
  return { status, body: json, raw: text }
}

function toUpstreamError(route: RouteDef, error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error
  if (error instanceof TransportTimeoutError) {
    return error.phase === 'connect'
      ? new UpstreamError(502, `Upstream unreachable for ${route.id}: ${error.message}`, 'unreachable')
      : new UpstreamError(504, `Upstream did not answer ${route.id} in time: ${error.message}`, 'timeout')
  }
  if (error instanceof RangeError)
    return new UpstreamError(502, `Upstream response to ${route.id} is too large: ${error.message}`, 'too_large')
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return new UpstreamError(502, `Upstream unreachable for ${route.id}${code ? ` (${code})` : ''}`, 'unreachable')
}

import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { Readable } from 'node:stream'
import type { HttpMethod } from '@contract/route'

/**
 * The one place that opens HTTP connections to the upstream: keep-alive agents, a connect timeout,
 * a total deadline, and no redirect following (node:http never follows them).
 */
export interface TransportRequest {
  method: HttpMethod
  url: URL
  headers: Record<string, string>
  body?: Buffer | Readable
  connectTimeoutMs: number
  totalTimeoutMs: number
  signal?: AbortSignal
  /** Keep-alive connections to reuse (one pool per upstream client). */
  agents: UpstreamAgents
}

export type UpstreamAgents = ReturnType<typeof createUpstreamAgents>

/**
 * Keep-alive connection pools (http and https): an answered request leaves its connection open for
 * the next one, so a JSON call costs no TCP handshake. `destroy()` closes them all (app close).
 */
export function createUpstreamAgents() {
  const pools = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  }
  return {
    for: (url: URL) => (url.protocol === 'https:' ? pools['https:'] : pools['http:']),
    destroy() {
      pools['http:'].destroy()
      pools['https:'].destroy()
    },
  }
}

export class TransportTimeoutError extends Error {
  constructor(
    readonly phase: 'connect' | 'total',
    readonly ms: number,
  ) {
    super(phase === 'connect' ? `no connection within ${ms / 1000} s` : `no complete answer within ${ms / 1000} s`)
    this.name = 'TransportTimeoutError'
  }
  /** Connect timeouts count as connection errors (retryable); total timeouts do not. */
  get code() {
    return this.phase === 'connect' ? 'UPSTREAM_CONNECT_TIMEOUT' : 'UPSTREAM_TIMEOUT'
  }
}

/**
 * Sends the request and resolves with the response head once it arrives. The total deadline keeps
 * running while the caller reads the body: `done()` must be called when the body has been consumed
 * (or abandoned) to clear it.
 */
export function openUpstream(
  req: TransportRequest,
): Promise<{ response: IncomingMessage; done: () => void; abort: (error: Error) => void }> {
  return new Promise((resolve, reject) => {
    const module = req.url.protocol === 'https:' ? https : http
    const outgoing = module.request(req.url, {
      method: req.method,
      headers: req.headers,
      agent: req.agents.for(req.url),
    })
    let settled = false
    let connectTimer: NodeJS.Timeout | undefined
    let incoming: IncomingMessage | undefined
    const fail = (error: Error) => {
      clearTimeout(totalTimer)
      clearTimeout(connectTimer)
      incoming?.destroy(error)
      outgoing.destroy(error)
      if (!settled) {
        settled = true
        reject(error)
      }
    }
    const totalTimer = setTimeout(
      () => fail(new TransportTimeoutError('total', req.totalTimeoutMs)),
      req.totalTimeoutMs,
    )
    const onAbort = () => fail(req.signal?.reason instanceof Error ? req.signal.reason : new Error('aborted'))
    req.signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => {
      clearTimeout(totalTimer)
      clearTimeout(connectTimer)
      req.signal?.removeEventListener('abort', onAbort)
    }
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) return
      connectTimer = setTimeout(
        () => fail(new TransportTimeoutError('connect', req.connectTimeoutMs)),
        req.connectTimeoutMs,
      )
      socket.once('connect', () => clearTimeout(connectTimer))
    })
    outgoing.on('error', (error) => fail(error))
    outgoing.on('response', (response) => {
      settled = true
      incoming = response
      response.on('error', () => done())
      resolve({ response, done, abort: fail })
    })
    if (req.body === undefined) outgoing.end()
    else if (Buffer.isBuffer(req.body)) outgoing.end(req.body)
    else {
      req.body.on('error', (error) => fail(error))
      req.body.pipe(outgoing)
    }
  })
}

/** Reads a whole response body, refusing more than `maxBytes`. */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response) {
    size += (chunk as Buffer).length
    if (size > maxBytes) {
      response.destroy()
      throw new RangeError(`response larger than ${maxBytes} bytes`)
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

import http from 'node:http'
import fc from 'fast-check'
import { malformedRequests, type RawRequest } from './malformed-requests'
import type { Operation } from './openapi-operations'
import { changedTables } from './table-fingerprint'

export interface RawResponse {
  status: number
  contentType: string
  body: string
}

/** Sends `request` as it is over a fresh connection; an event stream is cut after its headers. */
export function sendRaw(base: string, request: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '')
        if (contentType.startsWith('text/event-stream')) {
          res.destroy()
          return resolve({ status: res.statusCode ?? 0, contentType, body: '' })
        }
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, contentType, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer (413, 431) and close before the whole body was written.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return
      reject(error)
    })
    req.end(request.body)
  })
}

/** What is wrong with the answer to a malformed request; undefined when it is right. */
export function problemOf(response: RawResponse, written: string[]): string | undefined {
  if (response.status >= 500) return `server error ${response.status}: ${response.body.slice(0, 300)}`
  if (response.status < 400) return undefined
  if (!response.contentType.startsWith('application/json'))
    return `${response.status} without the JSON envelope (${response.contentType || 'no content type'}): ${response.body.slice(0, 200)}`
  try {
    const body = JSON.parse(response.body) as Record<string, unknown>
    if (body.error !== true || typeof body.message !== 'string' || !('data' in body))
      return `${response.status} not in the envelope: ${response.body.slice(0, 200)}`
  } catch {
    return `${response.status} with a body that is not JSON: ${response.body.slice(0, 200)}`
  }
  if (written.length) return `${response.status} refused, yet stored state changed (${written.join(', ')})`
  return undefined
}

export interface FuzzTarget {
  base: string
  operations: Operation[]
  /** Session cookie, account key… sent with every request. */
  headers: Record<string, string>
  /** Rows changed so far in the databases behind the target (SQLite total_changes()): a cheap "anything written?". */
  changes: () => number
  /** The stored state that matters (tableFingerprint): a refused request must leave it as it was. */
  state: () => string
}

export interface FuzzReport {
  sent: number
  byStatus: Map<number, number>
  byKind: Map<string, number>
  failures: string[]
  /** Requests the client could not send (Node refuses them before the wire). */
  unsendable: number
}

/** Sends `runs` malformed requests drawn with `seed` to the target, one at a time, and checks every answer. */
export async function fuzz(target: FuzzTarget, options: { seed: number; runs: number }): Promise<FuzzReport> {
  const requests = fc.sample(malformedRequests(target.operations, target.headers), {
    seed: options.seed,
    numRuns: options.runs,
  })
  const report: FuzzReport = { sent: 0, byStatus: new Map(), byKind: new Map(), failures: [], unsendable: 0 }
  let state = target.state()
  for (const request of requests) {
    const before = target.changes()
    let response: RawResponse
    try {
      response = await sendRaw(target.base, request)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? ''
      if (code.startsWith('ERR_INVALID') || code === 'ERR_UNESCAPED_CHARACTERS') {
        report.unsendable += 1
        continue
      }
      report.failures.push(
        `${request.kind} ${request.method} ${request.path.slice(0, 120)}: ${(error as Error).message}`,
      )
      continue
    }
    report.sent += 1
    report.byStatus.set(response.status, (report.byStatus.get(response.status) ?? 0) + 1)
    report.byKind.set(request.kind, (report.byKind.get(request.kind) ?? 0) + 1)
    // The fingerprint is taken again only when something was written (it reads every table).
    const previous = state
    if (target.changes() !== before) state = target.state()
    const problem = problemOf(response, changedTables(previous, state))
    if (problem) report.failures.push(`${request.kind} ${request.method} ${request.path.slice(0, 120)}: ${problem}`)
  }
  return report
}

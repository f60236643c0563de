import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildUpstreamApp } from '../app'

/**
 * The real embedded upstream, listening on a free port over a temporary data directory, seen only
 * through HTTP as an outside checker sees it. The signature is verified here from the spec's
 * decision text (ADR 0008: hex(sha256(raw_body + hex(sha256(key))))), not with the
 * contract's helper, so a bug there cannot hide one in the server.
 */
export const blackBoxKey = 'conformance-account-key-5d1c9e7a'

export interface BlackBoxResponse {
  status: number
  text: string
  json: unknown
  headers: Headers
  signatureValid: boolean
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** JSON body; a string is sent as it is. */
  body?: unknown
  /** The header `token`; null sends none. Default: the account key. */
  token?: string | null
}

function sha256Hex(data: Buffer | string) {
  return createHash('sha256').update(data).digest('hex')
}

export function expectedSignature(rawBody: Buffer, key: string): string {
  return sha256Hex(Buffer.concat([rawBody, Buffer.from(sha256Hex(key), 'utf8')]))
}

/** Calls the upstream at `base` over HTTP with account key `key` and checks the signature of what comes back. */
export function createCaller(base: string, key = blackBoxKey) {
  return async function call(path: string, callOptions: CallOptions = {}): Promise<BlackBoxResponse> {
    const headers: Record<string, string> = { accept: 'application/json' }
    const token = callOptions.token === undefined ? key : callOptions.token
    if (token !== null) headers.token = token
    let body: string | undefined
    if (callOptions.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = typeof callOptions.body === 'string' ? callOptions.body : JSON.stringify(callOptions.body)
    }
    const response = await fetch(`${base}${path}`, {
      method: callOptions.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body === undefined ? {} : { body }),
    })
    const raw = Buffer.from(await response.arrayBuffer())
    const text = raw.toString('utf8')
    const signature = response.headers.get('signature')
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return {
      status: response.status,
      text,
      json,
      headers: response.headers,
      signatureValid: signature === expectedSignature(raw, key),
    }
  }
}

export interface BlackBoxServer {
  base: string
  dataDir: string
  call(path: string, options?: CallOptions): Promise<BlackBoxResponse>
  /** Stops the server; `removeData` false keeps the data directory for a restart. */
  close(removeData?: boolean): Promise<void>
}

export interface StartOptions {
  timeScale?: number
  datasetSize?: number
  /** Reuse a data directory (restart); default a new temporary one. */
  dataDir?: string
}

export async function startBlackBoxServer(options: StartOptions = {}): Promise<BlackBoxServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'kybdesk-conformance-'))
  const app = await buildUpstreamApp({
    apiKey: blackBoxKey,
    dataDir,
    timeScale: options.timeScale ?? 0.01,
    datasetSize: options.datasetSize ?? 3000,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

  const call = createCaller(base)

  return {
    base,
    dataDir,
    call,
    async close(removeData = true) {
      await app.close()
      if (removeData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export { pollUntil } from '../../test-support/poll-until'

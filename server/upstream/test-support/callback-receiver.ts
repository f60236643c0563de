import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CallbackBodySchema, type CallbackBody } from '@contract/callbacks'
import { afterAll, beforeAll } from 'vitest'

/**
 * A local HTTP server that receives the upstream's callbacks for a suite (test code only): started
 * before the suite, closed after it. `url` is where to point `callbackUrl`; `received` fills up.
 */
export function useCallbackReceiver(): { readonly url: string; received: CallbackBody[] } {
  const received: CallbackBody[] = []
  let server: Server | undefined
  let url = ''
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push(CallbackBodySchema.parse(JSON.parse(body)))
        res.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callbacks`
  })
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })
  return {
    get url() {
      return url
    },
    received,
  }
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CallbackBodySchema, type CallbackBody } from '@contract/callbacks'

/** An HTTP server that records every callback POSTed to it, parsed with the contract (test code only). */
export interface CallbackReceiver {
  url: string
  received: CallbackBody[]
  close(): Promise<void>
}

export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const received: CallbackBody[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push(CallbackBodySchema.parse(JSON.parse(body)))
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callbacks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { signBody } from '@contract/signature'
import { testApiKey } from './proxy-harness'

/** A fake vendor on a free loopback port answering every request with `answer(url)`, signed like the real one. */
export async function startFakeUpstream(answer: (url: URL) => { status?: number; body: unknown }) {
  const server = http.createServer((req, res) => {
    void (async () => {
      const { status = 200, body } = answer(new URL(req.url ?? '/', 'http://upstream'))
      const text = JSON.stringify(body)
      res.writeHead(status, {
        'content-type': 'application/json',
        signature: await signBody(text, testApiKey, 'sha256'),
      })
      res.end(text)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

import http from 'node:http'
import { type LiveEvent, LiveEventSchema } from '@contract/bff/live-events'

/** A Server-Sent Events reader over node:http for tests: collects `invalidate` events. */
export function openEventStream(url: string, cookie: string) {
  const events: LiveEvent[] = []
  let status = 0
  let buffer = ''
  let stop = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      status = response.statusCode ?? 0
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        buffer += chunk
        if (buffer.includes(': connected')) resolve()
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const lines = block.split('\n')
          if (lines.includes('event: invalidate')) {
            const data = lines.find((l) => l.startsWith('data: '))
            if (data) events.push(LiveEventSchema.parse(JSON.parse(data.slice(6))))
          }
        }
      })
      response.on('end', () => resolve())
    })
    request.on('error', reject)
    stop = () => request.destroy()
  })
  return {
    events,
    ready,
    get status() {
      return status
    },
    close: () => stop(),
  }
}

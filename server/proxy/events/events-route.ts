import type { FastifyInstance } from 'fastify'
import { LiveEventSchema } from '@contract/bff/live-events'
import { requireSignedIn } from '../auth/guards'
import type { EventBus } from './event-bus'

export interface EventsRouteOptions {
  bus: EventBus
  /** Comment line sent this often so proxies and browsers keep the stream open. */
  heartbeatMs?: number
  /** Whether the session behind a stream is still valid; checked at each heartbeat. */
  sessionAlive: (sessionId: string) => Promise<boolean>
}

/**
 * `GET /bff/events`: Server-Sent Events for a signed-in session. Each live event arrives as
 * `event: invalidate` with a LiveEvent JSON; a `: heartbeat` comment every 15 s; the stream ends
 * when the client leaves, the app closes, or the session ends (sign-out, expiry).
 */
export function registerEventsRoute(app: FastifyInstance, options: EventsRouteOptions) {
  const heartbeatMs = options.heartbeatMs ?? 15_000
  const open = new Set<(closeConnection?: boolean) => void>()
  // preClose: before the server waits for open connections, which these streams would hold. The
  // stream's connection is closed too: idle after the stream, it would keep the server open.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(true)
  })

  app.get('/bff/events', { preHandler: requireSignedIn }, async (request, reply) => {
    const sessionId = request.sessionId
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    })
    res.write('retry: 3000\n: connected\n\n')

    const unsubscribe = options.bus.subscribe((event) => {
      const payload = LiveEventSchema.parse(event)
      res.write(`id: ${payload.id}\nevent: invalidate\ndata: ${JSON.stringify(payload)}\n\n`)
    })
    const heartbeat = setInterval(() => {
      void (async () => {
        if (sessionId && !(await options.sessionAlive(sessionId))) return end()
        res.write(': heartbeat\n\n')
      })().catch((error: unknown) => {
        request.log.error({ err: error }, 'live events heartbeat failed')
        end()
      })
    }, heartbeatMs)
    let ended = false
    function end(closeConnection = false) {
      if (ended) return
      ended = true
      clearInterval(heartbeat)
      unsubscribe()
      open.delete(end)
      res.end(() => {
        if (closeConnection) res.destroy()
      })
    }
    open.add(end)
    request.raw.on('close', () => end())
    res.on('close', () => end())
  })
}

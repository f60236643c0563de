import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { type LiveEvent, LiveEventSchema } from '@contract/bff/live-events'
import { can, type Role } from '@contract/bff/permissions'
import { bffRoute } from '../http/bff-route'
import type { EventBus } from './event-bus'

export interface EventsRouteOptions {
  bus: EventBus
  /** Comment line sent this often so proxies and browsers keep the stream open. */
  heartbeatMs?: number
  /**
   * The role of the session behind a stream, or null once it ended; checked at each heartbeat and when
   * the bus says the user's sessions changed (a role change takes effect, an ended session ends the stream).
   */
  sessionRole: (sessionId: string) => Promise<Role | null>
}

/** The SSE frames of published events, each checked and written once however many streams send it. */
const frames = new WeakMap<LiveEvent, string>()

function frameOf(event: LiveEvent) {
  let frame = frames.get(event)
  if (frame === undefined) {
    const payload = LiveEventSchema.parse(event)
    frame = `id: ${payload.id}\nevent: invalidate\ndata: ${JSON.stringify(payload)}\n\n`
    frames.set(event, frame)
  }
  return frame
}

/**
 * `GET /bff/events`: Server-Sent Events for a signed-in session. Each live event arrives as
 * `event: invalidate` with a LiveEvent JSON, only when the session's role has the event's permission
 * and the event was not caused by this session's own request (its own mutation already refreshes); a `: heartbeat` comment every 15 s; the stream ends
 * when the client leaves, the app closes, or the session ends: at once on sign-out, deactivation or a
 * password reset on any instance (the bus's `sessionsChanged`), at the next heartbeat on expiry.
 */
export function registerEventsRoute(app: FastifyInstance, options: EventsRouteOptions) {
  const heartbeatMs = options.heartbeatMs ?? 15_000
  const open = new Set<(closeConnection?: boolean) => void>()
  // preClose: before the server waits for open connections, which these streams would hold. The
  // stream's connection is closed too: idle after the stream, it would keep the server open.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(true)
  })

  bffRoute(app, {
    method: 'GET',
    url: '/bff/events',
    tag: 'events',
    summary:
      'Live events (Server-Sent Events): `event: invalidate` with a LiveEvent JSON in `data` (the query keys to refresh), a `: heartbeat` comment every 15 s; the stream ends when the session does',
    access: 'signed-in',
    mediaType: 'text/event-stream',
    mediaSchema: z.string().meta({ 'x-event-data': z.toJSONSchema(LiveEventSchema, { target: 'draft-2020-12' }) }),
    handler: async ({ user, request, reply }) => {
      const sessionId = request.sessionId
      let role: Role | null = user.role
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

      const unsubscribe = options.bus.subscribe(({ event, originSessionId }) => {
        if (!role || !can(role, event.permission)) return
        if (originSessionId && originSessionId === sessionId) return
        res.write(frameOf(event))
      })
      // The session is checked again at each heartbeat, and at once when any instance says its user's
      // sessions ended or changed (sign-out, deactivation, password or role change).
      const recheck = async () => {
        if (sessionId) role = await options.sessionRole(sessionId)
        if (!role) end()
        return Boolean(role)
      }
      const failed = (error: unknown) => {
        request.log.error({ err: error }, 'live events session check failed')
        end()
      }
      const stopHearing = options.bus.onSessionsChanged((userId) => {
        if (userId === user.id) recheck().catch(failed)
      })
      const heartbeat = setInterval(() => {
        void (async () => {
          if ((await recheck()) && !ended) res.write(': heartbeat\n\n')
        })().catch(failed)
      }, heartbeatMs)
      let ended = false
      function end(closeConnection = false) {
        if (ended) return
        ended = true
        clearInterval(heartbeat)
        unsubscribe()
        stopHearing()
        open.delete(end)
        res.end(() => {
          if (closeConnection) res.destroy()
        })
      }
      open.add(end)
      request.raw.on('close', () => end())
      res.on('close', () => end())
    },
  })
}

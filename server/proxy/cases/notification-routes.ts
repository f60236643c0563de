import type { FastifyInstance } from 'fastify'
import { NotificationListSchema, NotificationReadBodySchema } from '@contract/bff/cases'
import { bffRoute } from '../http/bff-route'
import { listNotifications, markNotificationsRead } from './notification-store'

/** `GET /bff/notifications` and `POST /bff/notifications/read`: the signed-in user's own notifications. */
export function registerNotificationRoutes(app: FastifyInstance) {
  const { db } = app.proxyDb
  bffRoute(app, {
    method: 'GET',
    url: '/bff/notifications',
    tag: 'cases',
    access: 'cases:read',
    response: NotificationListSchema,
    summary: 'My latest notifications (a case assigned to me, a comment mentioning me) and how many are unread',
    handler: async ({ user }) => listNotifications(db, user.id),
  })
  bffRoute(app, {
    method: 'POST',
    url: '/bff/notifications/read',
    tag: 'cases',
    access: 'cases:read',
    body: NotificationReadBodySchema,
    response: NotificationListSchema,
    summary: 'Mark these (or, without ids, all) of my notifications read',
    handler: async ({ user, body }) => {
      await markNotificationsRead(db, user.id, body.ids)
      return listNotifications(db, user.id)
    },
  })
}

import type { FastifyInstance } from 'fastify'
import {
  QueueParamsSchema,
  QueueSettingsBodySchema,
  QueueSettingsListSchema,
  QueueSettingsSchema,
} from '@contract/bff/cases'
import { HttpError } from '../../shared/envelope'
import { appendAudit } from '../audit-trail/audit-log'
import { auditActor } from '../audit-trail/audit-actor'
import type { EventBus } from '../events/event-bus'
import { bffRoute } from '../http/bff-route'
import { colleaguesFor } from './case-actions'
import { publishCaseChange } from './case-routes'
import { listQueueSettings, queueSettingsOf, saveQueueSettings } from './queue-settings'

/** `GET /bff/cases/queues` and `PUT /bff/cases/queues/:type` (cases:configure): each queue's SLA and round-robin. */
export function registerQueueRoutes(app: FastifyInstance, options: { bus: EventBus }) {
  const { db } = app.proxyDb
  const access = 'cases:configure'
  const tag = 'cases'

  bffRoute(app, {
    method: 'GET',
    url: '/bff/cases/queues',
    tag,
    access,
    response: QueueSettingsListSchema,
    summary: 'Each queue’s SLA (minutes from opening to due) and opt-in round-robin members',
    handler: async () => ({ items: await listQueueSettings(db) }),
  })

  bffRoute(app, {
    method: 'PUT',
    url: '/bff/cases/queues/:type',
    tag,
    access,
    params: QueueParamsSchema,
    body: QueueSettingsBodySchema,
    response: QueueSettingsSchema,
    summary:
      'Set a queue’s SLA (its open cases get their due date again) and round-robin members (each must work that type of case)',
    handler: async ({ params: { type }, body, request }) => {
      const able = new Set((await colleaguesFor(db, type)).map((user) => user.id))
      const strangers = body.members.filter((id) => !able.has(id))
      if (strangers.length > 0)
        throw new HttpError(400, 'Invalid request: members must be active users who work this type of case', {
          fields: [{ path: 'members', message: `${strangers.join(', ')}: not an active user who works ${type} cases` }],
        })
      if (body.auto_assign && body.members.length === 0)
        throw new HttpError(400, 'Invalid request: members is required for a round-robin', {
          fields: [{ path: 'members', message: 'needs at least one member for a round-robin' }],
        })
      const before = await queueSettingsOf(db, type)
      await db.transaction().execute(async (trx) => {
        await saveQueueSettings(trx, type, body, new Date().toISOString())
        await appendAudit(trx, {
          ...auditActor(request),
          action: 'case.queue.update',
          target_type: 'case_queue',
          target_ids: [type],
          outcome: 'success',
          detail: {
            before: { sla_minutes: before.sla_minutes, auto_assign: before.auto_assign, members: before.members },
            after: body,
          },
        })
      })
      publishCaseChange(options.bus, false, request.sessionId)
      const { last_assigned_id: _last, ...settings } = await queueSettingsOf(db, type)
      return settings
    },
  })
}

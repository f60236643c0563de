import type { FastifyInstance } from 'fastify'
import {
  CaseAssignBodySchema,
  CaseAssigneesQuerySchema,
  CaseAssigneesResponseSchema,
  CaseCommentBodySchema,
  CaseCountsSchema,
  CaseDetailSchema,
  CaseListQuerySchema,
  CaseListResponseSchema,
  CaseParamsSchema,
  type CaseDetail,
} from '@contract/bff/cases'
import type { SessionUser } from '@contract/bff/auth'
import { liveKeys } from '@contract/bff/live-events'
import { HttpError } from '../../shared/envelope'
import { type EventBus, liveEvent } from '../events/event-bus'
import { bffRoute } from '../http/bff-route'
import { assignCase, colleaguesFor, commentOnCase } from './case-actions'
import { caseTimeline, countCases, findCase, listCases, visibleCaseTypes } from './case-store'
import { syncCasesSerially } from './case-sync'

/** The overview's figures (under the request index's key) read the case records too. */
const overviewKey = [...liveKeys.requests(), 'overview']

/** Tells every session's inbox and overview (and, when someone was notified, every bell) to refresh. */
export function publishCaseChange(bus: EventBus, notified: boolean, originSessionId?: string | null) {
  const keys = [liveKeys.cases(), overviewKey, ...(notified ? [liveKeys.notifications()] : [])]
  bus.publish(liveEvent(notified ? 'case.notified' : 'case.updated', keys, 'cases:read'), originSessionId)
}

/**
 * The inbox (`/bff/cases…`, cases:read; each type of case also needs its queue's permission): the
 * list and its counts, a case with its timeline, assign to me, assign to a colleague (cases:assign),
 * comments with @mentions. Reads bring the cases in line with the queues first (ADR 0026).
 */
export function registerCaseRoutes(app: FastifyInstance, options: { bus: EventBus }) {
  const { db } = app.proxyDb
  const { bus } = options
  const access = 'cases:read'
  const tag = 'cases'

  const visibleCase = async (user: SessionUser, id: string) => {
    const found = await findCase(db, user, id)
    if (!found) throw new HttpError(404, `No case ${id} that you may see.`)
    return found
  }
  const detailOf = async (user: SessionUser, id: string): Promise<CaseDetail> => {
    const found = await visibleCase(user, id)
    return { case: found, timeline: await caseTimeline(db, id) }
  }

  bffRoute(app, {
    method: 'GET',
    url: '/bff/cases',
    tag,
    access,
    query: CaseListQuerySchema,
    response: CaseListResponseSchema,
    summary:
      'The inbox: cases of the types the role works (open by default, soonest due first), by view (all, mine, unassigned, overdue), type and text',
    handler: async ({ query, user }) => {
      await syncCasesSerially(db)
      return listCases(db, user, query)
    },
  })

  bffRoute(app, {
    method: 'GET',
    url: '/bff/cases/counts',
    tag,
    access,
    response: CaseCountsSchema,
    summary: 'How many open cases the signed-in user sees: all, assigned to them, unassigned, overdue, and by type',
    handler: async ({ user }) => {
      await syncCasesSerially(db)
      return countCases(db, user)
    },
  })

  bffRoute(app, {
    method: 'GET',
    url: '/bff/cases/assignees',
    tag,
    access,
    query: CaseAssigneesQuerySchema,
    response: CaseAssigneesResponseSchema,
    summary: 'The colleagues who work a type of case (who may be assigned or mentioned)',
    handler: async ({ query, user }) => {
      if (!visibleCaseTypes(user.role).includes(query.type))
        throw new HttpError(403, `Your role does not work ${query.type} cases.`)
      const users = await colleaguesFor(db, query.type)
      return { items: users.map(({ id, email, name }) => ({ id, email, name })) }
    },
  })

  bffRoute(app, {
    method: 'GET',
    url: '/bff/cases/:id',
    tag,
    access,
    params: CaseParamsSchema,
    response: CaseDetailSchema,
    summary: 'One case with its timeline (404 for a case of a type the role does not work)',
    handler: async ({ params, user }) => {
      await syncCasesSerially(db)
      return detailOf(user, params.id)
    },
  })

  bffRoute(app, {
    method: 'POST',
    url: '/bff/cases/:id/claim',
    tag,
    access,
    params: CaseParamsSchema,
    response: CaseDetailSchema,
    summary: 'Assign the case to me',
    otherResponses: { '409': { description: 'The case is closed' } },
    handler: async ({ params, user, request }) => {
      const found = await visibleCase(user, params.id)
      await assignCase(db, found, user.id, { user, ip: request.ip })
      publishCaseChange(bus, false, request.sessionId)
      return detailOf(user, params.id)
    },
  })

  bffRoute(app, {
    method: 'POST',
    url: '/bff/cases/:id/assignment',
    tag,
    access: 'cases:assign',
    params: CaseParamsSchema,
    body: CaseAssignBodySchema,
    response: CaseDetailSchema,
    summary: 'Assign the case to a colleague who works its type, or to nobody (null); the assignee is notified',
    otherResponses: { '409': { description: 'The case is closed' } },
    handler: async ({ params, body, user, request }) => {
      const found = await visibleCase(user, params.id)
      const { notified } = await assignCase(db, found, body.assignee_id, { user, ip: request.ip })
      publishCaseChange(bus, notified, request.sessionId)
      return detailOf(user, params.id)
    },
  })

  bffRoute(app, {
    method: 'POST',
    url: '/bff/cases/:id/comments',
    tag,
    access,
    params: CaseParamsSchema,
    body: CaseCommentBodySchema,
    status: 201,
    response: CaseDetailSchema,
    summary: 'Comment on a case; colleagues mentioned as @email who work its type are notified',
    handler: async ({ params, body, user, request }) => {
      const found = await visibleCase(user, params.id)
      const { notified } = await commentOnCase(db, found, body.text, { user, ip: request.ip })
      publishCaseChange(bus, notified, request.sessionId)
      return detailOf(user, params.id)
    },
  })
}

import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { liveKeys } from '@contract/bff/live-events'
import {
  type QuestionnaireDecision,
  QuestionnaireDecisionBodySchema,
  QuestionnaireDecisionResponseSchema,
  QuestionnaireSubmissionParamsSchema,
} from '@contract/bff/questionnaire-decisions'
import { HttpError } from '../../shared/envelope'
import { appendAudit } from '../audit-trail/audit-log'
import { auditActor } from '../audit-trail/audit-actor'
import { type EventBus, liveEvent } from '../events/event-bus'
import { bffRoute } from '../http/bff-route'
import { serialiseOn } from '../store/sql-engine'

/**
 * A questionnaire submission waits for a decision until a reviewer accepts it or sends it back: the
 * one rule of the inbox and the overview, over the `request_index` row named `row`.
 */
export const questionnaireAwaitsDecision = (row: string) =>
  sql<boolean>`(${sql.ref(`${row}.kind`)} = 'questionnaire_submission' and not exists (select 1 from questionnaire_review where questionnaire_review.questionnaire_request_id = ${sql.ref(`${row}.upstream_id`)}))`

/**
 * `GET` and `POST /bff/questionnaires/submissions/:questionnaire_request_id/decisions`
 * (questionnaire:manage): the submission's decision, and taking one (accept or send back, with a
 * note; audited; a later one replaces it).
 */
export function registerQuestionnaireReviewRoutes(app: FastifyInstance, options: { bus: EventBus }) {
  const { db } = app.proxyDb
  const url = '/bff/questionnaires/submissions/:questionnaire_request_id/decisions'
  const access = 'questionnaire:manage'
  const tag = 'questionnaires'

  const current = async (id: string): Promise<QuestionnaireDecision | null> => {
    const row = await db
      .selectFrom('questionnaire_review')
      .select(['questionnaire_request_id', 'action', 'note', 'actor_email', 'at'])
      .where('questionnaire_request_id', '=', id)
      .executeTakeFirst()
    return row ? { ...row, action: row.action as QuestionnaireDecision['action'] } : null
  }

  bffRoute(app, {
    method: 'GET',
    url,
    tag,
    access,
    params: QuestionnaireSubmissionParamsSchema,
    response: QuestionnaireDecisionResponseSchema,
    summary: 'The current decision on a questionnaire submission (null while it waits)',
    handler: async ({ params }) => ({ decision: await current(params.questionnaire_request_id) }),
  })

  bffRoute(app, {
    method: 'POST',
    url,
    tag,
    access,
    params: QuestionnaireSubmissionParamsSchema,
    body: QuestionnaireDecisionBodySchema,
    status: 201,
    response: QuestionnaireDecisionResponseSchema,
    summary: 'Accept a questionnaire submission or send it back, with a note (audited)',
    handler: async ({ params, body, user, request }) => {
      const id = params.questionnaire_request_id
      const submission = await db
        .selectFrom('request_index')
        .select('upstream_id')
        .where('kind', '=', 'questionnaire_submission')
        .where('upstream_id', '=', id)
        .executeTakeFirst()
      if (!submission) throw new HttpError(404, `No questionnaire submission ${id} in the proxy's index.`)
      const decision = { action: body.action, note: body.note, actor_id: user.id, actor_email: user.email }
      const at = new Date().toISOString()
      await db.transaction().execute(async (trx) => {
        await serialiseOn(trx, `questionnaire_review:${id}`)
        const before = await trx
          .selectFrom('questionnaire_review')
          .select('action')
          .where('questionnaire_request_id', '=', id)
          .executeTakeFirst()
        await trx
          .insertInto('questionnaire_review')
          .values({ questionnaire_request_id: id, ...decision, at })
          .onConflict((oc) => oc.column('questionnaire_request_id').doUpdateSet({ ...decision, at }))
          .execute()
        await appendAudit(trx, {
          ...auditActor(request),
          action: `questionnaire.review.${body.action}`,
          target_type: 'questionnaire_submission',
          target_ids: [id],
          outcome: 'success',
          detail: { note: body.note, before: before?.action ?? null },
        })
      })
      options.bus.publish(
        liveEvent('questionnaire.reviewed', [liveKeys.requests(), liveKeys.questionnaire(id)], access),
        request.sessionId,
      )
      return { decision: await current(id) }
    },
  })
}

import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import {
  AmlDecisionBodySchema,
  AmlDecisionResponseSchema,
  AmlQueueQuerySchema,
  AmlQueueResponseSchema,
  AmlReviewResponseSchema,
  AmlSuppressionResponseSchema,
  hitKeyOf,
  hitStateOf,
  type AmlDecisionResponse,
  type AmlQueueResponse,
  type AmlReviewResponse,
} from '@contract/bff/aml-review'
import { liveKeys } from '@contract/bff/live-events'
import { IdSchema } from '@contract/common'
import { HttpError } from '../../shared/envelope'
import { auditActor } from '../audit-trail/audit-actor'
import { appendAudit } from '../audit-trail/audit-log'
import { serialiseOn } from '../store/sql-engine'
import { type EventBus, liveEvent } from '../events/event-bus'
import { bffRoute } from '../http/bff-route'
import type { ProxyDatabase } from '../store/schema'
import type { UpstreamClient } from '../upstream-client/upstream-client'
import { listAmlQueue } from './aml-queue'
import { buildReview } from './aml-review'
import {
  activeSuppressions,
  findSuppression,
  insertDecision,
  insertSuppression,
  liftSuppression,
  liftSuppressionsOfRequest,
  listDecisions,
  saveSummary,
} from './aml-review-store'
import { entryFingerprintOf, subjectKeyOf } from './hit-identity'
import { readAmlResult } from './read-aml-result'

export interface AmlReviewRouteOptions {
  client: UpstreamClient
  bus: EventBus
}

const AmlRequestParamsSchema = z.object({ amlRequestId: IdSchema })
const SuppressionParamsSchema = z.object({ id: IdSchema })

/**
 * The AML review (ADR 0013): `GET /bff/aml/queue`, `GET /bff/aml/:amlRequestId` (the hits with
 * their decisions), `POST /bff/aml/:amlRequestId/decisions` and `POST /bff/aml/suppressions/:id/lift`.
 */
async function isKnownAmlRequest(db: Kysely<ProxyDatabase>, amlRequestId: string) {
  const row = await db
    .selectFrom('request_index')
    .select('id')
    .where('kind', '=', 'company_aml')
    .where('upstream_id', '=', amlRequestId)
    .executeTakeFirst()
  return row !== undefined
}

export function registerAmlReviewRoutes(app: FastifyInstance, options: AmlReviewRouteOptions) {
  const { db } = app.proxyDb
  const { client, bus } = options
  const tag = 'aml-review'
  bffRoute(app, {
    method: 'GET',
    url: '/bff/aml/queue',
    tag,
    access: 'aml:run',
    query: AmlQueueQuerySchema,
    response: AmlQueueResponseSchema,
    summary: 'The AML queue: every AML request of the index with its disposition, open potential matches first',
    handler: async ({ query }): Promise<AmlQueueResponse> => listAmlQueue(db, query),
  })

  bffRoute(app, {
    method: 'GET',
    url: '/bff/aml/:amlRequestId',
    tag,
    access: 'aml:run',
    params: AmlRequestParamsSchema,
    response: AmlReviewResponseSchema,
    summary:
      'An AML request’s hits with every decision, remembered false positives and the disposition (result null when the upstream has no hits extension)',
    handler: async ({ params: { amlRequestId }, user }): Promise<AmlReviewResponse> => {
      const result = await readAmlResult(client, db, bus, amlRequestId, user)
      // Without hits from the upstream, an id the proxy never saw is no AML request at all.
      if (!result && !(await isKnownAmlRequest(db, amlRequestId)))
        throw new HttpError(404, `Not found: no AML request ${amlRequestId} is known to this desk`)
      const decisions = await listDecisions(db, amlRequestId)
      const suppressions = result ? await activeSuppressions(db, subjectKeyOf(result.subject)) : []
      const review = buildReview(amlRequestId, result, decisions, suppressions)
      if (result?.request_status === 'resolved') await saveSummary(db, amlRequestId, review.disposition, decisions)
      return review
    },
  })

  bffRoute(app, {
    method: 'POST',
    url: '/bff/aml/:amlRequestId/decisions',
    tag,
    access: 'aml:run',
    params: AmlRequestParamsSchema,
    body: AmlDecisionBodySchema,
    status: 201,
    response: AmlDecisionResponseSchema,
    summary:
      'Decide on one hit (confirmed match, false positive, escalate) with a note; four eyes for clearing a hit scored ≥ 0.9 (ADR 0013)',
    otherResponses: { '409': { description: 'The upstream reports no hits for this request (no hits extension)' } },
    handler: async ({ params: { amlRequestId }, body, user, request }): Promise<AmlDecisionResponse> => {
      const result = await readAmlResult(client, db, bus, amlRequestId, user)
      if (!result)
        throw new HttpError(
          409,
          `AML request ${amlRequestId} has no hits to decide on: the upstream does not report hits for it.`,
        )
      const hitKey = hitKeyOf(body)
      const hit = result.hits.find((h) => hitKeyOf(h) === hitKey)
      if (!hit) {
        throw new HttpError(404, `AML request ${amlRequestId} has no hit ${hitKey}`, {
          fields: [{ path: 'entry_id', message: 'is not a hit of this AML request' }],
        })
      }
      const subjectKey = subjectKeyOf(result.subject)
      const outcome = await db.transaction().execute(async (trx) => {
        await serialiseOn(trx, `aml_review:${amlRequestId}`)
        const decision = await insertDecision(trx, {
          aml_request_id: amlRequestId,
          hit_key: hitKey,
          decision: body.decision,
          note: body.note,
          user,
          score: hit.score,
        })
        const decisions = await listDecisions(trx, amlRequestId)
        const state = hitStateOf(
          decisions.filter((d) => d.hit_key === hitKey),
          hit.score,
        )
        const fingerprint = entryFingerprintOf(hit)
        const existing = (await activeSuppressions(trx, subjectKey)).find(
          (s) => s.hit_key === hitKey && s.entry_fingerprint === fingerprint,
        )
        if (state === 'cleared' && !existing) {
          await insertSuppression(trx, {
            subject_key: subjectKey,
            subject_name: result.subject.name,
            hit_key: hitKey,
            listed_name: hit.name,
            entry_fingerprint: fingerprint,
            aml_request_id: amlRequestId,
            created_by: user.email,
          })
        }
        // A decision that takes a clearing back ends the false positive this request remembered.
        if (state !== 'cleared') await liftSuppressionsOfRequest(trx, amlRequestId, hitKey, user.email)
        const review = buildReview(amlRequestId, result, decisions, await activeSuppressions(trx, subjectKey))
        await saveSummary(trx, amlRequestId, review.disposition, decisions)
        await appendAudit(trx, {
          ...auditActor(request),
          action: 'aml.decision',
          target_type: 'aml_request',
          target_ids: [amlRequestId, hitKey],
          outcome: 'success',
          detail: {
            decision: body.decision,
            note: body.note,
            score: hit.score,
            hit: hitKey,
            listed_name: hit.name,
            subject: result.subject.name,
            state,
            disposition: review.disposition,
          },
        })
        return { decision, state, disposition: review.disposition }
      })
      bus.publish(
        liveEvent('aml.decided', [liveKeys.aml(amlRequestId), liveKeys.amlQueue()], 'aml:run'),
        request.sessionId,
      )
      return outcome
    },
  })

  bffRoute(app, {
    method: 'POST',
    url: '/bff/aml/suppressions/:id/lift',
    tag,
    access: 'aml:approve',
    params: SuppressionParamsSchema,
    response: AmlSuppressionResponseSchema,
    summary: 'Lift a remembered false positive: the pair is raised again by the next screening',
    otherResponses: { '409': { description: 'Already lifted' } },
    handler: async ({ params: { id }, user, request }) => {
      const found = await findSuppression(db, id)
      if (!found) throw new HttpError(404, `No remembered false positive ${id}`)
      const lifted = await db.transaction().execute(async (trx) => {
        const row = await liftSuppression(trx, id, user.email)
        if (!row)
          throw new HttpError(
            409,
            `The remembered false positive ${id} was already lifted on ${found.lifted_at ?? 'an earlier date'}`,
          )
        await appendAudit(trx, {
          ...auditActor(request),
          action: 'aml.suppression.lift',
          target_type: 'aml_suppression',
          target_ids: [id, row.aml_request_id, row.hit_key],
          outcome: 'success',
          detail: { subject: row.subject_name, hit: row.hit_key, listed_name: row.listed_name },
        })
        return row
      })
      // Every review of the same subject may change: refresh the AML pages.
      bus.publish(liveEvent('aml.suppression.lifted', [['aml'], liveKeys.amlQueue()], 'aml:run'), request.sessionId)
      return { suppression: lifted }
    },
  })
}

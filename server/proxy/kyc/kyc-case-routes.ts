import type { FastifyInstance } from 'fastify'
import {
  KycCaseListQuerySchema,
  KycCaseParamsSchema,
  KycDecisionBodySchema,
  type KycCaseDetail,
  type KycCaseListResponse,
} from '@contract/bff/kyc-cases'
import { liveKeys } from '@contract/bff/live-events'
import { HttpError } from '../../shared/envelope'
import { currentUser, requirePermission } from '../auth/guards'
import { type EventBus, liveEvent } from '../events/event-bus'
import { findKycCase, listDecisions, listKycCases } from './kyc-case-store'
import { decideKycCase } from './kyc-review'

/**
 * The KYC queue and reviewer decisions (permission kyc:review; analysts get 403):
 * `GET /bff/kyc/cases`, `GET /bff/kyc/cases/:kyc_request_id`, `POST /bff/kyc/cases/:kyc_request_id/decisions`.
 */
export function registerKycCaseRoutes(app: FastifyInstance, options: { bus: EventBus }) {
  const { db } = app.proxyDb
  const review = { preHandler: requirePermission('kyc:review') }

  const detailOf = async (kycRequestId: string): Promise<KycCaseDetail> => {
    const found = await findKycCase(db, kycRequestId)
    if (!found) throw new HttpError(404, `No KYC request ${kycRequestId} in the proxy's index.`)
    return { case: found, decisions: await listDecisions(db, kycRequestId) }
  }

  app.get('/bff/kyc/cases', review, async (request): Promise<KycCaseListResponse> => listKycCases(db, KycCaseListQuerySchema.parse(request.query)))

  app.get('/bff/kyc/cases/:kyc_request_id', review, async (request): Promise<KycCaseDetail> => detailOf(KycCaseParamsSchema.parse(request.params).kyc_request_id))

  app.post('/bff/kyc/cases/:kyc_request_id/decisions', review, async (request, reply) => {
    const user = currentUser(request)
    const { kyc_request_id: id } = KycCaseParamsSchema.parse(request.params)
    const body = KycDecisionBodySchema.parse(request.body)
    await decideKycCase(db, id, body, { user, ip: request.ip })
    options.bus.publish(liveEvent('kyc.reviewed', [liveKeys.requests(), liveKeys.kyc(id)], 'kyc:review'), request.sessionId)
    return reply.code(201).send(await detailOf(id))
  })
}

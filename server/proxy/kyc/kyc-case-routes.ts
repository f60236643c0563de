import type { FastifyInstance } from 'fastify'
import {
  KycCaseDetailSchema,
  KycCaseListQuerySchema,
  KycCaseListResponseSchema,
  KycCaseParamsSchema,
  KycDecisionBodySchema,
  type KycCaseDetail,
  type KycCaseListResponse,
} from '@contract/bff/kyc-cases'
import { liveKeys } from '@contract/bff/live-events'
import { HttpError } from '../../shared/envelope'
import { type EventBus, liveEvent } from '../events/event-bus'
import { bffRoute } from '../http/bff-route'
import { findKycCase, listDecisions, listKycCases } from './kyc-case-store'
import { decideKycCase } from './kyc-review'

/**
 * The KYC queue and reviewer decisions (permission kyc:review; analysts get 403):
 * `GET /bff/kyc/cases`, `GET /bff/kyc/cases/:kyc_request_id`, `POST /bff/kyc/cases/:kyc_request_id/decisions`.
 */
export function registerKycCaseRoutes(app: FastifyInstance, options: { bus: EventBus }) {
  const { db } = app.proxyDb
  const access = 'kyc:review'
  const tag = 'kyc'

  const detailOf = async (kycRequestId: string): Promise<KycCaseDetail> => {
    const found = await findKycCase(db, kycRequestId)
    if (!found) throw new HttpError(404, `No KYC request ${kycRequestId} in the proxy's index.`)
    return { case: found, decisions: await listDecisions(db, kycRequestId) }
  }

  bffRoute(app, {
    method: 'GET',
    url: '/bff/kyc/cases',
    tag,
    access,
    query: KycCaseListQuerySchema,
    response: KycCaseListResponseSchema,
    summary:
      'The KYC queue: KYC requests of the index with their decline codes and review state; declined and undecided first',
    handler: async ({ query }): Promise<KycCaseListResponse> => listKycCases(db, query),
  })

  bffRoute(app, {
    method: 'GET',
    url: '/bff/kyc/cases/:kyc_request_id',
    tag,
    access,
    params: KycCaseParamsSchema,
    response: KycCaseDetailSchema,
    summary: 'One KYC case with its whole decision history',
    handler: async ({ params }) => detailOf(params.kyc_request_id),
  })

  bffRoute(app, {
    method: 'POST',
    url: '/bff/kyc/cases/:kyc_request_id/decisions',
    tag,
    access,
    params: KycCaseParamsSchema,
    body: KycDecisionBodySchema,
    status: 201,
    response: KycCaseDetailSchema,
    summary:
      'Decide on a declined case (note required); an override waits for a second reviewer, never the one who proposed it',
    otherResponses: {
      '403': {
        description:
          'The role lacks kyc:review, or four eyes: the proposer of an override may not approve or reject it',
      },
      '409': {
        description: 'The case does not take this decision now (not declined, already decided, or an override waits)',
      },
    },
    handler: async ({ params, body, user, request }) => {
      const id = params.kyc_request_id
      await decideKycCase(db, id, body, { user, ip: request.ip })
      options.bus.publish(
        liveEvent('kyc.reviewed', [liveKeys.requests(), liveKeys.kyc(id)], 'kyc:review'),
        request.sessionId,
      )
      return detailOf(id)
    },
  })
}

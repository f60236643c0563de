import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  RequestDetailResponseSchema,
  RequestListQuerySchema,
  RequestListResponseSchema,
  type RequestDetailResponse,
  type RequestListResponse,
} from '@contract/bff/requests'
import { HttpError } from '../../shared/envelope'
import { bffRoute } from '../http/bff-route'
import { findRequest, listRequests } from './request-index-store'
import { visibleKinds } from './request-visibility'

/** `GET /bff/requests` (filters, pages, newest first) and `GET /bff/requests/:id`. */
export function registerRequestRoutes(app: FastifyInstance) {
  const { db } = app.proxyDb

  bffRoute(app, {
    method: 'GET',
    url: '/bff/requests',
    tag: 'requests',
    summary:
      'The proxy’s index of upstream requests (searches, KYC requests, links…) of the kinds my role may act on, newest first',
    access: 'signed-in',
    query: RequestListQuerySchema,
    response: RequestListResponseSchema,
    handler: async ({ query, user }): Promise<RequestListResponse> => {
      const page = Number(query.page ?? 1)
      const limit = Number(query.limit ?? 25)
      return listRequests(
        db,
        {
          kinds: visibleKinds(user.role),
          kind: query.kind,
          status: query.status,
          q: query.q,
          userId: query.mine === 'true' ? user.id : undefined,
        },
        page,
        limit,
      )
    },
  })

  bffRoute(app, {
    method: 'GET',
    url: '/bff/requests/:id',
    tag: 'requests',
    summary: 'One row of the request index',
    access: 'signed-in',
    params: z.object({ id: z.string().describe('The proxy’s id of the row (`id` in the list)') }),
    response: RequestDetailResponseSchema,
    handler: async ({ params: { id }, user }): Promise<RequestDetailResponse> => {
      const row = await findRequest(db, id)
      if (!row || !visibleKinds(user.role).includes(row.kind)) throw new HttpError(404, `No request ${id} in the index`)
      return { request: row }
    },
  })
}

import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { RequestDetailResponseSchema, RequestListQuerySchema, RequestListResponseSchema, type RequestDetailResponse, type RequestListResponse } from '@contract/bff/requests'
import { HttpError } from '../../shared/envelope'
import { currentUser, requireSignedIn } from '../auth/guards'
import { bffRouteSchema } from '../openapi/bff-route-schema'
import { findRequest, listRequests } from './request-index-store'
import { visibleKinds } from './request-visibility'

/** `GET /bff/requests` (filters, pages, newest first) and `GET /bff/requests/:id`. */
export function registerRequestRoutes(app: FastifyInstance) {
  const { db } = app.proxyDb

  const listSchema = bffRouteSchema({
    tag: 'requests',
    summary: 'The proxy’s index of upstream requests (searches, KYC requests, links…) of the kinds my role may act on, newest first',
    access: 'signed-in',
    query: RequestListQuerySchema,
    response: RequestListResponseSchema,
  })
  app.get('/bff/requests', { preHandler: requireSignedIn, schema: listSchema }, async (request): Promise<RequestListResponse> => {
    const user = currentUser(request)
    const query = RequestListQuerySchema.parse(request.query)
    const page = Number(query.page ?? 1)
    const limit = Number(query.limit ?? 25)
    return listRequests(
      db,
      { kinds: visibleKinds(user.role), kind: query.kind, status: query.status, q: query.q, userId: query.mine === 'true' ? user.id : undefined },
      page,
      limit,
    )
  })

  const detailSchema = bffRouteSchema({
    tag: 'requests',
    summary: 'One row of the request index',
    access: 'signed-in',
    params: z.object({ id: z.string().describe('The proxy’s id of the row (`id` in the list)') }),
    response: RequestDetailResponseSchema,
  })
  app.get<{ Params: { id: string } }>('/bff/requests/:id', { preHandler: requireSignedIn, schema: detailSchema }, async (request): Promise<RequestDetailResponse> => {
    const user = currentUser(request)
    const row = await findRequest(db, request.params.id)
    if (!row || !visibleKinds(user.role).includes(row.kind)) throw new HttpError(404, `No request ${request.params.id} in the index`)
    return { request: row }
  })
}

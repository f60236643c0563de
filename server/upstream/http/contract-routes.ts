import type { RouteDef } from '@contract/route'
import { groupByEndpoint, servicesOf, servicesRule, toFastifyPath, variantFor } from '@contract/routes/route-table'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { HttpError } from '../../shared/envelope'
import type { MultipartLimits } from '../../shared/multipart/receive-multipart'
import { contractRouteSchema } from '../../shared/openapi/contract-route-schema'
import { allows, wrongCredential } from './account-auth'
import { isMultipartRequest, readMultipartBody } from './multipart-body'
import { parseOrThrow } from './validation'

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined

export interface RouteInput<Q, B, P> {
  query: Q
  body: B
  params: P
  request: FastifyRequest
  reply: FastifyReply
}

/** A contract route with the function that serves it. */
export interface ImplementedRoute {
  route: RouteDef
  handle(input: RouteInput<unknown, unknown, unknown>): Promise<unknown>
}

/** Limits of a multipart form sent to the upstream (files are checked one by one against the route's file rules). */
export const upstreamMultipartLimits: MultipartLimits = { maxFiles: 24, maxFieldBytes: 64 * 1024, maxFields: 1000 }

/**
 * Pairs a route of the contract's table with its handler. The handler receives the validated
 * query, body and path parameters and returns the response body, typed by the route's response
 * schema.
 */
export function implement<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  route: RouteDef<Q, B, P, R>,
  handler: (input: RouteInput<Infer<Q>, Infer<B>, Infer<P>>) => Promise<z.input<R>>,
): ImplementedRoute {
  return { route: route as unknown as RouteDef, handle: handler as ImplementedRoute['handle'] }
}

async function serve(implemented: ImplementedRoute, request: FastifyRequest, reply: FastifyReply, rawBody: unknown) {
  const { route } = implemented
  const query = route.query ? parseOrThrow(route.query, request.query, 'query') : undefined
  const params = route.params ? parseOrThrow(route.params, request.params, 'path') : undefined
  const body = route.body ? parseOrThrow(route.body, rawBody, 'body') : undefined
  return implemented.handle({ query, body, params, request, reply })
}

/** The body kind a request was sent with must be the one its route takes (415 otherwise). */
function checkBodyKind(route: RouteDef, multipart: boolean) {
  if (route.bodyKind === 'multipart' && !multipart)
    throw new HttpError(415, `services ${route.variant?.value ?? route.id}: send this request as multipart/form-data`)
  if (route.bodyKind === 'json' && multipart)
    throw new HttpError(415, `services ${route.variant?.value ?? route.id}: send this request as application/json`)
}

/**
 * Registers the implemented routes with Fastify. Routes sharing one method and path become one
 * endpoint: the request's token kind (account key or questionnaire token, account-auth.ts) and its
 * `services` field (the variants of `POST /api/search`) pick the route. A multipart body is read
 * under the file rules of the multipart route the token may call. Routes of the table that are not
 * implemented stay unregistered (404). Each endpoint carries its routes' schemas, which document it
 * in the OpenAPI document (ADR 0016); `serve` validates.
 */
export function registerContractRoutes(app: FastifyInstance, implemented: readonly ImplementedRoute[]) {
  for (const group of groupByEndpoint(implemented, (i) => i.route)) {
    const first = group.items[0]
    if (!first) continue
    app.route({
      method: group.method,
      url: toFastifyPath(group.path),
      config: { auth: [...new Set(group.items.map((i) => i.route.auth))] },
      schema: contractRouteSchema(group.items.map((i) => i.route)),
      handler: async (request, reply) => {
        const credential = request.credential
        if (!credential) throw new HttpError(401, 'Unauthorized: the header token is missing')
        const usable = group.items.filter((i) => allows(i.route.auth, credential))
        const multipart = isMultipartRequest(request)
        const multipartRoutes = usable.filter((i) => i.route.bodyKind === 'multipart').map((i) => i.route)
        if (multipart && multipartRoutes.length === 0 && group.items.some((i) => i.route.bodyKind === 'multipart'))
          throw wrongCredential(credential)
        const body =
          multipart && multipartRoutes.length > 0
            ? await readMultipartBody(request, multipartRoutes, upstreamMultipartLimits)
            : request.body
        const wanted = servicesOf(body)
        const chosen = variantFor(usable, (i) => i.route, wanted)
        if (!chosen) {
          if (variantFor(group.items, (i) => i.route, wanted)) throw wrongCredential(credential)
          const message = servicesRule(
            usable.map((i) => i.route),
            wanted,
          )
          throw new HttpError(400, `Invalid request body: services: ${message}`, {
            fields: [{ path: 'services', message }],
          })
        }
        if (group.method === 'POST') checkBodyKind(chosen.route, multipart)
        return serve(chosen, request, reply, body)
      },
    })
  }
}

import type { RouteDef } from '@contract/route'
import { groupByEndpoint, servicesOf, servicesRule, toFastifyPath, variantFor } from '@contract/route-table'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { HttpError } from '../../shared/envelope'
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

/**
 * Registers the implemented routes with Fastify. Routes sharing one method and path (the services
 * of `POST /api/search`) become one endpoint that picks the variant from the `services` field.
 * Multipart forms are read (and their bracket names parsed) before the variant is chosen.
 * Routes of the table that are not implemented stay unregistered (404).
 */
export function registerContractRoutes(app: FastifyInstance, implemented: readonly ImplementedRoute[]) {
  for (const group of groupByEndpoint(implemented, (i) => i.route)) {
    const first = group.items[0]
    if (!first) continue
    const routes = group.items.map((i) => i.route)
    app.route({
      method: group.method,
      url: toFastifyPath(group.path),
      config: first.route.auth === 'account' ? { auth: 'account' } : {},
      handler: async (request, reply) => {
        const multipartRoutes = routes.filter((route) => route.bodyKind === 'multipart')
        const rawBody = multipartRoutes.length > 0 && isMultipartRequest(request) ? await readMultipartBody(request, multipartRoutes) : request.body
        if (group.items.length === 1 && !first.route.variant) return serve(first, request, reply, rawBody)
        const wanted = servicesOf(rawBody)
        const chosen = variantFor(group.items, (i) => i.route, wanted)
        if (!chosen) {
          const message = servicesRule(routes, wanted)
          throw new HttpError(400, `Invalid request body: services: ${message}`, { fields: [{ path: 'services', message }] })
        }
        if (chosen.route.bodyKind === 'multipart' && rawBody === request.body) {
          throw new HttpError(415, `services ${chosen.route.variant?.value ?? ''}: send this request as multipart/form-data`)
        }
        return serve(chosen, request, reply, rawBody)
      },
    })
  }
}

import type { RouteDef } from '@contract/route'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { HttpError } from '../../shared/envelope'
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

function fastifyPath(path: string) {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

function servicesOf(body: unknown): string[] {
  const services = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).services : undefined
  if (typeof services === 'string') return [services]
  return Array.isArray(services) ? services.filter((s): s is string => typeof s === 'string') : []
}

async function serve(implemented: ImplementedRoute, request: FastifyRequest, reply: FastifyReply) {
  const { route } = implemented
  const query = route.query ? parseOrThrow(route.query, request.query, 'query') : undefined
  const params = route.params ? parseOrThrow(route.params, request.params, 'path') : undefined
  const body = route.body ? parseOrThrow(route.body, request.body, 'body') : undefined
  return implemented.handle({ query, body, params, request, reply })
}

/**
 * Registers the implemented routes with Fastify. Routes sharing one method and path (the services
 * of `POST /api/search`) become one endpoint that picks the variant from the `services` field.
 * Routes of the table that are not implemented stay unregistered (404).
 */
export function registerContractRoutes(app: FastifyInstance, implemented: readonly ImplementedRoute[]) {
  const groups = new Map<string, ImplementedRoute[]>()
  for (const entry of implemented) {
    const key = `${entry.route.method} ${entry.route.path}`
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  for (const group of groups.values()) {
    const first = group[0]
    if (!first) continue
    const variants = group.filter((g) => g.route.variant)
    app.route({
      method: first.route.method,
      url: fastifyPath(first.route.path),
      config: first.route.auth === 'account' ? { auth: 'account' } : {},
      handler: async (request, reply) => {
        if (variants.length === 0) return serve(first, request, reply)
        const wanted = servicesOf(request.body)
        const chosen = variants.find((v) => v.route.variant && wanted.includes(v.route.variant.value))
        if (!chosen) {
          const names = variants.map((v) => v.route.variant?.value).join(', ')
          const message = wanted.length === 0 ? 'is required' : `must include one of ${names}`
          throw new HttpError(400, `Invalid request body: services: ${message}`, { fields: [{ path: 'services', message }] })
        }
        return serve(chosen, request, reply)
      },
    })
  }
}

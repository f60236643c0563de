import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { z } from 'zod'
import type { SessionUser } from '@contract/bff/auth'
import type { Permission } from '@contract/bff/permissions'
import { currentUser, requirePermission, requireSignedIn } from '../auth/guards'
import { type BffRouteDoc, bffRouteSchema } from './bff-route-schema'

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined
type Access = Permission | 'signed-in' | undefined

/** What a route's handler is given: its inputs validated and typed by the route's schemas, and who asks. */
export interface BffInput<P, Q, B, A extends Access> {
  params: Parsed<P>
  query: Parsed<Q>
  body: Parsed<B>
  /** The signed-in user (null only on a route without access, e.g. sign-in). */
  user: A extends undefined ? SessionUser | null : SessionUser
  request: FastifyRequest
  reply: FastifyReply
}

/** One route of the proxy itself, declared once: where, who, what it takes and answers, and what it does. */
export interface BffRoute<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  A extends Access,
> extends Omit<BffRouteDoc, 'params' | 'query' | 'body' | 'access'> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  url: string
  /** undefined = no session needed; 'signed-in' = any role; a permission = the roles that have it (403 and an audit row otherwise). */
  access: A
  params?: P
  query?: Q
  body?: B
  /** Fastify options besides the schema and the guard (a body limit). */
  options?: Pick<RouteOptions, 'bodyLimit'>
  handler(input: BffInput<P, Q, B, A>): Promise<unknown>
}

const parse = (schema: z.ZodType | undefined, value: unknown) => (schema ? schema.parse(value) : undefined)

/**
 * Registers a route of the proxy from its one declaration (ADR 0024): the permission guard (session
 * and role; the CSRF header of state-changing requests is checked for every route by the guards'
 * onRequest hook), the params, query and body validated by their contract schemas (400 naming each
 * field), the OpenAPI description from the same object, and the success status.
 */
export function bffRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Access = undefined,
>(app: FastifyInstance, route: BffRoute<P, Q, B, A>) {
  const { method, url, access, handler, options, ...doc } = route
  app.route({
    method,
    url,
    ...options,
    ...(access === undefined
      ? {}
      : { preHandler: access === 'signed-in' ? requireSignedIn : requirePermission(access) }),
    schema: bffRouteSchema({ ...doc, access }),
    handler: async (request, reply) => {
      const input = {
        params: parse(route.params, request.params),
        query: parse(route.query, request.query),
        body: parse(route.body, request.body),
        user: access === undefined ? request.user : currentUser(request),
        request,
        reply,
      } as BffInput<P, Q, B, A>
      if (route.status) reply.code(route.status)
      return handler(input)
    },
  })
}

import type { FastifyInstance } from 'fastify'
import { requireSignedIn } from '../auth/guards'
import { bffRouteSchema } from './bff-route-schema'

/** `GET /bff/openapi.json` for any signed-in user: the document generated from the registered routes. */
export function registerOpenApiRoute(app: FastifyInstance) {
  const schema = bffRouteSchema({ tag: 'meta', summary: 'This document', access: 'signed-in' })
  app.get('/bff/openapi.json', { preHandler: requireSignedIn, schema }, async () => app.swagger())
}

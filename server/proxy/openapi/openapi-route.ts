import type { FastifyInstance } from 'fastify'
import { bffRoute } from '../http/bff-route'

/** `GET /bff/openapi.json` for any signed-in user: the document generated from the registered routes. */
export function registerOpenApiRoute(app: FastifyInstance) {
  bffRoute(app, {
    method: 'GET',
    url: '/bff/openapi.json',
    tag: 'meta',
    summary: 'This document',
    access: 'signed-in',
    handler: async () => app.swagger(),
  })
}

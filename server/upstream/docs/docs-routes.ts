import type { RouteDef } from '@contract/route'
import type { FastifyInstance } from 'fastify'
import { buildUpstreamOpenApi } from './openapi-document'
import { renderDocsPage } from './render-docs-page'

/** `GET /openapi.json` and `GET /docs` (public): the implemented routes, documented. */
export function registerDocsRoutes(app: FastifyInstance, routes: readonly RouteDef[]) {
  const document = buildUpstreamOpenApi(routes)
  const json = JSON.stringify(document)
  const page = renderDocsPage(document)
  app.get('/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(json))
  app.get('/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'")
      .send(page),
  )
}

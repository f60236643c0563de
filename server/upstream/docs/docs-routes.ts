import type { FastifyInstance } from 'fastify'
import { renderDocsPage, type OpenApiDocument } from './render-docs-page'

/**
 * `GET /openapi.json` and `GET /docs` (public): the document @fastify/swagger generates from the
 * registered routes (ADR 0016), and the same document as a page without scripts.
 */
export function registerDocsRoutes(app: FastifyInstance) {
  let served: { json: string; page: string } | undefined
  const documents = () => {
    if (!served) {
      const document = app.swagger() as unknown as OpenApiDocument
      served = { json: JSON.stringify(document), page: renderDocsPage(document) }
    }
    return served
  }
  app.get(
    '/openapi.json',
    { schema: { tags: ['meta'], summary: 'This OpenAPI document', security: [] } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(documents().json),
  )
  app.get(
    '/docs',
    { schema: { tags: ['meta'], summary: 'This OpenAPI document as a page', security: [] } },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'")
        .send(documents().page),
  )
}

import { registryResponseExamples } from '@contract/registry/examples'
import { buildUpstreamApp } from './app'

type Operation = {
  'x-route-ids'?: string[]
  responses?: Record<string, { content?: Record<string, Record<string, unknown>> }>
}
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> }

/**
 * The document `npm run openapi` writes to docs/openapi.json: what the embedded upstream generates
 * from the routes it registers (ADR 0016), with the contract's example answers added to the
 * registry routes.
 */
export async function upstreamOpenApiDocument(): Promise<OpenApiDocument> {
  const app = await buildUpstreamApp({ apiKey: 'openapi-document-only', defaultWatchlist: false })
  try {
    await app.ready()
    const document = app.swagger() as OpenApiDocument
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        const json = operation.responses?.['200']?.content?.['application/json']
        const examples = Object.fromEntries(
          (operation['x-route-ids'] ?? []).flatMap((id) =>
            id in registryResponseExamples ? [[id, { value: registryResponseExamples[id] }]] : [],
          ),
        )
        if (json && Object.keys(examples).length) json.examples = examples
      }
    }
    return document
  } finally {
    await app.close()
  }
}

/** The document as docs/openapi.json holds it. */
export const openApiFileText = (document: OpenApiDocument) => `${JSON.stringify(document, null, 2)}\n`

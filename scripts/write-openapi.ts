import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { registryResponseExamples } from '../contract/registry/examples'
import { buildUpstreamApp } from '../server/upstream/app'

type Operation = { 'x-route-ids'?: string[]; responses?: Record<string, { content?: Record<string, Record<string, unknown>> }> }

/**
 * Writes docs/openapi.json (`npm run openapi`): the document the embedded upstream generates from
 * the routes it registers (ADR 0016), with the contract's example answers added to the registry routes.
 */
const app = await buildUpstreamApp({ apiKey: 'openapi-document-only', defaultWatchlist: false })
await app.ready()
const document = app.swagger() as { paths: Record<string, Record<string, Operation>> }
for (const operations of Object.values(document.paths)) {
  for (const operation of Object.values(operations)) {
    const json = operation.responses?.['200']?.content?.['application/json']
    const examples = Object.fromEntries((operation['x-route-ids'] ?? []).flatMap((id) => (id in registryResponseExamples ? [[id, { value: registryResponseExamples[id] }]] : [])))
    if (json && Object.keys(examples).length) json.examples = examples
  }
}
await app.close()
const target = path.resolve(import.meta.dirname, '..', 'docs', 'openapi.json')
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`)
console.log(`Wrote ${target}: ${Object.keys(document.paths).length} paths`)

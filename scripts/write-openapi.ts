import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { openApiFileText, upstreamOpenApiDocument } from '../server/upstream/openapi-document'

/** Writes docs/openapi.json (`npm run openapi`): the embedded upstream's generated document (ADR 0016). */
const document = await upstreamOpenApiDocument()
const target = path.resolve(import.meta.dirname, '..', 'docs', 'openapi.json')
writeFileSync(target, openApiFileText(document))
console.log(`Wrote ${target}: ${Object.keys(document.paths).length} paths`)

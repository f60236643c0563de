import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildOpenApiDocument } from '../contract/openapi'
import { registryResponseExamples } from '../contract/registry/examples'
import { routeTable } from '../contract/routes/route-table'

/** Writes docs/openapi.json from the route table (`npm run openapi`). */
const document = buildOpenApiDocument(routeTable, {
  title: 'Business Verification Service',
  version: '1.0.0',
  description:
    'Registry search (versions 1 and 2), company profiles, AML, ongoing AML, questionnaires, OCR and KYC. Generated from contract/ by scripts/write-openapi.ts.',
}, { responseExamples: registryResponseExamples })
const target = path.resolve(import.meta.dirname, '..', 'docs', 'openapi.json')
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`)
console.log(`Wrote ${target}: ${Object.keys(document.paths).length} paths, ${routeTable.length} routes`)

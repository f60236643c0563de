import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openApiFileText, upstreamOpenApiDocument } from './openapi-document'
import { scaled } from '../../e2e/load-factor'

/** This file's deadline for its slow steps, scaled to the machine's load like every default (e2e/load-factor.ts). */
const deadline = scaled(60_000)

describe('docs/openapi.json', () => {
  it(
    'is the document the embedded upstream generates from its routes (run `npm run openapi` after changing a route)',
    { timeout: deadline },
    async () => {
      const committed = readFileSync(path.resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8')
      const generated = openApiFileText(await upstreamOpenApiDocument())
      expect(generated === committed, 'docs/openapi.json is stale: run `npm run openapi`').toBe(true)
    },
  )
})

import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { fileGraph, folderCycles } from './folder-graph'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('file import cycles', () => {
  it('sees the imports between files (relative, aliased and type-only)', () => {
    const graph = fileGraph(root, ['server', 'src'])
    expect(graph.get('server/proxy/domain/domain-registry.ts')).toContain('server/proxy/domain/proxy-domain.ts')
    expect(graph.get('server/proxy/app.ts')).toContain('server/proxy/domains.ts')
    expect(graph.get('src/app/routes/kyc/kyc-case-page.tsx')).toContain('src/features/kyc/api/kyc-queries.ts')
  })

  it('has none anywhere in the repository: every module depends one way', () => {
    const graph = fileGraph(root, ['server', 'contract', 'src', 'e2e', 'bench', 'scripts', 'eslint-rules'])
    expect(folderCycles(graph)).toEqual([])
  })
})

import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { folderCycles, folderGraph } from './folder-graph'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('folder import cycles', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ])
    expect(folderCycles(graph)).toEqual([['a', 'b', 'c']])
  })

  it("has none among the embedded upstream's capability folders: each depends one way", () => {
    const graph = folderGraph(root, ['server/upstream'])
    expect(graph.get('server/upstream/kyb')).toContain('server/upstream/registry')
    expect(graph.get('server/upstream/aml')).toContain('server/upstream/watchlist')
    expect(folderCycles(graph)).toEqual([])
  })

  it('has none anywhere in the servers, the contract and the SPA', () => {
    const graph = folderGraph(root, ['server', 'contract', 'src'])
    expect(graph.get('server/proxy/users')).toContain('server/proxy/auth')
    expect(graph.get('contract/routes')).toContain('contract/registry')
    expect(folderCycles(graph)).toEqual([])
  })
})

import type { OwnershipNode, OwnershipStructure } from '@contract/registry'
import { exampleOwnershipStructure } from '@contract/registry'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cumulativeOwnership, formatPercent } from './cumulative-ownership'

const node = (name: string, percentage: number | null, children?: OwnershipNode[], active = true): OwnershipNode => ({
  name,
  percentage,
  active,
  meta_detail: {},
  ...(children ? { children } : {}),
})
const tree = (children: OwnershipNode[]): OwnershipStructure => ({ id: 'root', name: 'Target Ltd', children })
const byName = (structure: OwnershipStructure) =>
  Object.fromEntries(cumulativeOwnership(structure).map((share) => [share.name, share]))

describe('cumulativeOwnership', () => {
  it('multiplies the percentages along a chain', () => {
    const shares = byName(exampleOwnershipStructure)
    expect(shares['Holding Alpha GmbH']).toMatchObject({ direct: 80, cumulative: 80, ultimate: false })
    expect(shares['Alpha Family Trust']).toMatchObject({ direct: null, cumulative: 80, ultimate: true })
    expect(shares['Anna Schmidt']).toMatchObject({ direct: 20, cumulative: 20, ultimate: true })
  })

  it('adds up the chains of an owner that appears on several paths', () => {
    const shares = byName(
      tree([
        node('A Holdings', 60, [node('Jane Doe', 50), node('B Capital', 50, [node('Jane Doe', 40)])]),
        node('Jane Doe', 10),
      ]),
    )
    // 10 direct + 60 × 50 % + 60 × 50 % × 40 % = 10 + 30 + 12
    expect(shares['Jane Doe']).toMatchObject({ direct: 10, cumulative: 52, chains: 3 })
    expect(shares['B Capital']!.cumulative).toBe(30)
  })

  it('rounds away floating-point noise', () => {
    const shares = byName(tree([node('X', 33.3, [node('Y', 33.3, [node('Z', 10)])])]))
    expect(shares.Z!.cumulative).toBe(1.1089)
    expect(formatPercent(shares.Z!.cumulative)).toBe('1.11 %')
  })

  it('leaves out unknown percentages, inactive holdings and cycles', () => {
    const shares = byName(
      tree([
        node('Unknown Co', null, [node('Hidden Owner', 100)]),
        node('Old Owner', 30, undefined, false),
        node('Loop Ltd', 50, [node('Target Ltd', 100, [node('Loop Ltd', 100)])]),
      ]),
    )
    expect(shares['Unknown Co']).toBeUndefined()
    expect(shares['Hidden Owner']).toBeUndefined()
    expect(shares['Old Owner']).toBeUndefined()
    expect(shares['Loop Ltd']).toMatchObject({ cumulative: 50, chains: 1 })
  })

  it('returns nothing without a structure', () => {
    expect(cumulativeOwnership(null)).toEqual([])
    expect(cumulativeOwnership(tree([]))).toEqual([])
  })

  it('never gives the direct holders together more than 100 % when their shares sum to at most 100', () => {
    const leaf = fc.record({ name: fc.constantFrom('P', 'Q', 'R', 'S'), percentage: fc.integer({ min: 0, max: 25 }) })
    fc.assert(
      fc.property(fc.array(leaf, { maxLength: 4 }), (leaves) => {
        const shares = cumulativeOwnership(tree(leaves.map((l) => node(l.name, l.percentage))))
        const total = shares.reduce((sum, share) => sum + share.cumulative, 0)
        expect(total).toBeLessThanOrEqual(100.0001)
        for (const share of shares) expect(share.cumulative).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

import type { OwnershipNode, OwnershipStructure } from '@contract/registry'

/** How much of the company an owner holds, directly and through every chain of holdings. */
export interface CumulativeShare {
  name: string
  /** Percentage held directly in the company (a child of the root); null when not a direct holder. */
  direct: number | null
  /** Percentage of the company held in total: the product of the shares along each chain, summed over chains. */
  cumulative: number
  /** Number of chains through which the owner holds shares. */
  chains: number
  /** True when the owner holds no shares of its own (a leaf of the tree): an ultimate owner. */
  ultimate: boolean
}

const clampPercent = (value: number | null) =>
  value === null || !Number.isFinite(value) ? null : Math.max(0, Math.min(100, value))

/**
 * Walks the ownership tree: a node's percentage is its share of its parent, so its share of the
 * root company is the product of the fractions on the path. An owner named on several paths adds
 * them up. Unknown percentages (null) make the whole chain unknown and are left out of the sum;
 * inactive holdings are skipped. Cycles (an owner inside its own chain) stop the walk.
 */
export function cumulativeOwnership(structure: OwnershipStructure | null | undefined): CumulativeShare[] {
  if (!structure) return []
  const byName = new Map<string, CumulativeShare>()
  const visit = (node: OwnershipNode, fractionOfParent: number, depth: number, path: ReadonlySet<string>) => {
    if (!node.active || path.has(node.name)) return
    const percent = clampPercent(node.percentage)
    if (percent === null) return
    const fraction = fractionOfParent * (percent / 100)
    const children = node.children ?? []
    const entry = byName.get(node.name) ?? { name: node.name, direct: null, cumulative: 0, chains: 0, ultimate: true }
    entry.cumulative += fraction * 100
    entry.chains += 1
    if (depth === 1) entry.direct = (entry.direct ?? 0) + percent
    if (children.some((child) => child.active)) entry.ultimate = false
    byName.set(node.name, entry)
    const nextPath = new Set(path).add(node.name)
    for (const child of children) visit(child, fraction, depth + 1, nextPath)
  }
  for (const child of structure.children) visit(child, 1, 1, new Set([structure.name]))
  return [...byName.values()]
    .map((entry) => ({
      ...entry,
      cumulative: roundShare(entry.cumulative),
      direct: entry.direct === null ? null : roundShare(entry.direct),
    }))
    .sort((a, b) => b.cumulative - a.cumulative || a.name.localeCompare(b.name))
}

/** Rounds to 4 decimals so that 0.8 × 0.5 × 100 shows 40, not 40.00000000000001. */
export function roundShare(value: number): number {
  return Math.round(value * 10_000) / 10_000
}

/** `12.5 %`, `40 %`, `unknown`. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'unknown'
  return `${Number(value.toFixed(2))} %`
}

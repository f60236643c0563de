import type { LocalFaker } from './locale-faker'
import type { CompanyCore } from './company-core'
import type { Rng } from './random'
import type { OwnershipNode, SharesDetail } from './profile-types'

/**
 * Ownership of a company: the direct shareholders (natural persons — the beneficial owners — and,
 * for some companies, a parent company) and, below a parent company, its own shareholders, down to
 * `traits.ownershipDepth` levels (the company itself is level 1). At every node the percentages of
 * the children (active or ceased) add up to at most 100. A company whose ownership runs offshore
 * has a parent chain that passes through `traits.offshoreParent`.
 */
export interface Shareholder {
  name: string
  percentage: number
  /** Band of spec `shares_detail`: the percentage lies within [min, max]. */
  shares: SharesDetail
}

export interface OwnershipPlan {
  persons: Shareholder[]
  parent: { name: string; percentage: number; jurisdictionCode: string; companyNumber: string } | null
  tree: { id: string; name: string; children: OwnershipNode[] }
}

const bands: [number, number][] = [
  [0, 25],
  [25, 50],
  [50, 75],
  [75, 100],
]

/** Ownership band containing a percentage (a band edge belongs to the upper band, 100 to the top one). */
export function bandOf(percentage: number): [number, number] {
  return bands.find(([min, max]) => percentage >= min && (percentage < max || max === 100)) ?? [75, 100]
}

export function planOwnership(
  core: CompanyCore,
  rng: Rng,
  faker: LocalFaker,
  offshoreName: (code: string) => string,
): OwnershipPlan {
  const { owners, ownershipDepth, offshoreParent } = core.traits
  const hasParent = ownershipDepth >= 3 || offshoreParent !== null || (owners === 0 && rng.chance(0.7))
  const slots = owners + (hasParent ? 1 : 0)
  const shares = splitPercentages(rng, slots, rng.chance(0.25) ? rng.int(5, 30) : 0)
  const persons: Shareholder[] = []
  for (let i = 0; i < owners; i++) {
    const percentage = shares[i] ?? 0
    const [min, max] = bandOf(percentage)
    const votes = rng.chance(0.85)
    persons.push({
      name: faker.fullName(),
      percentage,
      shares: {
        ownership_min_shares: min,
        ownership_max_shares: max,
        voting_min_shares: votes ? min : null,
        voting_max_shares: votes ? max : null,
      },
    })
  }
  const parentShare = hasParent ? (shares[owners] ?? 0) : 0
  const parentName = hasParent
    ? offshoreParent && ownershipDepth <= 3
      ? offshoreName(offshoreParent)
      : `${faker.lastName()} Holding ${rng.pick(['Ltd', 'GmbH', 'B.V.', 'S.A.', 'Inc.'])}`
    : null
  const children: OwnershipNode[] = persons.map((p) => node(p.name, p.percentage, true, { entity_type: 'person' }))
  if (parentName) {
    const grand = buildChain(rng, faker, ownershipDepth - 2, offshoreParent, offshoreName, parentName)
    children.push(node(parentName, parentShare, true, { entity_type: 'company' }, grand))
  }
  addCeased(rng, faker, children)
  return {
    persons,
    parent: parentName
      ? {
          name: parentName,
          percentage: parentShare,
          jurisdictionCode: (offshoreParent ?? core.code).toLowerCase(),
          companyNumber: String(rng.int(100000, 9999999)),
        }
      : null,
    tree: { id: core.publicId, name: core.name, children },
  }
}

/** Shareholders of a parent company, `levels` more levels down (0 = none). */
function buildChain(
  rng: Rng,
  faker: LocalFaker,
  levels: number,
  offshore: string | null,
  offshoreName: (code: string) => string,
  above: string,
): OwnershipNode[] {
  if (levels <= 0) return []
  const count = rng.int(1, 3)
  const shares = splitPercentages(rng, count, rng.chance(0.3) ? rng.int(1, 20) : 0)
  const children: OwnershipNode[] = []
  for (let i = 0; i < count; i++) {
    const percentage = shares[i] ?? 0
    const isCompany = i === 0 && levels > 1
    if (isCompany) {
      const name =
        offshore && !above.includes(offshoreName(offshore))
          ? offshoreName(offshore)
          : `${faker.lastName()} Investments Ltd`
      children.push(
        node(
          name,
          percentage,
          true,
          { entity_type: 'company' },
          buildChain(rng, faker, levels - 1, offshore, offshoreName, name),
        ),
      )
    } else {
      children.push(node(faker.fullName(), percentage, true, { entity_type: 'person' }))
    }
  }
  addCeased(rng, faker, children)
  return children
}

/** Sometimes a former shareholder (active false) whose old stake fits in what is left. */
function addCeased(rng: Rng, faker: LocalFaker, children: OwnershipNode[]) {
  const used = children.reduce((sum, c) => sum + (c.percentage ?? 0), 0)
  const left = Math.floor((100 - used) * 100) / 100
  if (left >= 1 && rng.chance(0.5))
    children.push(
      node(faker.fullName(), Math.min(left, rng.int(1, 25)), false, { entity_type: 'person', ceased: true }),
    )
}

function node(
  name: string,
  percentage: number,
  active: boolean,
  meta: Record<string, unknown>,
  children: OwnershipNode[] = [],
): OwnershipNode {
  return { name, percentage, active, meta_detail: meta, children }
}

/** `count` positive percentages (2 decimals) summing to 100 minus `reserved` (a free float/others). */
export function splitPercentages(rng: Rng, count: number, reserved: number): number[] {
  if (count === 0) return []
  const weights = Array.from({ length: count }, () => 0.2 + rng.next())
  const total = weights.reduce((a, b) => a + b, 0)
  const available = 100 - reserved
  const cents = weights.map((w) => Math.floor((w / total) * available * 100))
  return cents.map((c) => c / 100)
}

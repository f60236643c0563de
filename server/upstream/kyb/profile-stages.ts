import type { V1CompanyProfile } from '@contract/registry'

/**
 * The enhanced profile of a company is fetched in stages (spec §8: up to 30 minutes). Each stage
 * makes some collections available; until then arrays read as empty and objects keep their fields
 * with null values (emptied below).
 * Delays are simulated seconds after the previous stage (scaled by the time scale).
 */
type CollectionKey = keyof V1CompanyProfile & string

export interface ProfileStage {
  /** Listed in services_in_progress / services_completed. */
  service: string
  delaySeconds: [min: number, max: number]
  collections: readonly CollectionKey[]
}

export const profileStages: readonly ProfileStage[] = [
  {
    service: 'company_details',
    delaySeconds: [10, 40],
    collections: [
      'contacts_detail',
      'previous_names_detail',
      'addresses_detail',
      'identifiers',
      'industries_detail',
      'registries_detail',
    ],
  },
  {
    service: 'company_officers',
    delaySeconds: [60, 180],
    collections: [
      'people_detail',
      'beneficial_owners_detail',
      'ownership_shares_detail',
      'voting_shares_detail',
      'ownership_structure',
      'parent_companies',
      'branches',
    ],
  },
  {
    service: 'financial_performance',
    delaySeconds: [120, 360],
    collections: [
      'financial_detail',
      'capital_stock_information',
      'accounts_detail',
      'confirmation_statement_detail',
      'announcements_detail',
      'additional_detail',
    ],
  },
  { service: 'filings_history', delaySeconds: [300, 900], collections: ['filings_detail'] },
]

/** Stage number at which the fetch is complete. */
export const finalProfileStage = profileStages.length

/** Fields an emptied object collection keeps: they name the company, not fetched data. */
const identityFields = new Set(['id', 'name'])

/**
 * A collection not fetched yet, with the type the spec states for it (§2.4): an array becomes
 * empty; an object (accounts_detail, financial_detail, ownership_structure …) keeps every field,
 * its arrays emptied and its values null, except the identity fields `id` and `name`.
 */
function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return []
  if (typeof value !== 'object' || value === null) return null
  return Object.fromEntries(
    Object.entries(value).map(([field, inner]) => [
      field,
      Array.isArray(inner) ? [] : identityFields.has(field) ? inner : null,
    ]),
  )
}

/** The profile as fetched up to `stage` (0 = search summary only): later collections are emptied. */
export function maskProfileToStage<P extends Record<string, unknown>>(profile: P, stage: number): P {
  const masked: Record<string, unknown> = { ...profile }
  profileStages.forEach((s, index) => {
    if (index < stage) return
    for (const key of s.collections) masked[key] = emptied(profile[key])
  })
  return masked as P
}

export function stageServices(stage: number) {
  return {
    completed: profileStages.slice(0, stage).map((s) => s.service),
    inProgress: profileStages.slice(stage).map((s) => s.service),
  }
}

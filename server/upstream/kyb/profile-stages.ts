import type { V1CompanyProfile } from '@contract/registry'

/**
 * The enhanced profile of a company is fetched in stages (spec §8: up to 30 minutes). Each stage
 * makes some collections available; until then they read as empty (arrays) or null (objects).
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
    collections: ['contacts_detail', 'previous_names_detail', 'addresses_detail', 'identifiers', 'industries_detail', 'registries_detail'],
  },
  {
    service: 'company_officers',
    delaySeconds: [60, 180],
    collections: ['people_detail', 'beneficial_owners_detail', 'ownership_shares_detail', 'voting_shares_detail', 'ownership_structure', 'parent_companies', 'branches'],
  },
  {
    service: 'financial_performance',
    delaySeconds: [120, 360],
    collections: ['financial_detail', 'capital_stock_information', 'accounts_detail', 'confirmation_statement_detail', 'announcements_detail', 'additional_detail'],
  },
  { service: 'filings_history', delaySeconds: [300, 900], collections: ['filings_detail'] },
]

/** Stage number at which the fetch is complete. */
export const finalProfileStage = profileStages.length

const objectCollections = new Set<CollectionKey>(['ownership_structure', 'financial_detail', 'accounts_detail', 'confirmation_statement_detail'])

/** The profile as fetched up to `stage` (0 = search summary only): later collections are emptied. */
export function maskProfileToStage<P extends Record<string, unknown>>(profile: P, stage: number): P {
  const masked: Record<string, unknown> = { ...profile }
  profileStages.forEach((s, index) => {
    if (index < stage) return
    for (const key of s.collections) masked[key] = objectCollections.has(key) ? null : []
  })
  return masked as P
}

export function stageServices(stage: number) {
  return {
    completed: profileStages.slice(0, stage).map((s) => s.service),
    inProgress: profileStages.slice(stage).map((s) => s.service),
  }
}

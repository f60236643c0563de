import type { V1CompanyProfile, V2CompanyInsights } from '@contract/registry'
import type { SandboxCompanyBody } from '@contract/sandbox/companies'
import type { CompanySummary } from '../registry/company-summary'

/**
 * What the search and profile endpoints need from the registry dataset (server/upstream/registry).
 * kyb/registry-adapter.ts provides it over the registry module.
 */
export type { CompanySummary }

export interface RegistrySearchQuery {
  /** Version 2 place code: `DE`, `US_AL`. */
  code: string
  name?: string
  registrationNumber?: string
  mode: 'contains' | 'start_with' | 'fuzzy'
  /** Version 2 fuzzy: tolerate misspellings and close matches. */
  tolerant: boolean
  limit: number
}

export interface RegistryInfo {
  name: string
  /** `primary` for the official register, `secondary` for the others. */
  sourceType: 'primary' | 'secondary'
}

/** The fields of version 2 insights that come from the search, not from the registry. */
export interface V2InsightIds {
  kyb_response_id: string
  kyb_request_id: string
  country_code: string
  fetch_status: 'pending' | 'resolved'
}

export interface RegistryPort {
  /** Matching companies, best first; each carries the index of its registry (0 = primary). */
  search(query: RegistrySearchQuery): Promise<CompanySummary[]>
  /** The registries of a place, primary first (at least one). */
  registriesOf(code: string): RegistryInfo[]
  /** The full version 1 profile of a company (expanded on first use), or undefined if unknown. */
  profileV1(publicId: string): Promise<V1CompanyProfile | undefined>
  /** Creates a sandbox company (POST /sandbox/companies); returns its summary. */
  addSandboxCompany(input: SandboxCompanyBody, now: number): CompanySummary
  /** Maps a version 1 profile to version 2 insights (spec §2.5) of one search result. */
  toV2Insights(profile: V1CompanyProfile, ids: V2InsightIds): V2CompanyInsights
}

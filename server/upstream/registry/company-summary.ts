import { sectionNames } from './company-core'
import { jurisdictionByCode } from './served-countries'
import type { RegistryCompanyTable } from './tables'

/** What a search returns for one company (spec §2.3 entry / §2.5 kyb_responses entry material). */
export interface CompanySummary {
  /** Opaque public id `cmp_<hex>`, stable for a dataset seed. */
  id: string
  name: string
  registration_number: string
  /** Version 2 code (`GB`, `US_CA`). */
  country_code: string
  /** Version 1 name (`united_kingdom`, `united_states.california`). */
  country_name: string
  /** ISO 3166-1 alpha-2 of the country, lower case (the flag), e.g. `us` for US states. */
  country_iso: string
  type: string
  status: string
  registration_date: string
  dissolution_date: string | null
  inactive_date: string | null
  risk_level: 'low' | 'medium' | 'high' | 'unknown'
  verification_status: 'verified' | 'failed' | 'unknown'
  /** Which registry of the jurisdiction (registriesOf(code)[registry_index]) the record comes from. */
  registry_index: number
  registry_name: string
  primary_source: boolean
  secondary_source: boolean
  /** Names of the extra sections available (spec §2.3 `extensive_data`). */
  extensive_data: string[]
}

export type CompanyRow = Omit<RegistryCompanyTable, 'id'> & { id: number }

/** Column list for `select` (prefix each with `alias.` via summarySelect). */
const SUMMARY_COLUMNS = [
  'id',
  'public_id',
  'code',
  'name',
  'name_norm',
  'registration_number',
  'type',
  'status',
  'registration_date',
  'dissolution_date',
  'inactive_date',
  'risk_level',
  'verification_status',
  'registry_index',
  'sections',
] as const

/** The columns a summary is made of, in the order of SUMMARY_COLUMNS. */
export type SummaryRow = Pick<CompanyRow, (typeof SUMMARY_COLUMNS)[number]>

export function summarySelect(alias = ''): string {
  return SUMMARY_COLUMNS.map((column) => (alias ? `${alias}.${column}` : column)).join(', ')
}

/**
 * A summary row from the values of a `.raw()` statement selecting summarySelect(): building the
 * object in JS is several times cheaper than letting the driver build one per row.
 */
export function rowFromValues(values: unknown[]): SummaryRow {
  const row: Record<string, unknown> = {}
  for (let at = 0; at < SUMMARY_COLUMNS.length; at++) row[SUMMARY_COLUMNS[at]!] = values[at]
  return row as SummaryRow
}

export function toSummary(row: SummaryRow): CompanySummary {
  const jurisdiction = jurisdictionByCode(row.code)
  if (!jurisdiction) throw new Error(`registry: company ${row.public_id} has unknown jurisdiction ${row.code}`)
  const registries = jurisdiction.spec.registries
  return {
    id: row.public_id,
    name: row.name,
    registration_number: row.registration_number,
    country_code: row.code,
    country_name: jurisdiction.v1Name,
    country_iso: jurisdiction.countryIso,
    type: row.type,
    status: row.status,
    registration_date: row.registration_date,
    dissolution_date: row.dissolution_date,
    inactive_date: row.inactive_date,
    risk_level: row.risk_level as CompanySummary['risk_level'],
    verification_status: row.verification_status as CompanySummary['verification_status'],
    registry_index: row.registry_index,
    registry_name: registries[row.registry_index] ?? registries[0] ?? `${jurisdiction.displayName} Business Registry`,
    primary_source: row.registry_index === 0,
    secondary_source: row.registry_index !== 0,
    extensive_data: sectionNames(row.sections),
  }
}

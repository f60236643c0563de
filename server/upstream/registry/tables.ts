import type { Generated } from 'kysely'

/**
 * Tables of the registry dataset (migration server/upstream/db/migrations/0100-registry.ts).
 * Companies are stored sorted by (code, name_norm, seed_no): the ids of one jurisdiction form a
 * contiguous range (registry_jurisdiction) and id order is name order, which the search relies on.
 */
export interface RegistryCompanyTable {
  /** Position in (code, name_norm, seed_no) order; internal, not exposed. */
  id: Generated<number>
  /** Company number N of the generator: the seed of everything about the company. */
  seed_no: number
  /** Opaque public id `cmp_<hex>`. */
  public_id: string
  /** Version 2 code of the country or state (`GB`, `US_CA`). */
  code: string
  /** Per-jurisdiction serial used to derive the registration number. */
  serial: number
  name: string
  name_norm: string
  registration_number: string
  reg_norm: string
  type: string
  status: string
  registration_date: string
  dissolution_date: string | null
  inactive_date: string | null
  risk_level: string
  verification_status: string
  registry_index: number
  /** Bit set of the extensive data sections (bit i is extensiveDataSections[i] of the contract). */
  sections: number
}

export interface RegistryJurisdictionTable {
  code: string
  first_id: number
  last_id: number
  company_count: number
}

export interface RegistryProfileTable {
  company_id: number
  /** The version 1 profile (spec §2.4) as JSON. */
  profile: string
  expanded_at: string
}

export interface RegistryMetaTable {
  key: string
  value: string
}

/** A sandbox company (migration 0110): the summary columns of registry_company plus its whole profile. */
export interface RegistrySandboxCompanyTable extends Omit<RegistryCompanyTable, 'seed_no' | 'serial'> {
  /** The version 1 profile (JSON), complete from the start. */
  profile: string
  created_at: number
}

export interface RegistryTables {
  registry_sandbox_company: RegistrySandboxCompanyTable
  registry_company: RegistryCompanyTable
  registry_jurisdiction: RegistryJurisdictionTable
  registry_profile: RegistryProfileTable
  registry_meta: RegistryMetaTable
}

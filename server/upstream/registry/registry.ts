import type Database from 'better-sqlite3'
import { placeByV2Code } from '@contract/countries'
import type { SandboxCompanyBody } from '@contract/sandbox/companies'
import { generateCompanyCore } from './company-core'
import { type CompanyRow, type CompanySummary, toSummary } from './company-summary'
import {
  DEFAULT_DATASET_SEED,
  type DatasetInfo,
  ensureDataset,
  type EnsureDatasetOptions,
  readMeta,
} from './generate-dataset'
import { expandProfileV1 } from './profile-v1'
import type { ProfileV1 } from './profile-types'
import { toV2Insights } from './profile-v2'
import { buildSandboxCompany } from './sandbox-company'
import { createRegistrySearch, type SearchInput, type SearchResult } from './search'
import { jurisdictionByCode, SERVED } from './served-countries'

/**
 * The registry dataset and its search engine: the one entry point the upstream's HTTP layer uses.
 * Works on the upstream's better-sqlite3 handle after the 0100-registry migration ran.
 */
export interface RegistrySource {
  name: string
  source_type: 'primary' | 'secondary'
}

export function openRegistry(options: { sqlite: Database.Database }) {
  const { sqlite } = options
  const { search } = createRegistrySearch(sqlite)
  const byPublicId = sqlite.prepare('select * from registry_company where public_id = ?')
  const storedProfile = sqlite.prepare('select profile from registry_profile where company_id = ?').pluck()
  const storeProfile = sqlite.prepare(
    'insert or ignore into registry_profile (company_id, profile, expanded_at) values (?, ?, ?)',
  )
  const sandboxById = sqlite.prepare('select * from registry_sandbox_company where public_id = ?')
  const insertSandbox = sqlite.prepare(
    `insert into registry_sandbox_company (public_id, code, name, name_norm, registration_number, reg_norm, type, status, registration_date, dissolution_date, inactive_date, risk_level, verification_status, registry_index, sections, profile, created_at)
     values (@public_id, @code, @name, @name_norm, @registration_number, @reg_norm, @type, @status, @registration_date, @dissolution_date, @inactive_date, @risk_level, @verification_status, @registry_index, @sections, @profile, @created_at)`,
  )
  const stats = sqlite.prepare('select code, company_count as count from registry_jurisdiction order by code')
  let seed: number | null = null

  const datasetSeed = () => {
    if (seed === null) seed = readMeta(sqlite)?.seed ?? DEFAULT_DATASET_SEED
    return seed
  }

  return {
    /** Generates the dataset on first start (see generate-dataset.ts for what a different size does). */
    ensureDataset(opts: EnsureDatasetOptions): DatasetInfo {
      const info = ensureDataset(sqlite, opts)
      seed = info.seed
      return info
    },

    search(input: SearchInput): SearchResult {
      return search(input)
    },

    /** Summary of one company by public id, or null. */
    getSummary(id: string): CompanySummary | null {
      const row = (byPublicId.get(id) ?? sandboxById.get(id)) as CompanyRow | undefined
      return row ? toSummary(row) : null
    },

    /** Creates a sandbox company (POST /sandbox/companies), found at once by search; returns its summary. */
    addSandboxCompany(input: SandboxCompanyBody, now: number): CompanySummary {
      const jurisdiction = jurisdictionByCode(input.country_code)
      if (!jurisdiction) throw new RangeError(`registry: unknown country or state code ${input.country_code}`)
      const row = buildSandboxCompany(datasetSeed(), jurisdiction, input, now)
      insertSandbox.run(row)
      return toSummary({ ...row, id: 0 })
    },

    /** The full version 1 profile, expanded from the company's seed on first read and stored. */
    getProfileV1(id: string): ProfileV1 | null {
      const sandbox = sandboxById.get(id) as { profile: string } | undefined
      if (sandbox) return JSON.parse(sandbox.profile) as ProfileV1
      const row = byPublicId.get(id) as CompanyRow | undefined
      if (!row) return null
      const stored = storedProfile.get(row.id) as string | undefined
      if (stored) return JSON.parse(stored) as ProfileV1
      const jurisdiction = jurisdictionByCode(row.code)
      if (!jurisdiction) throw new Error(`registry: company ${id} has unknown jurisdiction ${row.code}`)
      const core = generateCompanyCore(datasetSeed(), row.seed_no, jurisdiction, row.serial)
      if (core.name !== row.name || core.registrationNumber !== row.registration_number) {
        throw new Error(`registry: company ${id} no longer matches its seed (generator changed without a version bump)`)
      }
      const profile = expandProfileV1(datasetSeed(), core, jurisdiction)
      storeProfile.run(row.id, JSON.stringify(profile), new Date().toISOString())
      return profile
    },

    toV2Insights,

    /** The registries of a place, primary first; the index matches CompanySummary.registry_index. */
    registriesOf(code: string): RegistrySource[] {
      const jurisdiction = jurisdictionByCode(code)
      if (!jurisdiction)
        return [{ name: `${placeByV2Code(code)?.displayName ?? code} Business Registry`, source_type: 'primary' }]
      return jurisdiction.spec.registries.map((name, index) => ({
        name,
        source_type: index === 0 ? 'primary' : 'secondary',
      }))
    },

    /** Companies per served jurisdiction (every served code, 0 when none). */
    countryStats(): { code: string; count: number }[] {
      const counts = new Map((stats.all() as { code: string; count: number }[]).map((r) => [r.code, r.count]))
      return SERVED.map((j) => ({ code: j.code, count: counts.get(j.code) ?? 0 }))
    },
  }
}

export type Registry = ReturnType<typeof openRegistry>

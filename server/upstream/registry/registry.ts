import { placeByV2Code } from '@contract/countries'
import type { SandboxCompanyBody } from '@contract/sandbox/companies'
import { generateCompanyCore } from './company-core'
import { type CompanySummary, toSummary } from './company-summary'
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
import type { RegistryStore } from './registry-store'
import { createRegistrySearch, type SearchInput, type SearchResult } from './search'
import { jurisdictionByCode, SERVED } from './served-countries'

/**
 * The registry dataset and its search engine: the one entry point the upstream's HTTP layer uses.
 * Works on either engine's RegistryStore after the 0100-registry migration ran.
 */
export interface RegistrySource {
  name: string
  source_type: 'primary' | 'secondary'
}

export function openRegistry(options: { store: RegistryStore }) {
  const { store } = options
  const { search } = createRegistrySearch(store)
  let seed: number | null = null

  const datasetSeed = async () => {
    if (seed === null) seed = (await readMeta(store))?.seed ?? DEFAULT_DATASET_SEED
    return seed
  }

  return {
    /** Generates the dataset on first start (see generate-dataset.ts for what a different size does). */
    async ensureDataset(opts: EnsureDatasetOptions): Promise<DatasetInfo> {
      const info = await ensureDataset(store, opts)
      seed = info.seed
      return info
    },

    search(input: SearchInput): Promise<SearchResult> {
      return search(input)
    },

    /** Summary of one company by public id, or null. */
    async getSummary(id: string): Promise<CompanySummary | null> {
      const row = (await store.companyByPublicId(id)) ?? (await store.sandboxByPublicId(id))
      return row ? toSummary(row) : null
    },

    /** Creates a sandbox company (POST /sandbox/companies), found at once by search; returns its summary. */
    async addSandboxCompany(input: SandboxCompanyBody, now: number): Promise<CompanySummary> {
      const jurisdiction = jurisdictionByCode(input.country_code)
      if (!jurisdiction) throw new RangeError(`registry: unknown country or state code ${input.country_code}`)
      const row = buildSandboxCompany(await datasetSeed(), jurisdiction, input, now)
      await store.insertSandbox(row)
      return toSummary({ ...row, id: 0 })
    },

    /** The full version 1 profile, expanded from the company's seed on first read and stored. */
    async getProfileV1(id: string): Promise<ProfileV1 | null> {
      const sandbox = await store.sandboxByPublicId(id)
      if (sandbox) return JSON.parse(sandbox.profile) as ProfileV1
      const row = await store.companyByPublicId(id)
      if (!row) return null
      const stored = await store.storedProfile(row.id)
      if (stored) return JSON.parse(stored) as ProfileV1
      const jurisdiction = jurisdictionByCode(row.code)
      if (!jurisdiction) throw new Error(`registry: company ${id} has unknown jurisdiction ${row.code}`)
      const core = generateCompanyCore(await datasetSeed(), row.seed_no, jurisdiction, row.serial)
      if (core.name !== row.name || core.registrationNumber !== row.registration_number) {
        throw new Error(`registry: company ${id} no longer matches its seed (generator changed without a version bump)`)
      }
      const profile = expandProfileV1(await datasetSeed(), core, jurisdiction)
      await store.storeProfile(row.id, JSON.stringify(profile), new Date().toISOString())
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
    async countryStats(): Promise<{ code: string; count: number }[]> {
      const counts = new Map((await store.jurisdictionCounts()).map((r) => [r.code, r.count]))
      return SERVED.map((j) => ({ code: j.code, count: counts.get(j.code) ?? 0 }))
    },
  }
}

export type Registry = ReturnType<typeof openRegistry>

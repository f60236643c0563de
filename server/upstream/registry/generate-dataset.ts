import { generateCompanyCore } from './company-core'
import { createJurisdictionPicker, servedFingerprint } from './jurisdiction-picker'
import { normaliseName, normaliseRegistrationNumber } from './normalise'
import type { GeneratedCompany, RegistryStore } from './registry-store'

/** Bump when the generator's output changes: a database made by another version is regenerated. */
export const GENERATOR_VERSION = 8
export const DEFAULT_DATASET_SEED = 20_261_121

export interface EnsureDatasetOptions {
  size: number
  seed?: number
  log?: (message: string) => void
}

export interface DatasetInfo {
  version: number
  seed: number
  size: number
  fingerprint: string
  generatedAt: string
  /** True when this call generated the dataset, false when an existing one was kept. */
  generatedNow: boolean
  durationMs: number
}

const BATCH = 10_000

/**
 * Makes sure the registry holds a dataset. An existing dataset of the same generator version, seed
 * and served-country fingerprint is kept as it is, whatever `size` says (a different DATASET_SIZE
 * only logs a warning: ids handed out to clients stay valid; delete the upstream database to
 * regenerate). A dataset of another version, seed or served list — or an unfinished one — is
 * replaced, together with its expanded profiles.
 */
export async function ensureDataset(store: RegistryStore, options: EnsureDatasetOptions): Promise<DatasetInfo> {
  const seed = options.seed ?? DEFAULT_DATASET_SEED
  const log = options.log ?? (() => {})
  const fingerprint = servedFingerprint()
  const existing = await readMeta(store)
  if (
    existing &&
    existing.version === GENERATOR_VERSION &&
    existing.seed === seed &&
    existing.fingerprint === fingerprint
  ) {
    if (existing.size !== options.size) {
      log(
        `registry: keeping the existing dataset of ${existing.size} companies; DATASET_SIZE=${options.size} applies only to a new upstream database`,
      )
    }
    return { ...existing, generatedNow: false, durationMs: 0 }
  }
  if (existing)
    log(
      `registry: dataset was made by generator ${existing.version}/seed ${existing.seed}/served ${existing.fingerprint}; regenerating`,
    )
  const started = performance.now()
  log(`registry: generating ${options.size} companies (seed ${seed})`)
  await generate(store, options.size, seed)
  const generatedAt = new Date().toISOString()
  const info: DatasetInfo = {
    version: GENERATOR_VERSION,
    seed,
    size: options.size,
    fingerprint,
    generatedAt,
    generatedNow: true,
    durationMs: 0,
  }
  await store.writeMeta(
    'dataset',
    JSON.stringify({ version: info.version, seed, size: info.size, fingerprint, generatedAt }),
  )
  info.durationMs = Math.round(performance.now() - started)
  log(`registry: generated ${options.size} companies in ${(info.durationMs / 1000).toFixed(1)} s`)
  return info
}

export async function readMeta(store: RegistryStore): Promise<Omit<DatasetInfo, 'generatedNow' | 'durationMs'> | null> {
  const value = await store.readMeta('dataset')
  return value ? (JSON.parse(value) as Omit<DatasetInfo, 'generatedNow' | 'durationMs'>) : null
}

/** Every company of the dataset, generated in batches straight into the store. */
async function generate(store: RegistryStore, size: number, seed: number) {
  const pick = createJurisdictionPicker(seed)
  const serials = new Map<string, number>()
  await store.replaceDataset(async (emit) => {
    for (let from = 0; from < size; from += BATCH) {
      const batch: GeneratedCompany[] = []
      for (let seedNo = from; seedNo < Math.min(size, from + BATCH); seedNo++) {
        const jurisdiction = pick(seedNo)
        const serial = serials.get(jurisdiction.code) ?? 0
        serials.set(jurisdiction.code, serial + 1)
        const c = generateCompanyCore(seed, seedNo, jurisdiction, serial)
        batch.push({
          seed_no: seedNo,
          public_id: c.publicId,
          code: c.code,
          serial,
          name: c.name,
          name_norm: normaliseName(c.name),
          registration_number: c.registrationNumber,
          reg_norm: normaliseRegistrationNumber(c.registrationNumber),
          type: c.type,
          status: c.status,
          registration_date: c.registrationDate,
          dissolution_date: c.dissolutionDate,
          inactive_date: c.inactiveDate,
          risk_level: c.riskLevel,
          verification_status: c.verificationStatus,
          registry_index: c.registryIndex,
          sections: c.sections,
        })
      }
      await emit(batch)
    }
  })
}

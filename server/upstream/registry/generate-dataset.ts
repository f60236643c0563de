import type Database from 'better-sqlite3'
import { generateCompanyCore } from './company-core'
import { createJurisdictionPicker, servedFingerprint } from './jurisdiction-picker'
import { normaliseName, normaliseRegistrationNumber } from './normalise'
import { COMPANY_INDEXES, DROP_COMPANY_INDEXES, TRIGRAM_FTS, WORDS_FTS } from './schema-sql'

/** Bump when the generator's output changes: a database made by another version is regenerated. */
export const GENERATOR_VERSION = 4
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
export function ensureDataset(sqlite: Database.Database, options: EnsureDatasetOptions): DatasetInfo {
  const seed = options.seed ?? DEFAULT_DATASET_SEED
  const log = options.log ?? (() => {})
  const fingerprint = servedFingerprint()
  const existing = readMeta(sqlite)
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
  generate(sqlite, options.size, seed)
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
  const write = sqlite.prepare('insert or replace into registry_meta (key, value) values (?, ?)')
  write.run('dataset', JSON.stringify({ version: info.version, seed, size: info.size, fingerprint, generatedAt }))
  info.durationMs = Math.round(performance.now() - started)
  log(`registry: generated ${options.size} companies in ${(info.durationMs / 1000).toFixed(1)} s`)
  return info
}

export function readMeta(sqlite: Database.Database): Omit<DatasetInfo, 'generatedNow' | 'durationMs'> | null {
  const row = sqlite.prepare("select value from registry_meta where key = 'dataset'").get() as
    { value: string } | undefined
  return row ? (JSON.parse(row.value) as Omit<DatasetInfo, 'generatedNow' | 'durationMs'>) : null
}

const columns = [
  'seed_no',
  'public_id',
  'code',
  'serial',
  'name',
  'name_norm',
  'registration_number',
  'reg_norm',
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

function generate(sqlite: Database.Database, size: number, seed: number) {
  const columnList = columns.join(', ')
  sqlite.exec("delete from registry_meta where key = 'dataset'")
  sqlite.exec('delete from registry_profile; delete from registry_jurisdiction; delete from registry_company')
  sqlite.exec(
    `drop table if exists temp.registry_company_staging; create temp table registry_company_staging as select ${columnList} from registry_company where 0`,
  )
  const insert = sqlite.prepare(
    `insert into temp.registry_company_staging (${columnList}) values (${columns.map(() => '?').join(', ')})`,
  )
  const pick = createJurisdictionPicker(seed)
  const serials = new Map<string, number>()
  const insertBatch = sqlite.transaction((from: number, to: number) => {
    for (let seedNo = from; seedNo < to; seedNo++) {
      const jurisdiction = pick(seedNo)
      const serial = serials.get(jurisdiction.code) ?? 0
      serials.set(jurisdiction.code, serial + 1)
      const c = generateCompanyCore(seed, seedNo, jurisdiction, serial)
      insert.run(
        seedNo,
        c.publicId,
        c.code,
        serial,
        c.name,
        normaliseName(c.name),
        c.registrationNumber,
        normaliseRegistrationNumber(c.registrationNumber),
        c.type,
        c.status,
        c.registrationDate,
        c.dissolutionDate,
        c.inactiveDate,
        c.riskLevel,
        c.verificationStatus,
        c.registryIndex,
        c.sections,
      )
    }
  })
  for (let from = 0; from < size; from += BATCH) insertBatch(from, Math.min(size, from + BATCH))

  sqlite.transaction(() => {
    for (const statement of DROP_COMPANY_INDEXES) sqlite.exec(statement)
    // Sorted insert: ids of a jurisdiction become one contiguous range in name order.
    sqlite.exec(
      `insert into registry_company (${columnList}) select ${columnList} from temp.registry_company_staging order by code, name_norm, seed_no`,
    )
    for (const statement of COMPANY_INDEXES) sqlite.exec(statement)
    sqlite.exec(
      'insert into registry_jurisdiction (code, first_id, last_id, company_count) select code, min(id), max(id), count(*) from registry_company group by code',
    )
    sqlite.exec(`insert into ${TRIGRAM_FTS}(${TRIGRAM_FTS}) values ('rebuild')`)
    sqlite.exec(`insert into ${WORDS_FTS}(${WORDS_FTS}) values ('rebuild')`)
  })()
  sqlite.exec('drop table temp.registry_company_staging')
}

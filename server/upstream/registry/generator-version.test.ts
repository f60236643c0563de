import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateCompanyCore } from './company-core'
import { DEFAULT_DATASET_SEED, GENERATOR_VERSION } from './generate-dataset'
import { createJurisdictionPicker } from './jurisdiction-picker'

/**
 * An existing database is kept while its generator version is the current one, and a company's
 * profile is expanded from its seed on first read and checked against its stored row: a generator
 * whose output changed without a version bump makes old databases' profiles fail to load. This
 * records what each version generates; a change of output must bump GENERATOR_VERSION (so old
 * databases are regenerated) and record the new fingerprint here.
 */
const RECORDED = { version: 8, sha256: '862c6be85d4ca10bf72ee22bdb9241adfcbef59709a14a88c28d8ab13ed8a31c' }

function generatorFingerprint(companies: number): string {
  const pick = createJurisdictionPicker(DEFAULT_DATASET_SEED)
  const serials = new Map<string, number>()
  const hash = createHash('sha256')
  for (let seedNo = 0; seedNo < companies; seedNo++) {
    const jurisdiction = pick(seedNo)
    const serial = serials.get(jurisdiction.code) ?? 0
    serials.set(jurisdiction.code, serial + 1)
    hash.update(JSON.stringify(generateCompanyCore(DEFAULT_DATASET_SEED, seedNo, jurisdiction, serial)))
  }
  return hash.digest('hex')
}

describe('the registry generator version', () => {
  it('names the output it generates: a changed output comes with a bumped version', () => {
    expect({ version: GENERATOR_VERSION, sha256: generatorFingerprint(1500) }).toEqual(RECORDED)
  })
})

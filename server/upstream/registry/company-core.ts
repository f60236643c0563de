import { extensiveDataSections } from '@contract/registry/v1-kyb-results'
import { type CountrySpec, type LegalForm, OFFSHORE_CODES } from './country-specs'
import { localFaker } from './locale-faker'
import { andWord, brandWordList, languageOf, sectorWords, writesInLatin, writesWithoutSpaces } from './name-words'
import { companyRng, hash32, permute, type Rng, Stream } from './random'
import { REFERENCE_DATE, REFERENCE_DAY, dayNumber, isoDay, yearsBetween } from './reference-date'
import { riskLevelOf, type RiskInputs, type RiskLevel, verificationStatusOf, type VerificationStatus } from './risk'
import { checkDigitCount, checkDigitsFor, checkLetterCase, type CheckDigits } from './registration-number-checksums'
import { type ServedJurisdiction } from './served-countries'

/**
 * The core of one company: everything the search summary needs plus the traits the lazy profile
 * must respect (how many officers, filings…). A pure function of (dataset seed, company number,
 * jurisdiction, per-jurisdiction serial): the profile expander calls it again instead of storing it.
 */
export interface CompanyTraits {
  officers: number
  owners: number
  filings: number
  previousNames: number
  branches: number
  announcements: number
  hasFinancials: boolean
  hasTaxNumber: boolean
  hasAddress: boolean
  /** Offshore jurisdiction code the ownership chain runs through, or null. */
  offshoreParent: string | null
  ownershipDepth: number
}

export interface CompanyCore {
  seedNo: number
  publicId: string
  code: string
  serial: number
  name: string
  legalForm: LegalForm
  type: string
  registrationNumber: string
  status: CompanyStatus
  registrationDate: string
  dissolutionDate: string | null
  inactiveDate: string | null
  registryIndex: number
  traits: CompanyTraits
  riskLevel: RiskLevel
  verificationStatus: VerificationStatus
  /** Bit set of the extra sections available for this company: bit i is extensiveDataSections[i] (spec §2.3 `extensive_data`). */
  sections: number
}

export type CompanyStatus = 'active' | 'dissolved' | 'inactive' | 'in liquidation'

export function sectionNames(bits: number): string[] {
  return extensiveDataSections.filter((_, index) => (bits & (1 << index)) !== 0)
}

/** Opaque, stable and unique public id of company number `seedNo`. */
export function publicIdOf(datasetSeed: number, seedNo: number): string {
  return `cmp_${hash32(datasetSeed, seedNo, 0x5eed).toString(16).padStart(8, '0')}${seedNo.toString(16).padStart(7, '0')}`
}

/** Company number back from a public id (or null when the id is not one of ours). */
export function seedNoOf(datasetSeed: number, publicId: string): number | null {
  const match = /^cmp_[0-9a-f]{8}([0-9a-f]{7,})$/.exec(publicId)
  if (!match?.[1]) return null
  const seedNo = Number.parseInt(match[1], 16)
  return publicIdOf(datasetSeed, seedNo) === publicId ? seedNo : null
}

export function generateCompanyCore(
  datasetSeed: number,
  seedNo: number,
  jurisdiction: ServedJurisdiction,
  serial: number,
): CompanyCore {
  const rng = companyRng(datasetSeed, seedNo, Stream.core)
  const spec = jurisdiction.spec
  const legalForm = rng.weighted(spec.legalForms, (f) => f.share)
  const name = companyName(rng, spec, legalForm)
  const registrationNumber = registrationNumberOf(
    spec,
    serial,
    hash32(
      datasetSeed,
      jurisdiction.code.length,
      jurisdiction.code.charCodeAt(0),
      jurisdiction.code.charCodeAt(jurisdiction.code.length - 1),
    ),
  )

  // Registration dates lean towards recent years, as real registers do.
  const ageDays = Math.floor(Math.pow(rng.next(), 2.2) * 70 * 365) + rng.int(1, 30)
  const registrationDate = isoDay(REFERENCE_DAY - ageDays)
  const ageYears = yearsBetween(registrationDate, REFERENCE_DATE)
  const status: CompanyStatus =
    ageDays < 365 ? (rng.chance(0.96) ? 'active' : 'inactive') : rng.weighted(statusShares, (s) => s.share).status
  // Closed after registration (usually at least six months later), never after the reference date.
  const closedOn = () => isoDay(rng.int(Math.min(dayNumber(registrationDate) + 180, REFERENCE_DAY), REFERENCE_DAY))
  const dissolutionDate = status === 'dissolved' ? closedOn() : null
  const inactiveDate = status === 'inactive' || status === 'in liquidation' ? closedOn() : null

  const recent = ageYears < 2
  const officers = rng.chance(0.04) ? 0 : rng.weighted(officerCounts, (c) => c.share).count
  const filings = rng.chance(recent ? 0.4 : 0.05) ? 0 : Math.min(40, rng.int(2, 6) + Math.floor(ageYears / 2))
  const offshoreParent = rng.chance(0.05) ? rng.pick(OFFSHORE_CODES.filter((c) => c !== jurisdiction.code)) : null
  const traits: CompanyTraits = {
    officers,
    owners: rng.weighted(ownerCounts, (c) => c.share).count,
    filings,
    previousNames: rng.chance(0.2) ? rng.int(1, 2) : 0,
    branches: rng.chance(0.1) ? rng.int(1, 3) : 0,
    announcements: rng.chance(0.3) ? rng.int(1, 4) : 0,
    hasFinancials: filings > 0 && rng.chance(0.75),
    hasTaxNumber: rng.chance(0.85),
    hasAddress: rng.chance(0.97),
    offshoreParent,
    ownershipDepth: offshoreParent ? rng.int(3, 4) : rng.int(2, 3),
  }
  const riskInputs: RiskInputs = {
    status,
    ageYears,
    filings,
    offshoreParent,
    hasTaxNumber: traits.hasTaxNumber,
    hasAddress: traits.hasAddress,
    officers,
  }
  const registryIndex = spec.registries.length > 1 && rng.chance(0.15) ? rng.int(1, spec.registries.length - 1) : 0
  const sections = [
    traits.officers > 0,
    traits.hasFinancials,
    traits.filings > 0,
    traits.previousNames > 0,
    traits.branches > 0,
    traits.announcements > 0,
    true,
  ].reduce((bits, on, index) => (on ? bits | (1 << index) : bits), 0)

  return {
    seedNo,
    publicId: publicIdOf(datasetSeed, seedNo),
    code: jurisdiction.code,
    serial,
    name,
    legalForm,
    type: legalForm.type,
    registrationNumber,
    status,
    registrationDate,
    dissolutionDate,
    inactiveDate,
    registryIndex,
    traits,
    riskLevel: riskLevelOf(riskInputs),
    verificationStatus: verificationStatusOf(riskInputs),
    sections,
  }
}

export function riskInputsOf(core: CompanyCore): RiskInputs {
  return {
    status: core.status,
    ageYears: yearsBetween(core.registrationDate, REFERENCE_DATE),
    filings: core.traits.filings,
    offshoreParent: core.traits.offshoreParent,
    hasTaxNumber: core.traits.hasTaxNumber,
    hasAddress: core.traits.hasAddress,
    officers: core.traits.officers,
  }
}

const statusShares: { status: CompanyStatus; share: number }[] = [
  { status: 'active', share: 70 },
  { status: 'dissolved', share: 17 },
  { status: 'inactive', share: 8 },
  { status: 'in liquidation', share: 5 },
]
const officerCounts = [1, 2, 3, 4, 5, 6, 8].map((count, i) => ({ count, share: [30, 30, 18, 10, 6, 4, 2][i] ?? 1 }))
const ownerCounts = [0, 1, 2, 3, 4].map((count, i) => ({ count, share: [10, 40, 30, 12, 8][i] ?? 1 }))

function companyName(rng: Rng, spec: CountrySpec, form: LegalForm): string {
  const faker = localFaker(spec.locale, rng.seed())
  const language = languageOf(spec.locale)
  const sectors = sectorWords(language)
  const last = () => faker.lastName()
  const roll = rng.next()
  let base: string
  if (writesWithoutSpaces(language)) {
    base = roll < 0.7 ? `${last()}${rng.pick(sectors)}` : `${faker.city()}${rng.pick(sectors)}`
    return form.prefix ? `${form.abbr}${base}` : `${base}${form.abbr}`
  }
  if (roll < 0.3) base = last()
  else if (roll < 0.58) base = `${last()} ${rng.pick(sectors)}`
  else if (roll < 0.72) base = `${last()} ${andWord(language)} ${last()}`
  else if (roll < 0.88 || !writesInLatin(language)) base = `${faker.city()} ${rng.pick(sectors)}`
  else if (roll < 0.94) base = `${rng.pick(brandWordList())} ${last()} ${rng.pick(sectors)}`
  else base = `${rng.pick(brandWordList())} ${rng.pick(sectors)}`
  return form.prefix ? `${form.abbr} ${base}` : `${base} ${form.abbr}`
}

function registrationNumberOf(spec: CountrySpec, serial: number, salt: number): string {
  const format = spec.numberFormats[pickFormatIndex(spec, serial)]
  if (!format) throw new Error('country spec without registration number formats')
  return fillPattern(format.pattern, serial, salt, format.check)
}

function pickFormatIndex(spec: CountrySpec, serial: number): number {
  const total = spec.numberFormats.reduce((sum, f) => sum + f.share, 0)
  let target = hash32(serial, 0xf0) % total
  for (let i = 0; i < spec.numberFormats.length; i++) {
    target -= spec.numberFormats[i]?.share ?? 0
    if (target < 0) return i
  }
  return 0
}

/**
 * Fills the `#` of a pattern with the digits of a permuted serial (unique per pattern); with
 * `check`, the last `#` get the check digits of all the digits before them (ADR 0065), or `@`/`%` the
 * check letter of all the digits (ADR 0128). Where a
 * body may have no check digit (modulus 11), the serial fills all but the last free digit, which is
 * chosen from the serial and stepped until the body has one, so numbers stay unique.
 */
export function fillPattern(pattern: string, serial: number, salt: number, check?: CheckDigits): string {
  const slots = [...pattern].filter((c) => c === '#').length
  const free = slots - (check ? checkDigitCount(check) : 0)
  const stepped = check?.scheme === 'mod11' ? 1 : 0
  const capacity = 10 ** Math.min(free - stepped, 15)
  const permuted = permute(serial, capacity, salt)
    .toString()
    .padStart(free - stepped, '0')
  const fill = (digits: string) => {
    let index = 0
    return pattern.replace(/#/g, () => digits[index++] ?? '#')
  }
  if (!check) return fill(permuted)
  // A check letter after the digits (`@` or `%`, the Firmenbuchnummer's, the UEN's): every `#` is the serial's,
  // the letter that of all the digits (the UEN's year too).
  const slot = [...pattern].find((char) => checkLetterCase(char) !== null)
  if (slot !== undefined) {
    const letter = checkDigitsFor(fill(permuted), check)
    if (letter === null) throw new Error(`no check letter for the pattern ${pattern}`)
    return fill(permuted).replace(slot, checkLetterCase(slot) === 'upper' ? letter.toUpperCase() : letter.toLowerCase())
  }
  for (let step = 0; step < 10; step++) {
    const body = stepped ? `${permuted}${(hash32(serial, salt) + step) % 10}` : permuted
    // The pattern's fixed digits count too (the 55 of a Swedish number, the 9 of a Norwegian one).
    const digits = checkDigitsFor(fill(body).replace(/#.*$/, ''), check)
    if (digits !== null) return fill(`${body}${digits}`)
  }
  throw new Error(`no check digits for the pattern ${pattern}`)
}

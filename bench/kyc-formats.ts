/**
 * Zones beyond TD1/TD2/TD3 with P, I, A or C (ADR 0050), photographed (server/upstream/test-support/
 * zone-document-photo.ts) and submitted as extraction-only KYC verifications: visas (MRV-A, MRV-B),
 * the French identity card of 1988–2021, residence permits (TD1 `IR`, `C1`; TD2 `AR`) and passports
 * whose printed number check digit is wrong (specimens). Holders, numbers and dates are drawn from a
 * seeded generator (`KYC_BENCH_SEED`); `KYC_BENCH_DOCS` documents per kind (default 3), each taken
 * as a photo (2°, 760 px, JPEG 70), small (−3°, 600 px, JPEG 55) and blurred (1°, 900 px, σ 0.9).
 *
 * Prints per kind: zones reported exactly as printed, outcomes as the rules want (visas declined
 * SPDR205, wrong check digits SPDR239, the others accepted), false accepts (accepted with any value
 * that differs from the document, or a visa or wrong check digit accepted at all), CPU seconds p50/p95.
 *
 *   npx tsx bench/kyc-formats.ts
 */
import { loadavg } from 'node:os'
import { generateMrz, type MrzSubject } from '../server/upstream/documents/identity/generate-mrz'
import { mrzCheckDigit } from '../server/upstream/kyc/mrz/check-digit'
import { ocrReaders, verifyKycRequest } from '../server/upstream/kyc/verify-request'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'
import { Rng } from '../server/upstream/registry/random'
import { zoneDocumentPhoto, type PhotoOptions } from '../server/upstream/test-support/zone-document-photo'
import { cpuSeconds } from './cpu-seconds'
import { extractionOnlyRow } from './kyc-specimens'

const rng = new Rng(Number(process.env.KYC_BENCH_SEED ?? 50050))
const perKind = Number(process.env.KYC_BENCH_DOCS ?? 3)

const SURNAMES = ['Walker', 'Lefebvre', 'Garcia', 'Nakamura', 'Okafor', 'Lindqvist', 'Duarte', 'Kowalski']
const GIVEN = ['Claire Anne', 'Luis', 'Jennifer', 'Thomas Paul', 'Amara', 'Johan Erik', 'Beatriz', 'Zofia']
const STATES = ['FRA', 'DEU', 'USA', 'GBR', 'ESP', 'ITA', 'NLD', 'SWE']
const ALPHANUMERIC = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

const pad = (value: number) => String(value).padStart(2, '0')
const isoDate = (from: number, to: number) => `${rng.int(from, to)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`
const characters = (length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('')

interface Kind {
  name: string
  title: string
  /** What the rules want: accepted, or declined with this code. */
  wants: 'accepted' | 'SPDR205' | 'SPDR239'
  subject: () => MrzSubject
  /** The zone as printed, from the subject's zone. */
  printed?: (lines: string[]) => string[]
}

const holder = (): Omit<MrzSubject, 'format' | 'documentCode'> => ({
  issuingState: rng.pick(STATES),
  nationality: rng.pick(STATES),
  lastName: rng.pick(SURNAMES),
  givenNames: rng.pick(GIVEN),
  documentNumber: characters(9, ALPHANUMERIC),
  birthDate: isoDate(1950, 2004),
  expiryDate: isoDate(2027, 2036),
  sex: rng.pick(['M', 'F'] as const),
})

/** A passport's zone with its number check digit printed 1–9 off, the composite computed over the line as printed. */
function wrongNumberCheck(lines: string[]): string[] {
  const line2 = lines[1]!
  const printed = String((Number(line2[9]) + rng.int(1, 9)) % 10)
  const edited = line2.slice(0, 9) + printed + line2.slice(10, 43)
  return [lines[0]!, edited + mrzCheckDigit(edited.slice(0, 10) + edited.slice(13, 20) + edited.slice(21, 43))]
}

const KINDS: readonly Kind[] = [
  {
    name: 'visa MRV-A',
    title: 'VISA',
    wants: 'SPDR205',
    subject: () => ({ ...holder(), format: 'MRVA', documentCode: 'V' }),
  },
  {
    name: 'visa MRV-B',
    title: 'VISA',
    wants: 'SPDR205',
    subject: () => ({ ...holder(), format: 'MRVB', documentCode: 'VC' }),
  },
  {
    name: 'French card 1988-2021',
    title: 'CARTE NATIONALE D IDENTITE',
    wants: 'accepted',
    subject: () => ({
      ...holder(),
      format: 'FRENCH_NATIONAL_ID',
      documentCode: 'ID',
      issuingState: 'FRA',
      documentNumber: `${pad(rng.int(0, 20))}${pad(rng.int(1, 12))}${characters(8, '0123456789')}`,
      optionalData: characters(6, '0123456789'),
    }),
  },
  {
    name: 'resident card TD1 C1',
    title: 'PERMANENT RESIDENT',
    wants: 'accepted',
    subject: () => ({ ...holder(), format: 'TD1', documentCode: 'C1', issuingState: 'USA' }),
  },
  {
    name: 'residence permit TD1 IR',
    title: 'AUFENTHALTSTITEL',
    wants: 'accepted',
    subject: () => ({ ...holder(), format: 'TD1', documentCode: 'IR', issuingState: 'DEU' }),
  },
  {
    name: 'residence permit TD2 AR',
    title: 'RESIDENCE PERMIT',
    wants: 'accepted',
    subject: () => ({ ...holder(), format: 'TD2', documentCode: 'AR' }),
  },
  {
    name: 'passport, number check printed wrong',
    title: 'PASSPORT',
    wants: 'SPDR239',
    subject: () => ({ ...holder(), format: 'TD3', documentCode: 'P' }),
    printed: wrongNumberCheck,
  },
]

const LOOKS: ReadonlyArray<readonly [string, PhotoOptions]> = [
  ['photo', { rotate: 2, width: 760, jpegQuality: 70 }],
  ['small', { rotate: -3, width: 600, jpegQuality: 55 }],
  ['blurred', { rotate: 1, width: 900, jpegQuality: 65, blur: 0.9 }],
]

const NOW = Date.parse('2026-11-27T08:00:00Z')
const request = extractionOnlyRow(NOW)

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0

async function main() {
  let falseAccepts = 0
  for (const kind of KINDS) {
    let exact = 0
    let asWanted = 0
    let total = 0
    const cpu: number[] = []
    for (let index = 0; index < perKind; index += 1) {
      const subject = kind.subject()
      const lines = (kind.printed ?? ((zone: string[]) => zone))(generateMrz(subject))
      for (const [look, options] of LOOKS) {
        const photo = await zoneDocumentPhoto(
          kind.title,
          [
            ['Surname', subject.lastName.toUpperCase()],
            ['Given names', subject.givenNames.toUpperCase()],
            ['Number', subject.documentNumber],
          ],
          lines,
          options,
        )
        const before = cpuSeconds()
        const read = await verifyKycRequest(request, { document: [photo], address: [] }, ocrReaders, NOW)
        cpu.push(cpuSeconds() - before)
        total += 1
        const mrz = read.document?.data.mrz
        const zoneExact = mrz?.lines.join('\n') === lines.join('\n')
        const accepted = read.declined_codes.length === 0
        const data = read.document?.data
        const valuesRight =
          zoneExact &&
          data?.document_number === subject.documentNumber &&
          data.dob === subject.birthDate &&
          (subject.format === 'FRENCH_NATIONAL_ID'
            ? data.expiry_date === null
            : data.expiry_date === subject.expiryDate)
        if (zoneExact) exact += 1
        const wanted = kind.wants === 'accepted' ? accepted : read.declined_codes.includes(kind.wants)
        if (wanted) asWanted += 1
        const falseAccept = accepted && (kind.wants !== 'accepted' || !valuesRight)
        if (falseAccept) falseAccepts += 1
        if (process.env.SHOW_MISSES && (!zoneExact || falseAccept || !wanted))
          console.log(
            `  ${kind.name} ${look}: ${mrz?.format ?? 'no zone'} ${JSON.stringify(mrz?.lines)} codes ${read.declined_codes.join(',') || 'none'}`,
          )
      }
    }
    console.log(
      `${kind.name}: zones exact ${exact}/${total}, outcome as the rules want (${kind.wants}) ${asWanted}/${total}, ` +
        `CPU p50 ${percentile(cpu, 0.5).toFixed(2)} s, p95 ${percentile(cpu, 0.95).toFixed(2)} s`,
    )
  }
  console.log(`false accepts: ${falseAccepts}`)
  console.log(
    `load average at the end: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  )
  await terminateOcrPool()
}

void main()

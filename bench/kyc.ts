/**
 * KYC benchmark (ADR 0011, 0019). On specimens drawn by the sandbox renderers with varied layouts
 * (passports TD3, ID cards TD1), zone typefaces, rotation up to ±5°, JPEG quality 30–90, speckle
 * noise, blur and faded ink, with document numbers that mix letters and digits OCR confuses:
 * - p50/p95 seconds per document verification and per address verification (OCR included; goal
 *   p50 ≤ 4 s per document on one core);
 * - MRZ fields exactly right (document number, names, dates, sex, states, every check digit holding)
 *   on ≥ 98 % of passports and ID cards;
 * - each deliberate defect (wrong name, expired, age out of bounds, broken check digit, wrong
 *   country, wrong type, address mismatch) gives its SPDR code every time.
 *
 * Looks: the specimens come flat (`plain`: drawn pages, scanned or not, zones in every typeface in
 * turn), then with each look of the sandbox renderer alone (security background, portrait, glare,
 * JPEG artefacts, perspective photo on a desk, low resolution, blur, noise; zones in OCR-B as real
 * documents print them) and with all of them (`realistic`); zones exact are printed per look. The
 * deliberate defects are drawn realistic (every look) as well as plain.
 *
 *   npx tsx bench/kyc.ts            (KYC_BENCH_DOCS=6 specimens per look, KYC_BENCH_DEFECT_RUNS=2 per defect)
 *   SHOW_MISSES=1 npx tsx bench/kyc.ts   (also every wrong MRZ field, expected → read)
 *   KYC_BENCH_TYPEFACES=ocr-b npx tsx bench/kyc.ts   (plain zones in these typefaces only; default all, in turn)
 *   KYC_BENCH_LOOKS=plain,glare,realistic npx tsx bench/kyc.ts   (these looks only; default all, in turn)
 *   KYC_BENCH_SAVE=FOLDER npx tsx bench/kyc.ts   (each rendered document kept as submitted)
 *   KYC_BENCH_ONLY_DOCS=12,13 npx tsx bench/kyc.ts   (only these documents read, by their number in the
 *                                    run: the others are still drawn, so each is the document it was;
 *                                    no address bills then)
 *   npx tsx bench/kyc.ts FOLDER     (real specimens with a truth.json instead: bench/kyc-specimens.ts)
 *   KYC_BENCH_AUGMENT=all npx tsx bench/kyc.ts FOLDER   (the same specimens as they arrive: turned, small,
 *                                    at an angle, JPEG: bench/kyc-augment.ts)
 *
 * Seconds are wall-clock per verification; CPU seconds are the process's (OCR worker threads
 * included) and its native Tesseract children's (bench/cpu-seconds.ts), so on a loaded machine they
 * tell what one document costs on one core.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { cpuSeconds } from './cpu-seconds'
import { renderUtilityBill } from '../server/upstream/documents/address/utility-bill'
import { identityDocumentLooks, type IdentityDocumentLook } from '../contract/sandbox/identity-documents'
import {
  renderIdentityDocument,
  type IdentityOrder,
  type MrzTypeface,
} from '../server/upstream/documents/identity/identity-document'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'
import { Rng } from '../server/upstream/registry/random'
import { ADDRESS_DECLINES, DOCUMENT_DECLINES } from '../server/upstream/kyc/decline-codes'
import type { ProvidedDocument } from '../server/upstream/kyc/kyc-request'
import { readIdentityDocument } from '../server/upstream/kyc/read-identity-document'
import type { KycRequestsTable } from '../server/upstream/kyc/tables'
import type { ExtractedDocument } from '../server/upstream/kyc/extracted-document'
import { ocrReaders, verifyKycRequest, type ProofReaders } from '../server/upstream/kyc/verify-request'
import { benchAugmented } from './kyc-augment'
import { benchSpecimens } from './kyc-specimens'

const specimenFolder = process.argv[2]
if (specimenFolder) {
  if (process.env.KYC_BENCH_AUGMENT) await benchAugmented(specimenFolder, process.env.KYC_BENCH_AUGMENT)
  else await benchSpecimens(specimenFolder)
  process.exit(0)
}

/** `plain` (today's flat drawings), each look alone, `realistic` (every look). */
const LOOK_SETS: ReadonlyArray<[name: string, looks: readonly IdentityDocumentLook[]]> = [
  ['plain', []],
  ...identityDocumentLooks.map((look): [string, IdentityDocumentLook[]] => [look, [look]]),
  ['realistic', identityDocumentLooks],
]
const chosenLooks = process.env.KYC_BENCH_LOOKS?.split(',')
const lookSets = LOOK_SETS.filter(([name]) => !chosenLooks || chosenLooks.includes(name))
const docs = Number(process.env.KYC_BENCH_DOCS ?? 6) * lookSets.length
const defectRuns = Number(process.env.KYC_BENCH_DEFECT_RUNS ?? 2)
/** KYC_BENCH_ONLY_DOCS: the documents read (1 the first), the others drawn only. */
const onlyDocs = process.env.KYC_BENCH_ONLY_DOCS?.split(',').map(Number)
const rng = new Rng(140014)
const now = Date.now()
const today = new Date(now)
const isoDaysFromNow = (days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10)

const FIRST = ['Erika', 'Jonas', 'Amelie', 'Lukas', 'Sofia', 'Mateo', 'Ines', 'Noah', 'Clara', 'Elias']
const LAST = [
  'Mustermann',
  'Schneider',
  'Dubois',
  'Rossi',
  'Garcia',
  'Nowak',
  'Jansen',
  'Keller',
  'Moreau',
  'Lindqvist',
]
/**
 * Half the numbers use every letter and digit, with the pairs OCR confuses (O/0, I/1, B/8, S/5, Z/2,
 * G/6, D/0, Q/0) twice over; the other half letters without a look-alike and digits, as many issuers do.
 */
const NUMBER_CHARACTERS = ['ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' + 'OIBSZGDQ018526', 'ACEFHJKLMNPRTUVWXY0123456789']
/** OCR-B as real zones print it, and the DejaVu variants (KYC_BENCH_TYPEFACES=ocr-b,mono to choose). */
const TYPEFACES = (process.env.KYC_BENCH_TYPEFACES ?? 'ocr-b,mixed,mono,mono-bold,sans').split(',') as MrzTypeface[]
const showMisses = process.env.SHOW_MISSES === '1'
/** KYC_BENCH_SAVE=FOLDER keeps each rendered document as it was submitted. */
const saveFolder = process.env.KYC_BENCH_SAVE

/** The look set of the index-th specimen: each set in turn. */
const lookSetOf = (index: number) => lookSets[index % lookSets.length]!

function randomOrder(index: number, overrides: Partial<IdentityOrder> = {}): IdentityOrder {
  const characters = NUMBER_CHARACTERS[Math.floor(index / 2) % 2]!
  const number = Array.from({ length: 9 }, () => characters[rng.int(0, characters.length - 1)]).join('')
  const year = 1950 + rng.int(0, 50)
  const [lookName, looks] = lookSetOf(index)
  const plain = lookName === 'plain'
  // Flat drawings are scanned three times in four; photographed looks come as they are.
  const scan = plain && index % 4 !== 0
  return {
    type: Math.floor(index / lookSets.length) % 2 === 0 ? 'passport' : 'id_card',
    firstName: FIRST[rng.int(0, FIRST.length - 1)]!,
    lastName: LAST[rng.int(0, LAST.length - 1)]!,
    documentNumber: number,
    dateOfBirth: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    issueDate: isoDaysFromNow(-rng.int(30, 3000)),
    expiryDate: isoDaysFromNow(rng.int(100, 3000)),
    gender: rng.chance(0.1) ? 'X' : rng.chance(0.5) ? 'F' : 'M',
    countryCode: 'DE',
    mrz: 'valid',
    format: index % 4 === 1 ? 'jpeg' : 'png',
    variant: index,
    scan,
    effects: scan
      ? {
          rotateDegrees: (rng.next() * 2 - 1) * 5,
          blurSigma: rng.chance(0.4) ? 0.4 + rng.next() * 0.6 : 0,
          noise: rng.next() * 0.015,
          fade: rng.next() * 0.3,
          jpegQuality: 30 + rng.int(0, 60),
        }
      : undefined,
    mrzTypeface: plain ? TYPEFACES[Math.floor(index / lookSets.length) % TYPEFACES.length] : 'ocr-b',
    looks,
    ...overrides,
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

function requestRow(
  order: { countryName: string; countryCode: string },
  document: ProvidedDocument | null,
  fullAddress: string | null,
): KycRequestsTable {
  return {
    id: 'bench',
    service_id: 'bench',
    user_id: 'bench',
    company_id: '',
    request_types: '[]',
    status: 'pending',
    language_code: null,
    language_name: null,
    country_name: order.countryName,
    country_code: order.countryCode,
    document_input: document && JSON.stringify(document),
    address_input: fullAddress && JSON.stringify({ full_address: fullAddress }),
    result: null,
    created_at: now,
    updated_at: now,
  }
}

const provided = (order: IdentityOrder, overrides: Partial<ProvidedDocument> = {}): ProvidedDocument => ({
  supported_types: ['passport', 'id_card', 'driving_license'],
  process_only_ocr: false,
  full_name: `${order.firstName} ${order.lastName}`,
  document_number: order.documentNumber,
  dob: order.dateOfBirth,
  issue_date: '',
  expiry_date: order.expiryDate,
  gender: order.gender,
  age_min: 18,
  age_max: 120,
  ...overrides,
})

// Warm the OCR pool so the first figure is not the workers' start.
await readIdentityDocument([(await renderIdentityDocument(randomOrder(0, { scan: false }))).bytes], today)

const documentSeconds: number[] = []
const documentCpuSeconds: number[] = []
let mrzRight = 0
/** Numbers without a letter of a look-alike pair (many issuers leave O, I, B, S, Z, G, D, Q out of numbers for that reason). */
const plainNumber = (number: string) => !/[OIBSZGDQ]/.test(number)
let plainDocs = 0
let plainRight = 0
const fieldMisses = new Map<string, number>()
const byTypeface = new Map<string, { docs: number; right: number; seconds: number[] }>()
const byLook = new Map<string, { docs: number; right: number; accepted: number; seconds: number[] }>()
let accepted = 0
const misses: string[] = []
/** Genuine specimens whose zone was read right and that were declined all the same (SHOW_MISSES=1). */
const falseDeclines: string[] = []
for (let index = 0; index < docs; index += 1) {
  const order = randomOrder(index)
  if (onlyDocs && !onlyDocs.includes(index + 1)) continue
  const { bytes } = await renderIdentityDocument(order)
  if (saveFolder) {
    await mkdir(saveFolder, { recursive: true })
    await writeFile(
      join(saveFolder, `document-${index + 1}-${lookSetOf(index)[0]}.${order.format === 'jpeg' ? 'jpg' : 'png'}`),
      bytes,
    )
  }
  let reading: ExtractedDocument | undefined
  const recording: ProofReaders = {
    ...ocrReaders,
    identity: async (proofs, day) => (reading = await ocrReaders.identity(proofs, day)),
  }
  const started = performance.now()
  const cpu = cpuSeconds()
  const outcome = await verifyKycRequest(
    requestRow({ countryName: 'germany', countryCode: 'DE' }, provided(order), null),
    { document: [bytes], address: [] },
    recording,
    now,
  )
  documentCpuSeconds.push(cpuSeconds() - cpu)
  documentSeconds.push((performance.now() - started) / 1000)
  const mrz = reading?.mrz
  const expected: Record<string, string> = {
    checkDigits: 'hold',
    documentNumber: order.documentNumber,
    lastName: order.lastName.toUpperCase(),
    givenNames: order.firstName.toUpperCase(),
    birthDate: order.dateOfBirth.slice(2).replace(/-/g, ''),
    expiryDate: order.expiryDate.slice(2).replace(/-/g, ''),
    sex: order.gender,
    issuingState: 'DEU',
    nationality: 'DEU',
  }
  const read: Record<string, string> = mrz
    ? ({
        ...mrz,
        checkDigits: mrz.checkDigitsHold ? 'hold' : `fail ${mrz.failedChecks.join(',')}`,
      } as unknown as Record<string, string>)
    : {}
  const wrong = Object.keys(expected).filter((field) => read[field] !== expected[field])
  for (const field of wrong) fieldMisses.set(field, (fieldMisses.get(field) ?? 0) + 1)
  const right = wrong.length === 0
  const effects = order.effects
    ? ` rot ${order.effects.rotateDegrees.toFixed(1)}° q${order.effects.jpegQuality} blur ${order.effects.blurSigma.toFixed(1)}`
    : ''
  if (right) mrzRight += 1
  const lookName = lookSetOf(index)[0]
  const look = byLook.get(lookName) ?? { docs: 0, right: 0, accepted: 0, seconds: [] }
  byLook.set(lookName, {
    docs: look.docs + 1,
    right: look.right + (right ? 1 : 0),
    accepted: look.accepted + (outcome.declined_codes.length === 0 ? 1 : 0),
    seconds: [...look.seconds, documentSeconds.at(-1) ?? 0],
  })
  if (lookName === 'plain') {
    const typeface = byTypeface.get(order.mrzTypeface ?? 'mixed') ?? { docs: 0, right: 0, seconds: [] }
    byTypeface.set(order.mrzTypeface ?? 'mixed', {
      docs: typeface.docs + 1,
      right: typeface.right + (right ? 1 : 0),
      seconds: [...typeface.seconds, documentSeconds.at(-1) ?? 0],
    })
  }
  if (plainNumber(order.documentNumber)) {
    plainDocs += 1
    if (right) plainRight += 1
  }
  if (!right)
    misses.push(
      `${lookName} ${order.type} variant ${order.variant} ${order.format} ${order.mrzTypeface}${order.scan ? ' scan' : ''}${effects}: ${mrz ? mrz.lines.join(' / ') : 'no MRZ'}${showMisses ? `\n      ${wrong.map((field) => `${field} ${expected[field]} → ${read[field] ?? '-'}`).join('; ')}` : ''}`,
    )
  if (outcome.declined_codes.length === 0) accepted += 1
  else if (right && showMisses)
    falseDeclines.push(
      `${order.type} variant ${order.variant} ${order.format} ${order.mrzTypeface}${effects}: ${outcome.declined_codes.join(',')}; number ${order.documentNumber} → MRZ ${mrz?.documentNumber ?? '-'}, visual ${reading?.visual.documentNumber ?? '-'}, used ${reading?.documentNumber ?? '-'}; names ${reading?.firstName ?? '-'} ${reading?.lastName ?? '-'}; disagreements ${reading?.disagreements.join(',') || 'none'}`,
    )
  console.error(
    `document ${index + 1}/${docs} (${lookName}): ${(documentSeconds.at(-1) ?? 0).toFixed(2)} s (CPU ${(documentCpuSeconds.at(-1) ?? 0).toFixed(2)} s), MRZ ${right ? 'right' : 'wrong'}, codes ${outcome.declined_codes.join(',') || 'none'}`,
  )
}

const addressSeconds: number[] = []
let addressAccepted = 0
for (let index = 0; index < (onlyDocs ? 0 : Math.max(3, Math.round(docs / 4))); index += 1) {
  const bill = await renderUtilityBill({
    fullName: 'Erika Mustermann',
    fullAddress: `${rng.int(1, 200)} Baker Street, London NW1 6XE`,
    countryCode: 'GB',
    issueDate: isoDaysFromNow(-rng.int(1, 60)),
    format: 'png',
    variant: index,
    scan: index % 2 === 1,
  })
  const text = (await ocrReaders.address([bill.bytes], today)).lines.join(' ')
  const number = /(\d+) Baker/.exec(text)?.[1] ?? '?'
  const started = performance.now()
  const outcome = await verifyKycRequest(
    requestRow({ countryName: 'united_kingdom', countryCode: 'GB' }, null, `${number} Baker St., London NW1 6XE`),
    { document: [], address: [bill.bytes] },
    ocrReaders,
    now,
  )
  addressSeconds.push((performance.now() - started) / 1000)
  if (outcome.declined_codes.length === 0) addressAccepted += 1
}

type Defect = { name: string; code: string; run(index: number): Promise<string[]> }
/** Defect runs alternate between a plain drawing and a realistic one (every look). */
const defectLooks = (run: number): readonly IdentityDocumentLook[] => (run % 2 === 0 ? [] : identityDocumentLooks)
const documentDefect = (
  name: string,
  code: string,
  make: (order: IdentityOrder) => { order: IdentityOrder; given: ProvidedDocument; country?: [string, string] },
): Defect => ({
  name,
  code,
  async run(index) {
    const { order, given, country } = make(
      randomOrder(index + 100, { scan: false, effects: undefined, mrzTypeface: 'ocr-b', looks: defectLooks(index) }),
    )
    const { bytes } = await renderIdentityDocument(order)
    const outcome = await verifyKycRequest(
      requestRow({ countryName: country?.[0] ?? 'germany', countryCode: country?.[1] ?? 'DE' }, given, null),
      { document: [bytes], address: [] },
      ocrReaders,
      now,
    )
    return outcome.declined_codes
  },
})
const defects: Defect[] = [
  documentDefect('wrong name', DOCUMENT_DECLINES.nameDiffers.code, (order) => ({
    order,
    given: provided(order, { full_name: 'Maximilian Obermeier' }),
  })),
  documentDefect('expired', DOCUMENT_DECLINES.expired.code, (o) => {
    const order = { ...o, expiryDate: isoDaysFromNow(-40) }
    return { order, given: provided(order) }
  }),
  documentDefect('age out of bounds', DOCUMENT_DECLINES.ageOutOfBounds.code, (order) => ({
    order,
    given: provided(order, { age_min: 120, age_max: 130 }),
  })),
  documentDefect('broken check digit', DOCUMENT_DECLINES.checkDigit.code, (o) => {
    const order: IdentityOrder = { ...o, mrz: 'invalid' }
    return { order, given: provided(order) }
  }),
  documentDefect('wrong country', DOCUMENT_DECLINES.countryDiffers.code, (o) => {
    const order: IdentityOrder = { ...o, countryCode: 'FR' }
    return { order, given: provided(order), country: ['germany', 'DE'] }
  }),
  documentDefect('wrong type', DOCUMENT_DECLINES.typeNotSupported.code, (order) => ({
    order,
    given: provided(order, { supported_types: ['driving_license'] }),
  })),
  {
    name: 'address mismatch',
    code: ADDRESS_DECLINES.addressDiffers.code,
    async run(index) {
      const bill = await renderUtilityBill({
        fullName: 'Erika Mustermann',
        fullAddress: '221 Baker Street, London NW1 6XE',
        countryCode: 'GB',
        issueDate: isoDaysFromNow(-5),
        format: 'png',
        variant: index,
        scan: index % 2 === 1,
      })
      const outcome = await verifyKycRequest(
        requestRow({ countryName: 'united_kingdom', countryCode: 'GB' }, null, '17 Abbey Road, London NW8 9AY'),
        { document: [], address: [bill.bytes] },
        ocrReaders,
        now,
      )
      return outcome.declined_codes
    },
  },
]
const defectLines: string[] = []
for (const defect of defects) {
  let hits = 0
  const seen: string[] = []
  for (let run = 0; run < defectRuns; run += 1) {
    const codes = await defect.run(run)
    if (codes.includes(defect.code)) hits += 1
    seen.push(codes.join(',') || 'none')
  }
  console.error(`defect ${defect.name}: ${seen.join(' | ')}`)
  defectLines.push(
    `  ${defect.name.padEnd(20)} ${defect.code.padEnd(8)} ${hits}/${defectRuns}   (codes: ${seen.join(' | ')})`,
  )
}
await terminateOcrPool()

const fmt = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(2)} s, p95 ${percentile(values, 95).toFixed(2)} s (${values.length})`
console.log(
  `document verification: ${fmt(documentSeconds)}; CPU p50 ${percentile(documentCpuSeconds, 50).toFixed(2)} s, p95 ${percentile(documentCpuSeconds, 95).toFixed(2)} s; accepted ${accepted}/${docs} genuine specimens`,
)
console.log(`address verification:  ${fmt(addressSeconds)}; accepted ${addressAccepted}/${addressSeconds.length}`)
console.log(`MRZ fields exactly right: ${mrzRight}/${docs} (${((100 * mrzRight) / docs).toFixed(1)} %)`)
console.log(
  `  of them with numbers free of look-alike letters (O I B S Z G D Q): ${plainRight}/${plainDocs} (${((100 * plainRight) / Math.max(1, plainDocs)).toFixed(1)} %)`,
)
console.log(`  misses by field: ${[...fieldMisses].map(([field, count]) => `${field} ${count}`).join(', ') || 'none'}`)
console.log('zones exactly right per look (genuine specimens accepted):')
for (const [name, look] of byLook)
  console.log(
    `  look ${name.padEnd(19)} ${look.right}/${look.docs} right (${((100 * look.right) / look.docs).toFixed(1)} %), accepted ${look.accepted}/${look.docs}, ${fmt(look.seconds)}`,
  )
const photographedLooks = [...byLook].filter(([name]) => name !== 'plain')
const photographedRight = photographedLooks.reduce((sum, [, look]) => sum + look.right, 0)
const photographedDocs = photographedLooks.reduce((sum, [, look]) => sum + look.docs, 0)
if (photographedDocs > 0)
  console.log(
    `  every look but plain: ${photographedRight}/${photographedDocs} (${((100 * photographedRight) / photographedDocs).toFixed(1)} %; goal ≥ 98 %)`,
  )
for (const [name, typeface] of byTypeface)
  console.log(
    `  plain zone typeface ${name.padEnd(9)} ${typeface.right}/${typeface.docs} right (${((100 * typeface.right) / typeface.docs).toFixed(1)} %), ${fmt(typeface.seconds)}`,
  )
for (const miss of misses) console.log(`  miss: ${miss}`)
for (const decline of falseDeclines) console.log(`  declined with the zone read right: ${decline}`)
console.log(
  `load average at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
)
console.log('deliberate defects (code given / runs; runs alternate plain and realistic):')
for (const line of defectLines) console.log(line)

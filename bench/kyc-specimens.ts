/**
 * KYC on a folder of real specimen identity documents (bench/kyc.ts FOLDER). The folder holds the
 * images and a `truth.json`: one entry per image, `{ file, mrz_lines, mrz_type }` (the zone as
 * printed) or `{ file, expect }` (a zone whose check digits all hold, text not given). An `expect`
 * entry is judged against the zone as printed from `bench/data/specimen-zones.json` where that file
 * names the image (bench/specimen-zones.ts), else by its check digits. Each image is
 * submitted as an extraction-only document verification through the reading path the upstream uses
 * (verifyKycRequest with the OCR readers), and the bench prints:
 * - zones read exactly (the printed lines; for images with none, a zone whose every check digit
 *   holds), and beside it the older count (every check digit holds, for the images without `mrz_lines`);
 * - key fields right (document number, birth and expiry dates as the true zone gives them);
 * - false accepts: accepted while some value the reading returned differs from the true zone's, or
 *   the zone as read differs from the printed one (any character: the reviewer is shown it), or
 *   accepted with no zone read whose check digits hold;
 * - genuine documents declined (every specimen is genuine), with their codes;
 * - seconds per document, wall and CPU (the process's, OCR included, and its native Tesseract
 *   children's), p50/p95.
 *
 *   npx tsx bench/kyc.ts /path/to/specimens        (SHOW_MISSES=1 also prints each reading)
 */
import { readFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parse } from 'mrz'
import { mrzDateToIso } from '../server/upstream/kyc/compare-values'
import type { ExtractedDocument } from '../server/upstream/kyc/extracted-document'
import { extractionOnlyRequest } from '../server/upstream/test-support/extraction-only'
import { ocrReaders, verifyKycRequest, type ProofReaders } from '../server/upstream/kyc/verify-request'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'
import { cpuSeconds } from './cpu-seconds'
import { specimenZone, type TruthEntry, type ZoneSource } from './specimen-zones'

/** What a true zone says about the values a reading returns. */
interface TrueValues {
  documentNumber: string
  dob: string | undefined
  expiryDate: string | undefined
  lastName: string
  firstName: string
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

function trueValues(lines: string[], today: Date): TrueValues {
  const result = parse(lines)
  const field = (name: string) =>
    typeof result.fields[name as keyof typeof result.fields] === 'string'
      ? String(result.fields[name as keyof typeof result.fields])
      : ''
  return {
    documentNumber: result.documentNumber ?? field('documentNumber'),
    dob: mrzDateToIso(field('birthDate'), 'birth', today),
    expiryDate: mrzDateToIso(field('expirationDate'), 'expiry', today),
    lastName: field('lastName'),
    firstName: field('firstName'),
  }
}

/** An extraction-only KYC request row submitted at `now`, any document type (also used by kyc-formats.ts). */
export const extractionOnlyRow = (now: number) =>
  extractionOnlyRequest(
    now,
    { id: 'bench', service_id: 'bench', user_id: 'bench' },
    { supported_types: ['passport', 'id_card', 'driving_license'] },
  )

/** Values the reading returned that differ from the true zone's (null values are not claims). */
function wrongValues(reading: ExtractedDocument, truth: TrueValues): string[] {
  const claims: Array<[string, string | null, string | undefined]> = [
    ['number', reading.documentNumber, truth.documentNumber],
    ['dob', reading.dob, truth.dob],
    ['expiry', reading.expiryDate, truth.expiryDate],
    ['last name', reading.lastName, truth.lastName],
    ['first name', reading.firstName, truth.firstName],
  ]
  return claims
    .filter(([, read, actual]) => read !== null && read !== '' && read !== (actual ?? ''))
    .map(([name, read, actual]) => `${name} ${actual ?? '-'} → ${read}`)
}

/** What one submitted document gave, against the true zone's lines (or "check digits hold" where none is known). */
export interface SpecimenOutcome {
  wall: number
  cpu: number
  exact: boolean
  /** A zone was read whose every check digit holds. */
  checkDigitsHold: boolean
  keyRight: boolean
  /** Why the document counts as a false accept, or null. */
  falseAccept: string | null
  declinedCodes: string[]
  /** The zone as read, or null. */
  lines: string[] | null
  summary: string
}

/**
 * Submits one document as an extraction-only verification and judges its reading against
 * `trueLines` (the zone as printed), or where they are not known against "every check digit holds".
 */
export async function measureSpecimen(
  bytes: Buffer,
  trueLines: readonly string[] | undefined,
  now: number,
): Promise<SpecimenOutcome> {
  const today = new Date(now)
  let reading: ExtractedDocument | undefined
  const recording: ProofReaders = {
    ...ocrReaders,
    identity: async (proofs, day) => (reading = await ocrReaders.identity(proofs, day)),
  }
  const started = performance.now()
  const cpuStart = cpuSeconds()
  const outcome = await verifyKycRequest(extractionOnlyRow(now), { document: [bytes], address: [] }, recording, now)
  const cpu = cpuSeconds() - cpuStart
  const wall = (performance.now() - started) / 1000
  const mrz = reading?.mrz ?? null
  const accepted = outcome.declined_codes.length === 0
  const truth = trueLines ? trueValues([...trueLines], today) : undefined
  const exact = trueLines
    ? mrz !== null && mrz.lines.join('\n') === trueLines.join('\n')
    : mrz?.checkDigitsHold === true
  const keyRight = truth
    ? reading !== undefined &&
      reading.documentNumber === truth.documentNumber &&
      reading.dob === truth.dob &&
      reading.expiryDate === truth.expiryDate
    : mrz?.checkDigitsHold === true
  const wrong = [
    ...(reading && truth ? wrongValues(reading, truth) : []),
    ...(trueLines && mrz && !exact ? ['zone differs from the printed one'] : []),
  ]
  const falseAccept =
    accepted && (!mrz?.checkDigitsHold || wrong.length > 0)
      ? `${mrz ? mrz.lines.join(' / ') : 'no zone'}${wrong.length ? `; ${wrong.join('; ')}` : ''}`
      : null
  const summary = `${mrz ? mrz.lines.join(' / ') : 'no zone'}${mrz && !mrz.checkDigitsHold ? ` [fails ${mrz.failedChecks.join(',')}]` : ''}`
  return {
    wall,
    cpu,
    exact,
    checkDigitsHold: mrz?.checkDigitsHold === true,
    keyRight,
    falseAccept,
    declinedCodes: outcome.declined_codes,
    lines: mrz?.lines ?? null,
    summary,
  }
}

/**
 * Reads one document once before the figures: the first document of a process starts the OCR pool's
 * workers and loads the page reader and its models (about 2 s of CPU once), which is no document's work.
 */
export async function warmUp(folder: string, entries: readonly TruthEntry[]): Promise<void> {
  if (entries[0]) await measureSpecimen(await readFile(join(folder, entries[0].file)), undefined, Date.now())
}

/** Counts of a run of documents, printed as the bench's figures. */
export class SpecimenTally {
  readonly wall: number[] = []
  readonly cpu: number[] = []
  exact = 0
  /** Exact by the folder's `mrz_lines`, else by every check digit holding (the count before printed zones). */
  exactOrHolding = 0
  keyRight = 0
  readonly falseAccepts: string[] = []
  readonly declines: string[] = []
  readonly misses: string[] = []
  /** How many documents each decline code was given to. */
  readonly codes = new Map<string, number>()

  add(name: string, outcome: SpecimenOutcome, showAll: boolean, source: ZoneSource = 'folder'): void {
    this.wall.push(outcome.wall)
    this.cpu.push(outcome.cpu)
    if (outcome.exact) this.exact += 1
    if (source === 'folder' ? outcome.exact : outcome.checkDigitsHold) this.exactOrHolding += 1
    if (outcome.keyRight) this.keyRight += 1
    if (outcome.falseAccept) this.falseAccepts.push(`${name}: ${outcome.falseAccept}`)
    if (outcome.declinedCodes.length > 0) this.declines.push(`${name}: ${outcome.declinedCodes.join(',')}`)
    for (const code of outcome.declinedCodes) this.codes.set(code, (this.codes.get(code) ?? 0) + 1)
    if (!outcome.exact || showAll) this.misses.push(`${name}${outcome.exact ? '' : ' (miss)'}: ${outcome.summary}`)
  }

  get count(): number {
    return this.wall.length
  }

  /** zones exact, key fields, false accepts, declines, CPU p50/p95 on one line. */
  line(): string {
    const n = this.count
    return `zones exact ${this.exact}/${n}, key fields ${this.keyRight}/${n}, false accepts ${this.falseAccepts.length}, genuine declined ${this.declines.length}/${n}, CPU p50 ${percentile(this.cpu, 50).toFixed(2)} s, p95 ${percentile(this.cpu, 95).toFixed(2)} s`
  }

  /** The decline codes given, each with the number of documents it was given to, most given first. */
  codesLine(): string {
    const counted = [...this.codes].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    return counted.map(([code, count]) => `${code} ×${count}`).join(', ') || 'none'
  }
}

export const pct = (count: number, of: number) => `${count}/${of} (${((100 * count) / Math.max(1, of)).toFixed(1)} %)`

export const loadLine = () =>
  `load average at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`

export async function benchSpecimens(folder: string): Promise<void> {
  const entries = JSON.parse(await readFile(join(folder, 'truth.json'), 'utf8')) as TruthEntry[]
  const showMisses = process.env.SHOW_MISSES === '1'
  const now = Date.now()
  const tally = new SpecimenTally()
  await warmUp(folder, entries)
  const sources = new Map<ZoneSource, number>()
  for (const entry of entries) {
    const zone = specimenZone(entry)
    sources.set(zone.source, (sources.get(zone.source) ?? 0) + 1)
    const outcome = await measureSpecimen(await readFile(join(folder, entry.file)), zone.lines, now)
    tally.add(entry.file, outcome, showMisses, zone.source)
    console.error(
      `${entry.file}: ${outcome.wall.toFixed(2)} s (CPU ${outcome.cpu.toFixed(2)} s), zone ${outcome.exact ? 'exact' : 'missed'}, codes ${outcome.declinedCodes.join(',') || 'none'}`,
    )
  }
  await terminateOcrPool()
  const n = entries.length
  const count = (source: ZoneSource) => sources.get(source) ?? 0
  console.log(
    `specimens: ${n} (${count('folder')} with the zone's text in truth.json, ${count('printed')} with the zone as printed from bench/data/specimen-zones.json, ${count('check digits')} judged by "check digits hold")`,
  )
  console.log(`zones read exactly (against the printed characters): ${pct(tally.exact, n)}`)
  console.log(
    `  (the count before printed zones, "check digits hold" where truth.json gives no text: ${pct(tally.exactOrHolding, n)})`,
  )
  console.log(
    `key fields right (number, birth, expiry; "check digits hold" where no text is known): ${pct(tally.keyRight, n)}`,
  )
  console.log(`false accepts: ${tally.falseAccepts.length}`)
  for (const line of tally.falseAccepts) console.log(`  false accept: ${line}`)
  console.log(`genuine documents declined: ${pct(tally.declines.length, n)}`)
  for (const line of tally.declines) console.log(`  declined: ${line}`)
  for (const line of tally.misses) console.log(`  ${line}`)
  console.log(
    `seconds per document: wall p50 ${percentile(tally.wall, 50).toFixed(2)}, p95 ${percentile(tally.wall, 95).toFixed(2)}; CPU p50 ${percentile(tally.cpu, 50).toFixed(2)}, p95 ${percentile(tally.cpu, 95).toFixed(2)}`,
  )
  console.log(loadLine())
}

/**
 * KYC on a folder of real specimen identity documents (bench/kyc.ts FOLDER). The folder holds the
 * images and a `truth.json`: one entry per image, `{ file, mrz_lines, mrz_type }` (the zone as
 * printed) or `{ file, expect }` (a zone whose check digits all hold, text not given). Each image is
 * submitted as an extraction-only document verification through the reading path the upstream uses
 * (verifyKycRequest with the OCR readers), and the bench prints:
 * - zones read exactly (the lines of `mrz_lines`; for `expect` entries a zone whose every check digit holds);
 * - key fields right (document number, birth and expiry dates as the true zone gives them);
 * - false accepts: accepted while some value the reading returned differs from the true zone's, or
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
import type { KycRequestsTable } from '../server/upstream/kyc/tables'
import { ocrReaders, verifyKycRequest, type ProofReaders } from '../server/upstream/kyc/verify-request'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'
import { cpuSeconds } from './cpu-seconds'

interface TruthEntry {
  file: string
  mrz_lines?: string[]
  expect?: string
}

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

function extractionOnlyRow(now: number): KycRequestsTable {
  const document = {
    supported_types: ['passport', 'id_card', 'driving_license'],
    process_only_ocr: true,
    full_name: '',
    document_number: '',
    dob: '',
    issue_date: '',
    expiry_date: '',
    gender: '',
    age_min: null,
    age_max: null,
  }
  return {
    id: 'bench',
    service_id: 'bench',
    user_id: 'bench',
    company_id: '',
    request_types: '[]',
    status: 'pending',
    language_code: null,
    language_name: null,
    country_name: '',
    country_code: '',
    document_input: JSON.stringify(document),
    address_input: null,
    result: null,
    created_at: now,
    updated_at: now,
  }
}

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

export async function benchSpecimens(folder: string): Promise<void> {
  const entries = JSON.parse(await readFile(join(folder, 'truth.json'), 'utf8')) as TruthEntry[]
  const showMisses = process.env.SHOW_MISSES === '1'
  const now = Date.now()
  const today = new Date(now)
  const wall: number[] = []
  const cpu: number[] = []
  let exact = 0
  let keyRight = 0
  let keyKnown = 0
  const falseAccepts: string[] = []
  const declines: string[] = []
  const misses: string[] = []
  for (const entry of entries) {
    const bytes = await readFile(join(folder, entry.file))
    let reading: ExtractedDocument | undefined
    const recording: ProofReaders = {
      ...ocrReaders,
      identity: async (proofs, day) => (reading = await ocrReaders.identity(proofs, day)),
    }
    const started = performance.now()
    const cpuStart = cpuSeconds()
    const outcome = await verifyKycRequest(extractionOnlyRow(now), { document: [bytes], address: [] }, recording, now)
    cpu.push(cpuSeconds() - cpuStart)
    wall.push((performance.now() - started) / 1000)
    const mrz = reading?.mrz ?? null
    const accepted = outcome.declined_codes.length === 0
    const truth = entry.mrz_lines ? trueValues(entry.mrz_lines, today) : undefined
    const zoneExact = entry.mrz_lines
      ? mrz !== null && mrz.lines.join('\n') === entry.mrz_lines.join('\n')
      : mrz?.checkDigitsHold === true
    if (zoneExact) exact += 1
    if (truth) {
      keyKnown += 1
      if (
        reading &&
        reading.documentNumber === truth.documentNumber &&
        reading.dob === truth.dob &&
        reading.expiryDate === truth.expiryDate
      )
        keyRight += 1
    } else if (mrz?.checkDigitsHold) keyRight += 1
    const wrong = reading && truth ? wrongValues(reading, truth) : []
    if (accepted && (!mrz?.checkDigitsHold || wrong.length > 0))
      falseAccepts.push(
        `${entry.file}: ${mrz ? mrz.lines.join(' / ') : 'no zone'}${wrong.length ? `; ${wrong.join('; ')}` : ''}`,
      )
    if (!accepted) declines.push(`${entry.file}: ${outcome.declined_codes.join(',')}`)
    if (!zoneExact || showMisses)
      misses.push(
        `${entry.file}${zoneExact ? '' : ' (miss)'}: ${mrz ? mrz.lines.join(' / ') : 'no zone'}${mrz && !mrz.checkDigitsHold ? ` [fails ${mrz.failedChecks.join(',')}]` : ''}`,
      )
    console.error(
      `${entry.file}: ${(wall.at(-1) ?? 0).toFixed(2)} s, zone ${zoneExact ? 'exact' : 'missed'}, codes ${outcome.declined_codes.join(',') || 'none'}`,
    )
  }
  await terminateOcrPool()
  const n = entries.length
  const pct = (count: number, of: number) => `${count}/${of} (${((100 * count) / Math.max(1, of)).toFixed(1)} %)`
  console.log(`specimens: ${n} (${keyKnown} with the zone's text, ${n - keyKnown} with "check digits hold")`)
  console.log(`zones read exactly: ${pct(exact, n)}`)
  console.log(
    `key fields right (number, birth, expiry; "check digits hold" where no text is given): ${pct(keyRight, n)}`,
  )
  console.log(`false accepts: ${falseAccepts.length}`)
  for (const line of falseAccepts) console.log(`  false accept: ${line}`)
  console.log(`genuine documents declined: ${pct(declines.length, n)}`)
  for (const line of declines) console.log(`  declined: ${line}`)
  for (const line of misses) console.log(`  ${line}`)
  console.log(
    `seconds per document: wall p50 ${percentile(wall, 50).toFixed(2)}, p95 ${percentile(wall, 95).toFixed(2)}; CPU p50 ${percentile(cpu, 50).toFixed(2)}, p95 ${percentile(cpu, 95).toFixed(2)}`,
  )
  console.log(
    `load average at the end: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  )
}

/**
 * Certificate OCR: seconds per certificate (p50/p95) for each kind of upload — PNG at 200 DPI, JPEG
 * scan, PDF with a text layer, PDF scan without one — and how often the company name and the
 * registration number are both read right (compareCertificate verifies them against the truth).
 * The set is drawn by the sandbox renderer from generated registry companies of Latin-script
 * countries, with varied layouts, fonts (DejaVu Sans, Serif, Mono, condensed), local or English
 * wording, and for scans 150, 200 or 300 DPI, a small rotation (±4°), blur, speckle, faded
 * contrast and JPEG quality 35–85.
 * One document at a time, sharp limited to one thread. Two times per document: wall seconds, and
 * CPU seconds of the whole process (every thread: OCR worker, sharp, pdfjs) — the time the page
 * takes on one core, whatever else loads the machine. The pool is warmed up first (model load).
 * Prints numbers; asserts nothing.
 *   npx tsx bench/ocr.ts [documents=48]        SHOW_MISSES=1 prints each miss with its text
 */
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { certificateFonts, renderCertificate } from '../server/upstream/documents/certificate/certificate-document'
import { certificateLayouts } from '../server/upstream/documents/certificate/certificate-layouts'
import { compareCertificate, readCertificate } from '../server/upstream/ocr/certificate-reader'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'
import { generateCompanyCore } from '../server/upstream/registry/company-core'
import { jurisdictionByCode } from '../server/upstream/registry/served-countries'

const documents = Number(process.argv[2] ?? 48)
sharp.concurrency(1)

const countries = ['GB', 'DE', 'FR', 'NL', 'IE', 'ES', 'IT', 'BE', 'AT', 'CH', 'SE', 'DK', 'NO', 'FI', 'PL', 'CZ', 'PT', 'AU', 'NZ', 'SG', 'HK', 'IN', 'BR', 'MX', 'ZA', 'US_CA', 'US_NY', 'US_DE', 'US_TX', 'CA_ON']
const kinds = [
  { name: 'PNG 200 DPI', format: 'png', scan: false },
  { name: 'JPEG scan', format: 'jpeg', scan: true },
  { name: 'PDF with text layer', format: 'pdf', scan: false },
  { name: 'PDF scan (no text layer)', format: 'pdf', scan: true },
] as const

interface Outcome {
  kind: string
  seconds: number
  cpuSeconds: number
  nameRight: boolean
  numberRight: boolean
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN
}

const outcomes: Outcome[] = []
const warmUp = await renderCertificate({ countryCode: 'GB', name: 'Warm Up Ltd', registrationNumber: '00000001', format: 'png', scan: false, variant: 0, dpi: 150 })
await readCertificate(warmUp.bytes, { countryCode: 'GB' })
for (let i = 0; i < documents; i++) {
  const code = countries[i % countries.length] ?? 'GB'
  const jurisdiction = jurisdictionByCode(code)
  if (!jurisdiction) throw new Error(`unknown country ${code}`)
  const company = generateCompanyCore(7_000_001, 1000 + i, jurisdiction, 1000 + i)
  const kind = kinds[i % kinds.length] ?? kinds[0]
  const layout = certificateLayouts[Math.floor(i / kinds.length) % certificateLayouts.length]
  const font = certificateFonts[Math.floor(i / (kinds.length * certificateLayouts.length)) % certificateFonts.length]
  const document = await renderCertificate({
    countryCode: code,
    name: company.name,
    registrationNumber: company.registrationNumber,
    format: kind.format,
    scan: kind.scan,
    variant: i,
    english: i % 3 === 0,
    // Scans come at 150, 200 or 300 DPI; clean pages at 200.
    dpi: kind.scan ? ([150, 200, 300] as const)[Math.floor(i / kinds.length) % 3] : 200,
    layout,
    font,
  })
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  const reading = await readCertificate(document.bytes, { countryCode: code })
  const seconds = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpuStarted)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  const verdict = compareCertificate(reading, { company_name: company.name, registration_number: company.registrationNumber })
  const nameRight = !verdict.decline_reason.some((reason) => reason.includes('company name'))
  const numberRight = !verdict.decline_reason.some((reason) => reason.includes('registration number'))
  outcomes.push({ kind: kind.name, seconds, cpuSeconds, nameRight, numberRight })
  const mark = nameRight && numberRight ? 'ok  ' : 'MISS'
  console.log(`${mark} ${String(i).padStart(3)} ${code.padEnd(6)} ${kind.name.padEnd(25)} ${layout?.padEnd(9)} ${font?.padEnd(14)} ${seconds.toFixed(2)} s  cpu ${cpuSeconds.toFixed(2)} s  ${verdict.decline_reason.join('; ')}`)
  if (process.env.SHOW_MISSES && !(nameRight && numberRight)) console.log(reading.text.replace(/^/gm, '      | '))
}
await terminateOcrPool()

console.log('\nkind                        n   wall p50/p95 s   cpu p50/p95 s   both right')
for (const kind of [...kinds.map((k) => k.name), 'all']) {
  const of = outcomes.filter((o) => kind === 'all' || o.kind === kind)
  if (of.length === 0) continue
  const wall = of.map((o) => o.seconds)
  const cpu = of.map((o) => o.cpuSeconds)
  const both = of.filter((o) => o.nameRight && o.numberRight).length
  const pair = (values: number[]) => `${percentile(values, 0.5).toFixed(2)} / ${percentile(values, 0.95).toFixed(2)}`.padStart(13)
  console.log(`${kind.padEnd(26)} ${String(of.length).padStart(3)} ${pair(wall)}   ${pair(cpu)}   ${((100 * both) / of.length).toFixed(1)} %`)
}
const names = outcomes.filter((o) => o.nameRight).length
const numbers = outcomes.filter((o) => o.numberRight).length
console.log(`\nname right ${((100 * names) / outcomes.length).toFixed(1)} %, number right ${((100 * numbers) / outcomes.length).toFixed(1)} % of ${outcomes.length} documents`)

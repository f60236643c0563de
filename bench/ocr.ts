/**
 * Certificate OCR (ADR 0009, 0021): for each certificate, whether the company name and the
 * registration number are read right (compareCertificate against the truth), whether a mismatch is
 * caught (the same reading compared with another company's name, and with the number one digit
 * off: each must be declined for that field), whether a near mismatch is caught (a sibling's name, a
 * word put in; the number with two neighbouring digits swapped), and seconds per page, wall and CPU
 * (p50/p95).
 *
 *   npx tsx bench/ocr.ts [documents=48]     certificates drawn by the sandbox renderer: 6 layouts ×
 *       5 DejaVu faces, local or English wording, 30 Latin-script countries and states; PNG 200 DPI,
 *       JPEG scan, PDF with a text layer, PDF scan; looks in turn (none, stamp, signature,
 *       low_contrast, skew, all of them)
 *   npx tsx bench/ocr.ts --other [documents=40]   certificates drawn by another renderer: HTML pages
 *       of bench/certificate-html.ts (5 layouts, own wordings in 6 languages, Liberation and DejaVu
 *       faces, stamps and signatures across labels) rendered by headless Chromium to PNG or PDF, and
 *       delivered as they are or as grey low-contrast, skewed or blurred JPEG scans
 *   npx tsx bench/ocr.ts --heldout [documents=40]   the held-out family (bench/certificate-heldout.ts:
 *       other layouts, URW faces, labels of 13 languages, long names that wrap, seals, stamps and
 *       signatures in other places, the same deliveries), never used to tune the reader
 *   npx tsx bench/ocr.ts --fresh [documents=40]   a fresh family (bench/certificate-fresh.ts): SVG pages
 *       drawn by librsvg and cairo, landscape diplomas, bordered registry tables, two-column typed forms,
 *       letterheads, guilloches and watermarks, Carlito, Caladea, EB Garamond and Nimbus Mono faces, names
 *       in capitals, marks across the name's end or start, the number's start, the gap between them;
 *       PNG, grey JPEG scans, phone photos, 100–150 DPI, PDF with a text layer and image-only PDF scans
 *   npx tsx bench/ocr.ts --unseen [documents=40]   the unseen family (bench/certificate-unseen.ts):
 *       PostScript pages drawn by Ghostscript in Charis SIL, Open Sans, Go and Go Mono; register
 *       extracts with numbered columns and split numbers, corner-box certificates, bilingual pages,
 *       typed letters, landscape small print; names with diacritics, ampersands, hyphens, numbers;
 *       PDF with a text layer, PDF scans, phone photos with a shadow, folded scans, faxes, grey and
 *       low-quality JPEG, PNG. UNSEEN_SEED=N draws another set (other companies, styles, arrivals).
 *   npx tsx bench/ocr.ts FOLDER             the images and PDFs of FOLDER with its truth.json:
 *       { "file.pdf": { "name": "…", "number": "…", "country_code": "GB" }, … }
 *
 * One document at a time (libvips on one thread, as the reader sets it: ADR 0117); the OCR pool and
 * the PDF reader are warmed up first (on an image and on a PDF with a text layer). CPU seconds are
 * the whole process's (every thread: V8's garbage collector and compiler helpers and libvips's
 * workers besides the main thread) and its native Tesseract children's, printed at the end by who
 * spent them; run it under `taskset -c 0` for what a page costs on one core. SHOW_MISSES=1 prints
 * the text of each miss; BENCH_ONLY=3,17 reads only the certificates at those places; BENCH_ARRIVALS=pdf-text,pdf only those
 * that arrive so (a family's delivery names); BENCH_SAVE=FOLDER keeps each one as
 * delivered. BENCH_NAME_DUMP=FOLDER keeps each one's readings as JSON (bench/ocr-name-dump.ts; it reads
 * each image page by PaddleOCR once more) for bench/ocr-name-sources.ts. BENCH_CER=1 adds character error rates of each preparation (bench/ocr-cer.ts; BENCH_CER=only:
 * those alone). Prints numbers; asserts nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { certificateDocumentLooks, type CertificateDocumentLook } from '../contract/sandbox/certificate-documents'
import { certificateFonts, renderCertificate } from '../server/upstream/documents/certificate/certificate-document'
import { certificateLayouts } from '../server/upstream/documents/certificate/certificate-layouts'
import { compareCertificate, readCertificate } from '../server/upstream/ocr/certificate-reader'
import { documentPages } from '../server/upstream/ocr/document-pages'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'
import { generateCompanyCore } from '../server/upstream/registry/company-core'
import { jurisdictionByCode } from '../server/upstream/registry/served-countries'
import {
  htmlDeliveries,
  htmlFonts,
  htmlLayouts,
  renderHtmlCertificate,
  type HtmlCertificateStyle,
} from './certificate-html'
import {
  heldoutFonts,
  heldoutLanguageOf,
  heldoutLayouts,
  renderHeldoutCertificate,
  type HeldoutStyle,
  type MarkPlace,
} from './certificate-heldout'
import {
  freshDeliveries,
  freshFonts,
  freshLanguageOf,
  freshLayouts,
  freshSpots,
  renderFreshCertificate,
  type FreshStyle,
} from './certificate-fresh'
import {
  partnerOf,
  renderUnseenCertificate,
  unseenDeliveries,
  unseenFaces,
  unseenLanguageOf,
  unseenLayouts,
  unseenNameStems,
  unseenSpots,
  type UnseenStyle,
} from './certificate-unseen'
import { paddleSettingsOf } from '../server/upstream/ocr/paddle-settings'
import { CharacterErrorTally, preparedReadings } from './ocr-cer'
import { dumpNameSources } from './ocr-name-dump'
import { cpuSeconds, cpuSplit } from './cpu-seconds'

interface Certificate {
  /** Its place in its family (BENCH_ONLY picks places). */
  index: number
  label: string
  /** Row group of the summary (kind of upload or look). */
  group: string
  bytes: Buffer
  countryCode: string
  name: string
  number: string
  /** The lines of text drawn on the page (BENCH_CER), where the family's renderer can tell them. */
  drawnLines?: () => Promise<string[]>
}

const countries = [
  'GB',
  'DE',
  'FR',
  'NL',
  'IE',
  'ES',
  'IT',
  'BE',
  'AT',
  'CH',
  'SE',
  'DK',
  'NO',
  'FI',
  'PL',
  'CZ',
  'PT',
  'AU',
  'NZ',
  'SG',
  'HK',
  'IN',
  'BR',
  'MX',
  'ZA',
  'US_CA',
  'US_NY',
  'US_DE',
  'US_TX',
  'CA_ON',
]
const languageOf: Record<string, HtmlCertificateStyle['language']> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  FR: 'fr',
  BE: 'fr',
  NL: 'nl',
  ES: 'es',
  MX: 'es',
  IT: 'it',
}

/** What a certificate prints of a company: its name as given, its number, the registry, the date. */
function factsOf(
  code: string,
  name: string,
  jurisdiction: ReturnType<typeof companyOf>['jurisdiction'],
  company: ReturnType<typeof companyOf>['company'],
) {
  return {
    countryCode: code,
    name,
    registrationNumber: company.registrationNumber,
    registry: jurisdiction.spec.registries[0] ?? `${jurisdiction.displayName} Registry`,
    date: company.registrationDate,
  }
}

function companyOf(i: number, seed = 7_000_001, serial = 1000 + i, code = countries[i % countries.length] ?? 'GB') {
  const jurisdiction = jurisdictionByCode(code)
  if (!jurisdiction) throw new Error(`unknown country ${code}`)
  return { code, jurisdiction, company: generateCompanyCore(seed, serial, jurisdiction, serial) }
}

const kinds = [
  { name: 'PNG 200 DPI', format: 'png', scan: false },
  { name: 'JPEG scan', format: 'jpeg', scan: true },
  { name: 'PDF with text layer', format: 'pdf', scan: false },
  { name: 'PDF scan (no text layer)', format: 'pdf', scan: true },
] as const
const lookSets: ReadonlyArray<readonly CertificateDocumentLook[]> = [
  [],
  ['stamp'],
  ['signature'],
  ['low_contrast'],
  ['skew'],
  certificateDocumentLooks,
]

async function* sandboxSet(documents: number): AsyncGenerator<Certificate> {
  for (let i = 0; i < documents; i++) {
    if (!picked(i)) continue
    const { code, company } = companyOf(i)
    const kind = kinds[i % kinds.length] ?? kinds[0]
    const layout = certificateLayouts[Math.floor(i / kinds.length) % certificateLayouts.length]
    const font = certificateFonts[Math.floor(i / (kinds.length * certificateLayouts.length)) % certificateFonts.length]
    const looks = lookSets[i % lookSets.length] ?? []
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
      looks,
    })
    const look = looks.length === certificateDocumentLooks.length ? 'all looks' : looks.join('+') || 'no look'
    yield {
      index: i,
      label: `${code.padEnd(6)} ${kind.name.padEnd(25)} ${layout?.padEnd(9)} ${font?.padEnd(14)} ${look}`,
      group: `${kind.name}, ${look}`.includes('all looks') ? 'all looks' : kind.name,
      bytes: document.bytes,
      countryCode: code,
      name: company.name,
      number: company.registrationNumber,
    }
  }
}

async function* otherRendererSet(documents: number): AsyncGenerator<Certificate> {
  for (let i = 0; i < documents; i++) {
    if (!picked(i)) continue
    const { code, jurisdiction, company } = companyOf(i)
    const style: HtmlCertificateStyle = {
      layout: i % htmlLayouts,
      font: htmlFonts[Math.floor(i / htmlLayouts) % htmlFonts.length] ?? 'Liberation Serif',
      language: i % 3 === 0 ? 'en' : (languageOf[code] ?? 'en'),
      stamp: i % 2 === 0,
      signature: i % 3 !== 2,
      delivery: htmlDeliveries[Math.floor(i / 2) % htmlDeliveries.length] ?? 'png',
      scale: [1.5, 2, 2.5][i % 3] ?? 2,
    }
    const facts = {
      countryCode: code,
      name: company.name,
      registrationNumber: company.registrationNumber,
      registry: jurisdiction.spec.registries[0] ?? `${jurisdiction.displayName} Registry`,
      date: company.registrationDate,
    }
    if (!arrives(style.delivery)) continue
    const { bytes } = await renderHtmlCertificate(facts, style, i, benchFolder)
    const marks =
      [style.stamp ? 'stamp' : '', style.signature ? 'signature' : ''].filter(Boolean).join('+') || 'no marks'
    yield {
      index: i,
      label: `${code.padEnd(6)} layout ${style.layout} ${style.font.padEnd(22)} ${style.language} ${style.delivery.padEnd(11)} ×${style.scale} ${marks}`,
      group: style.delivery,
      bytes,
      countryCode: code,
      name: company.name,
      number: company.registrationNumber,
    }
  }
}

const markPlaces: readonly MarkPlace[] = ['name-label', 'name-value', 'number-value', 'foot']

/** The held-out family: its own companies (another dataset seed), countries in another order, every fourth name long. */
async function* heldoutSet(documents: number): AsyncGenerator<Certificate> {
  for (let i = 0; i < documents; i++) {
    if (!picked(i)) continue
    const code = countries[(i * 7) % countries.length] ?? 'GB'
    const { jurisdiction, company } = companyOf(i, 9_000_017, 3000 + i, code)
    let name = company.name
    if (i % 4 === 1) {
      // A long name that wraps: this company's words, another's, then this one's legal form.
      const other = companyOf(i, 9_000_017, 5000 + i, code).company
      const form = company.legalForm.abbr
      const stem = (text: string, end: string) => (text.endsWith(end) ? text.slice(0, -end.length).trim() : text)
      name = `${stem(company.name, form)} ${stem(other.name, other.legalForm.abbr)} ${form}`
    }
    const style: HeldoutStyle = {
      layout: i % heldoutLayouts,
      font: heldoutFonts[Math.floor(i / heldoutLayouts) % heldoutFonts.length] ?? 'Nimbus Roman',
      language: i % 4 === 0 ? 'en' : (heldoutLanguageOf[code] ?? 'en'),
      stamp:
        i % 3 === 1
          ? null
          : {
              place: markPlaces[Math.floor(i / 3) % markPlaces.length] ?? 'foot',
              round: i % 2 === 0,
              colour: ['rgb(170,30,40)', 'rgb(30,60,160)', 'rgb(110,40,140)'][i % 3] ?? 'red',
            },
      signature:
        i % 4 === 3
          ? null
          : {
              place: markPlaces[(Math.floor(i / 2) + 1) % markPlaces.length] ?? 'foot',
              colour: ['#1d2d8a', '#222222', '#0b4f8a'][i % 3] ?? '#222222',
            },
      delivery: htmlDeliveries[(i + Math.floor(i / heldoutLayouts)) % htmlDeliveries.length] ?? 'png',
      scale: [2, 1.5, 2.5][Math.floor(i / 2) % 3] ?? 2,
    }
    if (!arrives(style.delivery)) continue
    const facts = factsOf(code, name, jurisdiction, company)
    const { bytes } = await renderHeldoutCertificate(facts, style, i, benchFolder)
    const marks =
      [
        style.stamp ? `${style.stamp.round ? 'seal' : 'stamp'}@${style.stamp.place}` : '',
        style.signature ? `signature@${style.signature.place}` : '',
      ]
        .filter(Boolean)
        .join('+') || 'no marks'
    yield {
      index: i,
      label: `${code.padEnd(6)} layout ${style.layout} ${style.font.padEnd(18)} ${style.language} ${style.delivery.padEnd(11)} ×${style.scale} ${marks}`,
      group: style.delivery,
      bytes,
      countryCode: code,
      name,
      number: company.registrationNumber,
    }
  }
}

/** The fresh family: its own companies (a third dataset seed), countries in a third order, every fifth name long. */
async function* freshSet(documents: number): AsyncGenerator<Certificate> {
  for (let i = 0; i < documents; i++) {
    if (!picked(i)) continue
    const code = countries[(i * 11 + 3) % countries.length] ?? 'GB'
    const { jurisdiction, company } = companyOf(i, 11_000_003, 7000 + i, code)
    let name = company.name
    if (i % 5 === 2) {
      // A long name: this company's words, another's, then this one's legal form.
      const other = companyOf(i, 11_000_003, 9000 + i, code).company
      const stem = (text: string, end: string) => (text.endsWith(end) ? text.slice(0, -end.length).trim() : text)
      name = `${stem(company.name, company.legalForm.abbr)} ${stem(other.name, other.legalForm.abbr)} ${company.legalForm.abbr}`
    }
    const ink = ['rgb(160,20,40)', 'rgb(20,70,170)', 'rgb(90,30,130)', 'rgb(20,110,60)']
    const style: FreshStyle = {
      layout: i % freshLayouts,
      font: freshFonts[Math.floor(i / 3) % freshFonts.length] ?? 'Carlito',
      language: i % 5 === 4 ? 'en' : (freshLanguageOf[code] ?? 'en'),
      capitals: i % 3 === 0,
      stamp:
        i % 4 === 3
          ? null
          : {
              spot: freshSpots[(i * 2 + 1) % freshSpots.length] ?? 'between',
              shape: (['oval', 'round', 'box'] as const)[i % 3] ?? 'oval',
              colour: ink[i % ink.length] ?? 'red',
            },
      signature:
        i % 5 === 1
          ? null
          : {
              spot: freshSpots[(i * 3) % freshSpots.length] ?? 'name-end',
              written: i % 2 === 1,
              colour: ['#1b2a7a', '#202020', '#0a3f7f'][i % 3] ?? '#202020',
            },
      delivery: freshDeliveries[i % freshDeliveries.length] ?? 'png',
    }
    if (!arrives(style.delivery)) continue
    const facts = factsOf(code, name, jurisdiction, company)
    const { bytes } = await renderFreshCertificate(facts, style, i, benchFolder)
    const marks =
      [
        style.stamp ? `${style.stamp.shape}@${style.stamp.spot}` : '',
        style.signature ? `${style.signature.written ? 'written' : 'pen'}@${style.signature.spot}` : '',
      ]
        .filter(Boolean)
        .join('+') || 'no marks'
    yield {
      index: i,
      label: `${code.padEnd(6)} layout ${style.layout} ${style.font.padEnd(14)} ${style.language}${style.capitals ? ' CAPS' : '     '} ${style.delivery.padEnd(9)} ${marks}`,
      group: style.delivery,
      bytes,
      countryCode: code,
      name,
      number: company.registrationNumber,
    }
  }
}

/**
 * The unseen family: its own companies (a fourth dataset seed) with names as each country's companies
 * are called (diacritics, ampersands, hyphens, numbers) and the generated company's legal form,
 * countries in a fourth order.
 */
async function* unseenSet(documents: number, seed: number): AsyncGenerator<Certificate> {
  const order = Object.keys(unseenNameStems)
  for (let i = 0; i < documents; i++) {
    if (!picked(i)) continue
    const code = order[(i * 13 + seed) % order.length] ?? 'GB'
    const { jurisdiction, company } = companyOf(i, 13_000_019 + seed, 11_000 + i, code)
    const stems = unseenNameStems[code] ?? ['Acme']
    const stem = stems[(i + seed) % stems.length] ?? 'Acme'
    const form = company.legalForm
    const name = form.prefix ? `${form.abbr} ${stem}` : `${stem} ${form.abbr}`
    const language = i % 6 === 5 ? 'en' : (unseenLanguageOf[code] ?? 'en')
    const style: UnseenStyle = {
      layout: (i + seed) % unseenLayouts,
      face: unseenFaces[Math.floor((i + seed) / 2) % unseenFaces.length] ?? 'Charis SIL',
      language,
      partner: partnerOf(code, language),
      stamp:
        i % 3 === 2
          ? null
          : {
              spot: unseenSpots[(i + seed) % unseenSpots.length] ?? 'foot',
              round: i % 2 === 0,
              colour: (
                [
                  [170, 30, 50],
                  [30, 60, 160],
                  [100, 40, 140],
                ] as const
              )[i % 3] ?? [170, 30, 50],
            },
      signature:
        i % 4 === 1
          ? null
          : {
              spot: unseenSpots[(i * 2 + seed + 1) % unseenSpots.length] ?? 'foot',
              colour: (
                [
                  [20, 40, 130],
                  [25, 25, 25],
                  [10, 70, 120],
                ] as const
              )[i % 3] ?? [25, 25, 25],
            },
      delivery: unseenDeliveries[(i + seed * 3) % unseenDeliveries.length] ?? 'png',
    }
    if (!arrives(style.delivery)) continue
    const facts = factsOf(code, name, jurisdiction, company)
    const { bytes } = await renderUnseenCertificate(facts, style, i, benchFolder)
    const marks =
      [
        style.stamp ? `${style.stamp.round ? 'seal' : 'stamp'}@${style.stamp.spot}` : '',
        style.signature ? `signature@${style.signature.spot}` : '',
      ]
        .filter(Boolean)
        .join('+') || 'no marks'
    const bilingual = style.layout === 2 ? `+${style.partner}` : '   '
    yield {
      label: `${code.padEnd(6)} layout ${style.layout} ${style.face.padEnd(10)} ${style.language}${bilingual} ${style.delivery.padEnd(8)} ${marks}`,
      index: i,
      group: style.delivery,
      bytes,
      countryCode: code,
      name,
      number: company.registrationNumber,
      // The same page as a PDF with a text layer, without its marks: its lines as drawn.
      drawnLines: async () => {
        const reference = { ...style, delivery: 'pdf-text' as const, stamp: null, signature: null }
        const drawn = await renderUnseenCertificate(facts, reference, i, join(benchFolder, 'drawn'))
        return (await documentPages(drawn.bytes)).flatMap((page) =>
          page.kind === 'text' ? page.lines.map((line) => line.text) : [],
        )
      },
    }
  }
}

async function* folderSet(folder: string): AsyncGenerator<Certificate> {
  const truthFile = join(folder, 'truth.json')
  if (!existsSync(truthFile))
    throw new Error(`${truthFile} is missing: { "file.pdf": { "name": "…", "number": "…", "country_code": "GB" } }`)
  const truth = JSON.parse(readFileSync(truthFile, 'utf8')) as Record<
    string,
    { name?: unknown; number?: unknown; country_code?: unknown }
  >
  for (const [index, [file, entry]] of Object.entries(truth).entries()) {
    if (!picked(index)) continue
    if (typeof entry.name !== 'string' || typeof entry.number !== 'string')
      throw new Error(`truth.json: ${file} needs a name and a number (text)`)
    const countryCode = typeof entry.country_code === 'string' ? entry.country_code : 'GB'
    if (!jurisdictionByCode(countryCode))
      throw new Error(`truth.json: ${file}: country_code ${countryCode} is not a served country or state`)
    yield {
      index,
      label: file,
      group: file.split('.').pop()?.toLowerCase() ?? 'file',
      bytes: readFileSync(join(folder, file)),
      countryCode,
      name: entry.name,
      number: entry.number,
    }
  }
}

/**
 * The run's own folder for rendered certificates (a unique name: runs at the same time never share
 * one), removed when the run ends.
 */
const benchFolder = mkdtempSync(join(tmpdir(), 'kybdesk-bench-ocr-'))
process.on('exit', () => rmSync(benchFolder, { recursive: true, force: true }))

/** BENCH_ONLY=3,17: only the certificates at these places of the family are read (to look at a few again). */
const only = process.env.BENCH_ONLY?.split(',').map(Number)
const picked = (index: number) => only === undefined || only.includes(index)
/**
 * BENCH_ARRIVALS=pdf-text,pdf: only the certificates that arrive so are drawn and read (the family's
 * delivery names; `pdf-text` and `pdf` are PDFs with a text layer, where OCR is out of the way).
 */
const arrivals = process.env.BENCH_ARRIVALS?.split(',')
const arrives = (delivery: string) => arrivals === undefined || arrivals.includes(delivery)

interface Outcome {
  group: string
  pages: number
  seconds: number
  cpuSeconds: number
  nameRight: boolean
  numberRight: boolean
  nameMismatchCaught: boolean
  numberMismatchCaught: boolean
  /** Near mismatches: a sibling company's name (a word more), the number with two digits swapped. */
  siblingNameCaught: boolean
  swappedNumberCaught: boolean
}

/** A sibling company's name: a word put in after the first ("Müller Holding & Söhne GmbH"). */
function siblingName(name: string): string {
  const [first, ...rest] = name.split(' ')
  // A name that already holds "Holding" gets another word (a repeated "Holding" is no other company).
  const word = /\bholding\b/i.test(name) ? 'Trading' : 'Holding'
  return [first, word, ...rest].join(' ')
}

/** The number with its last two neighbouring unequal digits swapped (a typing slip); null if there are none. */
function swappedDigits(number: string): string | null {
  for (let at = number.length - 2; at >= 0; at--) {
    const [a, b] = [number[at] ?? '', number[at + 1] ?? '']
    if (/[0-9]/.test(a) && /[0-9]/.test(b) && a !== b) return `${number.slice(0, at)}${b}${a}${number.slice(at + 2)}`
  }
  return null
}

/** The number with its last digit changed (to one no OCR confusion folds it into). */
function oneDigitOff(number: string): string {
  const at = number.search(/[0-9](?=[^0-9]*$)/)
  if (at < 0) return `${number}7`
  return `${number.slice(0, at)}${(Number(number[at]) + 3) % 10}${number.slice(at + 1)}`
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN
}

const argument = process.argv[2]
const set =
  argument === '--other'
    ? otherRendererSet(Number(process.argv[3] ?? 40))
    : argument === '--heldout'
      ? heldoutSet(Number(process.argv[3] ?? 40))
      : argument === '--fresh'
        ? freshSet(Number(process.argv[3] ?? 40))
        : argument === '--unseen'
          ? unseenSet(Number(process.argv[3] ?? 40), Number(process.env.UNSEEN_SEED ?? 0))
          : argument && !/^\d+$/.test(argument)
            ? folderSet(argument)
            : sandboxSet(Number(argument ?? 48))

// Warmed up on an image and on a PDF with a text layer: the first PDF of a process loads pdfjs and
// its worker (about 1.3 s of CPU once, ADR 0089), which is no page's work.
for (const format of ['png', 'pdf'] as const) {
  const warmUp = await renderCertificate({
    countryCode: 'GB',
    name: 'Warm Up Ltd',
    registrationNumber: '00000001',
    format,
    scan: false,
    variant: 0,
    dpi: 150,
  })
  await readCertificate(warmUp.bytes, { countryCode: 'GB' })
}
/**
 * BENCH_CER=1: each image page is also prepared and read as the reader's first two readings are, and
 * the character error rate of the name, the number and (unseen family) the page's drawn lines is
 * printed per delivery and preparation (bench/ocr-cer.ts); BENCH_CER=only reads nothing else;
 * BENCH_CER_FIRST=1 makes the first preparation's reading alone (half the OCR). BENCH_PADDLE=… adds
 * PaddleOCR's readings (ADR 0103) of the first preparation's page and of the page as delivered, with
 * the engine's settings (`BENCH_PADDLE=1`: its defaults; `detectionLongSide=1280,colour=1`: others;
 * `1;unclipRatio=2;cutPadding=0.1`: each of them);
 * BENCH_PADDLE_PAGES=prepared (or source) reads only that page, BENCH_CER_TESSERACT=0 no Tesseract;
 * BENCH_CER_SHOW=1 prints each reading's text.
 */
const cerMode = process.env.BENCH_CER
const errorTally = new CharacterErrorTally()
const outcomes: Outcome[] = []
// Where the read pages' CPU went (ADR 0117): the main thread, the process's other threads, native Tesseract.
const cpuByThread = { main: 0, threads: 0, tesseract: 0 }
const otherNames: string[] = ['Zephyr Quarry Holdings Ltd']
for await (const certificate of set) {
  // BENCH_SAVE=FOLDER keeps each certificate as it was delivered (to prepare it again by hand).
  if (process.env.BENCH_SAVE)
    writeFileSync(join(process.env.BENCH_SAVE, `certificate-${certificate.index}`), certificate.bytes)
  if (cerMode) {
    const readings = await preparedReadings(
      certificate.bytes,
      certificate.countryCode,
      process.env.BENCH_CER_TESSERACT === '0' ? 'none' : process.env.BENCH_CER_FIRST === '1' ? 'first' : 'both',
      process.env.BENCH_PADDLE === undefined
        ? undefined
        : {
            // `;` between settings to compare: each is read and named by what it changes.
            settings: process.env.BENCH_PADDLE.split(';').map((text) => ({
              name: text.includes('=') ? ` ${text}` : '',
              settings: paddleSettingsOf(text),
            })),
            pages:
              process.env.BENCH_PADDLE_PAGES === 'prepared' || process.env.BENCH_PADDLE_PAGES === 'source'
                ? [process.env.BENCH_PADDLE_PAGES]
                : ['prepared', 'source'],
          },
    )
    // The drawn lines only for a page that was read by OCR (a text layer has no CER).
    const drawn = { ...certificate, lines: readings.length > 0 ? await certificate.drawnLines?.() : [] }
    const rates = readings.map((reading) => errorTally.add(certificate.group, reading, drawn))
    console.log(`cer  ${String(certificate.index).padStart(3)} ${certificate.label}  ${rates.join(' | ')}`)
    // BENCH_CER_SHOW=1 prints each reading's text under its rates.
    if (process.env.BENCH_CER_SHOW === '1')
      for (const { preparation, text } of readings) console.log(`  ${preparation}\n${text.replace(/^/gm, '      | ')}`)
    if (cerMode === 'only') continue
  }
  const started = performance.now()
  const cpuStarted = cpuSeconds()
  const splitStarted = cpuSplit()
  const reading = await readCertificate(certificate.bytes, { countryCode: certificate.countryCode })
  const seconds = (performance.now() - started) / 1000
  const cpu = cpuSeconds() - cpuStarted
  const splitEnded = cpuSplit()
  for (const part of ['main', 'threads', 'tesseract'] as const)
    cpuByThread[part] += splitEnded[part] - splitStarted[part]
  const pages = reading.pages.length
  const verdict = compareCertificate(reading, {
    company_name: certificate.name,
    registration_number: certificate.number,
  })
  const nameRight = !verdict.decline_reason.some((reason) => reason.includes('company name'))
  const numberRight = !verdict.decline_reason.some((reason) => reason.includes('registration number'))
  // Mismatches: the previous certificate's company name, and this number one digit off.
  const otherName = otherNames.at(-1) ?? 'Zephyr Quarry Holdings Ltd'
  otherNames.push(certificate.name)
  const wrongName = compareCertificate(reading, { company_name: otherName, registration_number: certificate.number })
  const wrongNumber = compareCertificate(reading, {
    company_name: certificate.name,
    registration_number: oneDigitOff(certificate.number),
  })
  const declinedFor = (expected: { company_name: string; registration_number: string }, field: string) => {
    const comparison = compareCertificate(reading, expected)
    return !comparison.verified && comparison.decline_reason.some((reason) => reason.includes(field))
  }
  const swapped = swappedDigits(certificate.number)
  const outcome: Outcome = {
    group: certificate.group,
    pages,
    seconds,
    cpuSeconds: cpu,
    nameRight,
    numberRight,
    nameMismatchCaught:
      !wrongName.verified && wrongName.decline_reason.some((reason) => reason.includes('company name')),
    numberMismatchCaught:
      !wrongNumber.verified && wrongNumber.decline_reason.some((reason) => reason.includes('registration number')),
    siblingNameCaught: declinedFor(
      { company_name: siblingName(certificate.name), registration_number: certificate.number },
      'company name',
    ),
    swappedNumberCaught:
      swapped === null ||
      declinedFor({ company_name: certificate.name, registration_number: swapped }, 'registration number'),
  }
  outcomes.push(outcome)
  const mark = nameRight && numberRight ? 'ok  ' : 'MISS'
  const uncaught =
    (outcome.nameMismatchCaught && outcome.numberMismatchCaught ? '' : ' MISMATCH NOT CAUGHT') +
    (outcome.siblingNameCaught && outcome.swappedNumberCaught ? '' : ' NEAR MISMATCH NOT CAUGHT')
  console.log(
    `${mark} ${String(certificate.index).padStart(3)} ${certificate.label}  ${seconds.toFixed(2)} s  cpu ${outcome.cpuSeconds.toFixed(2)} s  ${verdict.decline_reason.join('; ')}${uncaught}`,
  )
  if (process.env.SHOW_MISSES && !(nameRight && numberRight)) console.log(reading.text.replace(/^/gm, '      | '))
  // BENCH_NAME_DUMP=FOLDER keeps each certificate's readings for bench/ocr-name-sources.ts.
  if (process.env.BENCH_NAME_DUMP) await dumpNameSources(process.env.BENCH_NAME_DUMP, certificate, reading)
}
await terminateOcrPool()
errorTally.print()

const share = (count: number, of: number) => `${((100 * count) / Math.max(1, of)).toFixed(1)} %`
console.log('\ngroup                        n   wall p50/p95 s/page   cpu p50/p95 s/page   name    number  both right')
for (const group of [...new Set(outcomes.map((o) => o.group)), 'all']) {
  const of = outcomes.filter((o) => group === 'all' || o.group === group)
  const wall = of.map((o) => o.seconds / Math.max(1, o.pages))
  const cpu = of.map((o) => o.cpuSeconds / Math.max(1, o.pages))
  const pair = (values: number[]) =>
    `${percentile(values, 0.5).toFixed(2)} / ${percentile(values, 0.95).toFixed(2)}`.padStart(13)
  const count = (test: (o: Outcome) => boolean) => share(of.filter(test).length, of.length).padStart(7)
  console.log(
    `${group.padEnd(26)} ${String(of.length).padStart(3)} ${pair(wall)}        ${pair(cpu)}        ${count((o) => o.nameRight)} ${count((o) => o.numberRight)} ${count((o) => o.nameRight && o.numberRight)}`,
  )
}
const caught =
  outcomes.filter((o) => o.nameMismatchCaught).length + outcomes.filter((o) => o.numberMismatchCaught).length
console.log(
  `\nmismatches caught: ${caught}/${outcomes.length * 2} (a name of another company, and the number one digit off, per certificate)`,
)
const nearCaught =
  outcomes.filter((o) => o.siblingNameCaught).length + outcomes.filter((o) => o.swappedNumberCaught).length
console.log(
  `near mismatches caught: ${nearCaught}/${outcomes.length * 2} (the name with a word put in, the number with two neighbouring digits swapped)`,
)
const cpuTotal = Math.max(0.01, cpuByThread.main + cpuByThread.threads + cpuByThread.tesseract)
console.log(
  `cpu by thread: main ${cpuByThread.main.toFixed(1)} s (${share(cpuByThread.main, cpuTotal)}), the process's other threads ${cpuByThread.threads.toFixed(1)} s (${share(cpuByThread.threads, cpuTotal)}: V8's garbage collector and compiler, libvips), native Tesseract ${cpuByThread.tesseract.toFixed(1)} s (${share(cpuByThread.tesseract, cpuTotal)})`,
)
console.log(
  `load average at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
)

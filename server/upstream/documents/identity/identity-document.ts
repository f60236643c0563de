import { createCanvas } from '@napi-rs/canvas'
import { countries } from '@contract/countries'
import type { IdentityDocumentLook } from '@contract/sandbox/identity-documents'
import { hash32, Rng } from '../../registry/random'
import { breakCheckDigit, generateMrz } from './generate-mrz'
import type { MrzFormat } from '../../kyc/mrz/mrz-format'
import type { DocumentPage } from '../render/document-page'
import { drawText } from '../render/document-page'
import { deliverPage, type DeliveredFormat } from '../render/deliver-page'
import { contentTypeOf } from '../render/encode'
import { font, registerDocumentFonts } from '../render/fonts'
import { DOCUMENT_SHARE_OF_PHOTO, type PhotoEffects } from '../render/photo-effects'
import type { ScanEffects } from '../render/scan-effects'
import { drawPortrait } from './portrait'
import { drawSecurityBackground } from './security-background'

/**
 * Specimen identity documents for the sandbox: a passport data page (ICAO TD3), an identity card
 * (TD1), a driving licence (no MRZ) or a visa label (MRV-A), with labelled fields in the visual zone and a machine-readable
 * zone whose check digits hold (or, on request, a broken one).
 */

export type IdentityDocumentType = 'passport' | 'id_card' | 'driving_license' | 'visa'

export interface IdentityOrder {
  type: IdentityDocumentType
  firstName: string
  lastName: string
  documentNumber: string
  /** YYYY-MM-DD. */
  dateOfBirth: string
  expiryDate: string
  issueDate: string
  gender: 'M' | 'F' | 'X'
  /** Alpha-2 of the issuing (served) country. */
  countryCode: string
  /** Alpha-3 (or alpha-2 of a served country) of the holder's nationality; default the issuing country. */
  nationality?: string | undefined
  mrz: 'valid' | 'invalid'
  format: DeliveredFormat
  /** Label wording, date style and colours (deterministic). */
  variant: number
  scan: boolean
  /** Exact scan effects (the benchmark varies them); default drawn from the variant. */
  effects?: ScanEffects | undefined
  /** Typeface of the zone (default `ocr-b`, as real documents print it; see MrzTypeface). */
  mrzTypeface?: MrzTypeface | undefined
  /** What makes the document look as real ones arrive (none: a flat drawn page, as before). */
  looks?: readonly IdentityDocumentLook[] | undefined
  /** Width of the delivered image in pixels (default: the page at 600 DPI, or a 1600 px photo). */
  widthPx?: number | undefined
}

/**
 * Typefaces the zone can be drawn in: real documents print OCR-B; the DejaVu variants (`mixed`:
 * monospaced letters, sans digits; `mono`, `mono-bold`, `sans`) stand for zones printed or
 * reproduced in other faces, and draw O and 0 alike, which OCR-B keeps apart. The sandbox draws
 * OCR-B since the reader reads its zones reliably (bench/kyc.ts measures every face; ADR 0019).
 */
export type MrzTypeface = 'ocr-b' | 'mixed' | 'mono' | 'mono-bold' | 'sans'

export interface RenderedDocument {
  bytes: Buffer
  contentType: string
  filename: string
}

const SIZES: Record<IdentityDocumentType, { widthMm: number; heightMm: number; title: string; mrz: MrzFormat | null }> =
  {
    passport: { widthMm: 125, heightMm: 88, title: 'PASSPORT', mrz: 'TD3' },
    id_card: { widthMm: 85.6, heightMm: 64, title: 'IDENTITY CARD', mrz: 'TD1' },
    driving_license: { widthMm: 85.6, heightMm: 54, title: 'DRIVING LICENCE', mrz: null },
    visa: { widthMm: 120, heightMm: 80, title: 'VISA', mrz: 'MRVA' },
  }

/** The document code each zone format the sandbox draws carries. */
const DOCUMENT_CODE: Partial<Record<MrzFormat, string>> = { TD3: 'P', TD1: 'ID', MRVA: 'V' }

const DPI = 600

type LabelKey = 'surname' | 'given' | 'nationality' | 'dob' | 'sex' | 'issue' | 'expiry' | 'number'
const LABEL_STYLES: ReadonlyArray<Record<LabelKey, string>> = [
  {
    surname: 'Surname',
    given: 'Given names',
    nationality: 'Nationality',
    dob: 'Date of birth',
    sex: 'Sex',
    issue: 'Date of issue',
    expiry: 'Date of expiry',
    number: 'Document No.',
  },
  {
    surname: 'Surname / Nom',
    given: 'Given names / Prénoms',
    nationality: 'Nationality / Nationalité',
    dob: 'Date of birth / Date de naissance',
    sex: 'Sex / Sexe',
    issue: 'Date of issue / Date de délivrance',
    expiry: "Date of expiry / Date d'expiration",
    number: 'Document No. / No du document',
  },
]

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const DATE_STYLES: ReadonlyArray<(iso: string) => string> = [
  (iso) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`,
  (iso) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`,
  (iso) => iso,
  (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
]

const TINTS = ['#eef3f8', '#f4efe6', '#eef6ee', '#f6eef3']

function alpha3Of(code: string): string {
  return countries.find((c) => c.alpha2 === code || c.alpha3 === code)?.alpha3 ?? code
}

function createCardPage(widthMm: number, heightMm: number, background: string): DocumentPage {
  registerDocumentFonts()
  const width = Math.round((widthMm / 25.4) * DPI)
  const height = Math.round((heightMm / 25.4) * DPI)
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = background
  context.fillRect(0, 0, width, height)
  return { canvas, context, width, height, dpi: DPI, runs: [] }
}

/** The zone's lines for an order (null for documents without one). */
export function mrzLinesOf(order: IdentityOrder): string[] | null {
  const format = SIZES[order.type].mrz
  if (!format) return null
  const issuing = alpha3Of(order.countryCode)
  const lines = generateMrz({
    format,
    documentCode: DOCUMENT_CODE[format] ?? 'ID',
    issuingState: issuing,
    nationality: order.nationality ? alpha3Of(order.nationality) : issuing,
    lastName: order.lastName,
    givenNames: order.firstName,
    documentNumber: order.documentNumber,
    birthDate: order.dateOfBirth,
    expiryDate: order.expiryDate,
    sex: order.gender,
  })
  return order.mrz === 'invalid' ? breakCheckDigit(lines, format) : lines
}

function drawPhoto(page: DocumentPage, x: number, y: number, w: number, h: number) {
  const { context } = page
  context.fillStyle = '#c9ced6'
  context.fillRect(x, y, w, h)
  context.fillStyle = '#8d95a1'
  context.beginPath()
  context.arc(x + w / 2, y + h * 0.38, w * 0.22, 0, Math.PI * 2)
  context.fill()
  context.beginPath()
  context.ellipse(x + w / 2, y + h * 0.95, w * 0.42, h * 0.35, 0, Math.PI, Math.PI * 2)
  context.fill()
}

/** Size and advance of the zone's characters: every line spans the page less its margins. */
function mrzMetrics(page: DocumentPage, length: number) {
  const margin = Math.round(page.width * 0.05)
  const advance = (page.width - 2 * margin) / length
  const size = Math.floor(advance * 1.2)
  return { margin, advance, size, lineHeight: Math.round(size * 1.3) }
}

/**
 * The zone in a fixed pitch, one character per cell as OCR-B sets it. In the `ocr-b` typeface every
 * character is OCR-B; in `mixed`, letters come from DejaVu Sans Mono (an I with serifs) and digits
 * and fillers from DejaVu Sans (a plain oval zero, where the monospaced face has a dotted one).
 */
function drawMrz(page: DocumentPage, lines: string[], top: number, typeface: MrzTypeface, security: Rng | null) {
  const { margin, advance, size, lineHeight } = mrzMetrics(page, lines[0]!.length)
  const { context } = page
  context.fillStyle = '#ffffff'
  context.fillRect(0, top, page.width, page.height - top)
  if (security)
    drawSecurityBackground(context, { x: 0, y: top, width: page.width, height: page.height - top }, security, 0.45)
  const letters = font(
    typeface === 'ocr-b' ? 'ocrB' : typeface === 'sans' ? 'sans' : 'mono',
    size,
    typeface === 'mono-bold' ? 'bold' : 'normal',
  )
  const others = typeface === 'mixed' || typeface === 'sans' ? font('sans', size) : letters
  context.fillStyle = '#111111'
  context.textAlign = 'center'
  lines.forEach((line, index) => {
    const baseline = top + lineHeight * (index + 1)
    ;[...line].forEach((char, position) => {
      context.font = /[A-Z]/.test(char) ? letters : others
      context.fillText(char, margin + advance * (position + 0.5), baseline)
    })
    page.runs.push({ text: line, x: margin, y: baseline, sizePx: size, widthPx: advance * line.length })
  })
  context.textAlign = 'left'
}

/** Height the zone takes on a page of this width. */
function mrzHeight(page: DocumentPage, lines: string[]): number {
  const { lineHeight, size } = mrzMetrics(page, lines[0]!.length)
  return lineHeight * lines.length + Math.round(size * 0.5)
}

/** The random stream of a document's drawn details (security print, portrait, photo effects). */
function looksRng(order: IdentityOrder, purpose: number): Rng {
  return new Rng(hash32(order.variant, purpose, hash32(...[...order.documentNumber].map((char) => char.charCodeAt(0)))))
}

export function drawIdentityDocument(order: IdentityOrder): DocumentPage {
  const looks = new Set(order.looks ?? [])
  const security = looks.has('security_background') ? looksRng(order, 0x5ec) : null
  const spec = SIZES[order.type]
  const labels = LABEL_STYLES[order.variant % LABEL_STYLES.length]!
  const dateOf = DATE_STYLES[Math.floor(order.variant / LABEL_STYLES.length) % DATE_STYLES.length]!
  const tint = TINTS[Math.floor(order.variant / (LABEL_STYLES.length * DATE_STYLES.length)) % TINTS.length]!
  const page = createCardPage(spec.widthMm, spec.heightMm, tint)
  const country = countries.find((c) => c.alpha2 === order.countryCode)
  const mrz = mrzLinesOf(order)
  const bottom = mrz ? page.height - mrzHeight(page, mrz) : page.height
  const margin = Math.round(page.width * 0.035)
  const headerSize = Math.round(page.height * 0.05)
  if (security) drawSecurityBackground(page.context, { x: 0, y: 0, width: page.width, height: bottom }, security)
  drawText(page, (country?.displayName ?? order.countryCode).toUpperCase(), margin, margin + headerSize, {
    font: font('sans', headerSize, 'bold'),
    color: '#1d3557',
  })
  drawText(page, spec.title, page.width - margin, margin + headerSize, {
    font: font('sans', headerSize, 'bold'),
    color: '#1d3557',
    align: 'right',
  })
  const top = margin + headerSize * 2
  const photoWidth = Math.round(page.width * 0.26)
  const photoHeight = Math.min(bottom - top - margin, Math.round(photoWidth * 1.3))
  if (looks.has('portrait')) {
    drawPortrait(page.context, { x: margin, y: top, width: photoWidth, height: photoHeight }, looksRng(order, 0xface))
    const ghostWidth = Math.round(photoWidth * 0.32)
    drawPortrait(
      page.context,
      {
        x: page.width - margin - ghostWidth,
        y: bottom - margin / 2 - Math.round(ghostWidth * 1.3),
        width: ghostWidth,
        height: Math.round(ghostWidth * 1.3),
      },
      looksRng(order, 0xface),
      { ghost: true },
    )
  } else drawPhoto(page, margin, top, photoWidth, photoHeight)

  const nationality = order.nationality ? alpha3Of(order.nationality) : alpha3Of(order.countryCode)
  const rows: Array<[LabelKey, string]> = [
    ['surname', order.lastName.toUpperCase()],
    ['given', order.firstName.toUpperCase()],
    ['number', order.documentNumber],
    ['nationality', nationality],
    ['dob', dateOf(order.dateOfBirth)],
    ['sex', order.gender],
    ['issue', dateOf(order.issueDate)],
    ['expiry', dateOf(order.expiryDate)],
  ]
  const x = margin * 2 + photoWidth
  const rowHeight = (bottom - top - margin / 2) / rows.length
  const labelSize = Math.max(16, Math.round(rowHeight * 0.34))
  const valueSize = Math.max(18, Math.round(rowHeight * 0.44))
  rows.forEach(([key, value], index) => {
    const y = top + rowHeight * index
    drawText(page, labels[key], x, y + labelSize, { font: font('sans', labelSize), color: '#2d3748' })
    drawText(page, value, x, y + labelSize + valueSize + 2, { font: font('sans', valueSize, 'bold'), color: '#111111' })
  })
  if (mrz) drawMrz(page, mrz, bottom, order.mrzTypeface ?? 'ocr-b', security)
  return page
}

/** Width of the document itself in a low-resolution picture, pixels: a phone photo of a page is rarely smaller. */
const LOW_RESOLUTION_DOCUMENT = [600, 900] as const

/**
 * The photo effects of an order's looks, drawn from its random stream: glare on the upper part
 * (over the fields, at most grazing the zone), JPEG quality 25–45, a photo turned up to ±8° and
 * foreshortened by up to 15 %, the document 600–900 px wide at a low resolution (the photo around
 * it as much wider as the desk takes), blur sigma 0.5–1.2, noise sigma 5–12.
 */
export function photoEffectsOf(order: IdentityOrder): PhotoEffects | null {
  const looks = new Set(order.looks ?? [])
  if (looks.size === 0 && order.widthPx === undefined) return null
  const rng = looksRng(order, 0xf070)
  const between = (low: number, high: number) => low + rng.next() * (high - low)
  const glare = looks.has('glare')
    ? { x: between(0.3, 0.8), y: between(0.2, 0.5), radius: between(0.08, 0.14), strength: between(0.55, 0.85) }
    : undefined
  const jpegQuality = looks.has('jpeg') ? Math.round(between(25, 45)) : undefined
  const perspective = looks.has('perspective')
    ? { rotateDegrees: between(-8, 8), tilt: between(-1, 1), lean: between(-1, 1) }
    : undefined
  const documentWidth =
    order.widthPx === undefined && looks.has('low_resolution') ? between(...LOW_RESOLUTION_DOCUMENT) : undefined
  const lowWidth =
    documentWidth === undefined
      ? undefined
      : Math.round(perspective ? documentWidth / DOCUMENT_SHARE_OF_PHOTO : documentWidth)
  return {
    glare,
    jpegQuality,
    perspective,
    widthPx: order.widthPx ?? lowWidth,
    blurSigma: looks.has('blur') ? between(0.5, 1.2) : undefined,
    noiseSigma: looks.has('noise') ? between(5, 12) : undefined,
  }
}

export async function renderIdentityDocument(order: IdentityOrder): Promise<RenderedDocument> {
  const page = drawIdentityDocument(order)
  const rng = new Rng(hash32(order.variant, 0x1d0c))
  const effects = photoEffectsOf(order)
  const bytes = await deliverPage(page, {
    format: order.format,
    title: `Specimen ${SIZES[order.type].title.toLowerCase()}`,
    scan: order.scan ? { rng, effects: order.effects } : undefined,
    photo: effects ? { rng: looksRng(order, 0xca3e), effects } : undefined,
  })
  const extension = order.format === 'jpeg' ? 'jpg' : order.format
  return {
    bytes,
    contentType: contentTypeOf[order.format],
    filename: `${order.type}-${order.documentNumber}.${extension}`,
  }
}

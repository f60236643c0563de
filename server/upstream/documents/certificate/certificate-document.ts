import sharp from 'sharp'
import type { CertificateDocumentLook } from '@contract/sandbox/certificate-documents'
import { hash32, Rng } from '../../registry/random'
import { jurisdictionByCode } from '../../registry/served-countries'
import { createDocumentPage, px, type DocumentPage } from '../render/document-page'
import { contentTypeOf, pagesToPdf, pageToJpeg, pageToPng, type DocumentFileFormat } from '../render/encode'
import { randomScanEffects, scanned, type ScanEffects } from '../render/scan-effects'
import { drawCertificate, variantLayouts, type CertificateLayout, type FontKey } from './certificate-layouts'
import { drawRubberStamp, drawSignatureStroke, runOf } from './certificate-marks'
import { formatDate, wordingFor, type CertificateWording } from './certificate-wording'

/**
 * A certificate of incorporation of a company, drawn as a registry of its country issues one
 * (ADR 0009): the registry's name, title, the fields within body text, the date and a seal.
 */

export interface CertificateOrder {
  /** Served country or state, v2 code (`GB`, `US_CA`). */
  countryCode: string
  name: string
  registrationNumber: string
  format: DocumentFileFormat
  /** Scanned look; a PDF is then image-only. */
  scan: boolean
  /** Layout, font and scan effects (deterministic). */
  variant: number
  english?: boolean
  dpi?: number
  /** Date of incorporation, YYYY-MM-DD (default: drawn from the variant). */
  date?: string
  /** Force a layout or font instead of the variant's (the benchmark varies them independently). */
  layout?: CertificateLayout
  font?: FontKey
  /**
   * How the certificate arrives: `stamp` (a rubber stamp across the name's label), `signature`
   * (signed across the number's label), `low_contrast` (a grey scan: grey ink on grey paper),
   * `skew` (scanned 2.5–6° askew). The last two make it a scan.
   */
  looks?: readonly CertificateDocumentLook[]
}

export interface RenderedDocument {
  bytes: Buffer
  contentType: string
  filename: string
}

export const certificateFonts: readonly FontKey[] = ['serif', 'sans', 'mono', 'sansCondensed', 'serifCondensed']

function legalFormOf(name: string, forms: ReadonlyArray<{ abbr: string; type: string }>): string {
  const lower = name.toLowerCase()
  return (
    forms.find((form) => lower.includes(form.abbr.toLowerCase()))?.type ?? forms[0]?.type ?? 'Company limited by shares'
  )
}

/** Stamp and signature put down across the labels of the name and the number. */
function markOver(
  page: DocumentPage,
  order: CertificateOrder,
  wording: CertificateWording,
  stampYear: number,
  rng: Rng,
): void {
  const looks = new Set(order.looks ?? [])
  if (looks.has('stamp')) {
    const run = runOf(page, [wording.nameLabel], order.name)
    if (run)
      drawRubberStamp(
        page,
        run.x + Math.min(run.widthPx, px(page, 150)) * 0.6,
        run.y - run.sizePx * 0.3,
        [wording.stampWords, String(stampYear)],
        rng,
      )
  }
  if (looks.has('signature')) {
    const run = runOf(page, [wording.numberLabel, wording.shortNumberLabel], order.registrationNumber)
    if (run)
      drawSignatureStroke(
        page.context,
        run.x - px(page, 10),
        run.y - run.sizePx * 0.2,
        Math.max(px(page, 140), run.widthPx * 0.9),
        rng,
      )
  }
}

/** Scan effects of the looks (grey low contrast, skew) over those drawn from the variant. */
function scanEffectsOf(order: CertificateOrder, rng: Rng): ScanEffects {
  const looks = new Set(order.looks ?? [])
  const effects = randomScanEffects(rng)
  const sign = rng.chance(0.5) ? 1 : -1
  return {
    ...effects,
    ...(looks.has('skew') ? { rotateDegrees: sign * (2.5 + rng.next() * 3.5) } : {}),
    ...(looks.has('low_contrast') ? { fade: 0.85 + rng.next() * 0.15 } : {}),
  }
}

export async function renderCertificate(order: CertificateOrder): Promise<RenderedDocument> {
  const jurisdiction = jurisdictionByCode(order.countryCode)
  if (!jurisdiction) throw new Error(`${order.countryCode} is not a served country or state`)
  const rng = new Rng(hash32(order.variant, 0xce47))
  const wording = wordingFor(jurisdiction.spec.locale, { english: order.english })
  const date = order.date
    ? new Date(`${order.date}T00:00:00Z`)
    : new Date(Date.UTC(2005 + rng.int(0, 19), rng.int(0, 11), rng.int(1, 28)))
  const dpi = order.dpi ?? 200
  const scan = order.scan || (order.looks ?? []).some((look) => look === 'low_contrast' || look === 'skew')
  const page = createDocumentPage({ dpi, background: scan ? '#fbfaf6' : '#ffffff' })
  const layout = order.layout ?? variantLayouts[order.variant % variantLayouts.length] ?? 'registrar'
  const family =
    order.font ??
    certificateFonts[Math.floor(order.variant / variantLayouts.length) % certificateFonts.length] ??
    'serif'
  drawCertificate(page, layout, family, {
    name: order.name,
    registrationNumber: order.registrationNumber,
    registry: jurisdiction.spec.registries[0] ?? `${jurisdiction.displayName} Business Registry`,
    countryName: jurisdiction.displayName,
    legalForm: legalFormOf(order.name, jurisdiction.spec.legalForms),
    office: jurisdiction.displayName,
    date: formatDate(date, wording),
    wording,
  })
  markOver(page, order, wording, date.getUTCFullYear(), new Rng(hash32(order.variant, 0x57a3)))
  const filename = `certificate-${order.registrationNumber.replace(/[^A-Za-z0-9]+/g, '')}.${order.format === 'jpeg' ? 'jpg' : order.format}`
  const contentType = contentTypeOf[order.format]
  if (scan) {
    const scan = await scanned(await pageToPng(page), scanEffectsOf(order, rng), rng)
    const bytes =
      order.format === 'pdf'
        ? await pagesToPdf([{ image: scan, dpi }], 'Certificate of incorporation (scan)')
        : order.format === 'png'
          ? await sharp(scan).png().toBuffer()
          : scan
    return { bytes, contentType, filename }
  }
  if (order.format === 'png') return { bytes: await pageToPng(page), contentType, filename }
  if (order.format === 'jpeg') return { bytes: await pageToJpeg(page), contentType, filename }
  return {
    bytes: await pagesToPdf(
      [{ image: await pageToJpeg(page, 92), dpi, runs: page.runs }],
      'Certificate of incorporation',
    ),
    contentType,
    filename,
  }
}

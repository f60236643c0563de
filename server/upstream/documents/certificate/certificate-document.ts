import sharp from 'sharp'
import { hash32, Rng } from '../../registry/random'
import { jurisdictionByCode } from '../../registry/served-countries'
import { createDocumentPage } from '../render/document-page'
import { contentTypeOf, pagesToPdf, pageToJpeg, pageToPng, type DocumentFileFormat } from '../render/encode'
import { randomScanEffects, scanned } from '../render/scan-effects'
import { certificateLayouts, drawCertificate, type CertificateLayout, type FontKey } from './certificate-layouts'
import { formatDate, wordingFor } from './certificate-wording'

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
}

export interface RenderedDocument {
  bytes: Buffer
  contentType: string
  filename: string
}

export const certificateFonts: readonly FontKey[] = ['serif', 'sans', 'mono', 'sansCondensed', 'serifCondensed']

function legalFormOf(name: string, forms: ReadonlyArray<{ abbr: string; type: string }>): string {
  const lower = name.toLowerCase()
  return forms.find((form) => lower.includes(form.abbr.toLowerCase()))?.type ?? forms[0]?.type ?? 'Company limited by shares'
}

export async function renderCertificate(order: CertificateOrder): Promise<RenderedDocument> {
  const jurisdiction = jurisdictionByCode(order.countryCode)
  if (!jurisdiction) throw new Error(`${order.countryCode} is not a served country or state`)
  const rng = new Rng(hash32(order.variant, 0xce47))
  const wording = wordingFor(jurisdiction.spec.locale, { english: order.english })
  const date = order.date ? new Date(`${order.date}T00:00:00Z`) : new Date(Date.UTC(2005 + rng.int(0, 19), rng.int(0, 11), rng.int(1, 28)))
  const dpi = order.dpi ?? 200
  const page = createDocumentPage({ dpi, background: order.scan ? '#fbfaf6' : '#ffffff' })
  const layout = order.layout ?? certificateLayouts[order.variant % certificateLayouts.length] ?? 'registrar'
  const family = order.font ?? certificateFonts[Math.floor(order.variant / certificateLayouts.length) % certificateFonts.length] ?? 'serif'
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
  const filename = `certificate-${order.registrationNumber.replace(/[^A-Za-z0-9]+/g, '')}.${order.format === 'jpeg' ? 'jpg' : order.format}`
  const contentType = contentTypeOf[order.format]
  if (order.scan) {
    const scan = await scanned(await pageToPng(page), randomScanEffects(rng), rng)
    const bytes = order.format === 'pdf' ? await pagesToPdf([{ image: scan, dpi }], 'Certificate of incorporation (scan)') : order.format === 'png' ? await sharp(scan).png().toBuffer() : scan
    return { bytes, contentType, filename }
  }
  if (order.format === 'png') return { bytes: await pageToPng(page), contentType, filename }
  if (order.format === 'jpeg') return { bytes: await pageToJpeg(page), contentType, filename }
  return { bytes: await pagesToPdf([{ image: await pageToJpeg(page, 92), dpi, runs: page.runs }], 'Certificate of incorporation'), contentType, filename }
}

import { documentPages, type DocumentPage } from '../ocr/document-pages'
import { pageSegmentation, recognise, type OcrBox, type OcrLine } from '../ocr/ocr-pool'
import { turnedHalf } from '../ocr/page-image'
import type { ExtractedDocument } from './extracted-document'
import { mergeReadings } from './merge-readings'
import { cleanMrzLine, readMrz } from './mrz/read-mrz'
import { documentTypeByTitle, readVisualZone } from './visual-zone'
import { withLoneValues } from './visual-zone-rereading'

/** Characters of a machine-readable zone: the whitelist of its OCR pass. */
export const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'

/** An OCR line that has the shape of a zone line: 27+ characters, nearly all of A–Z, 0–9 and `<`, with fillers. */
export function looksLikeMrzLine(text: string): boolean {
  const compact = text.replace(/\s+/g, '')
  const cleaned = cleanMrzLine(compact)
  return cleaned.length >= 27 && cleaned.length >= compact.length * 0.85 && (cleaned.match(/</g)?.length ?? 0) >= 2
}

function union(boxes: OcrBox[]): OcrBox {
  return boxes.reduce((a, b) => ({ x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) }))
}

/** The region to read the zone from: around the zone-shaped lines, or the bottom third of the page. */
function mrzRegion(lines: OcrLine[], width: number, height: number) {
  const shaped = lines.filter((line) => looksLikeMrzLine(line.text))
  if (shaped.length === 0) return { left: 0, top: Math.round(height * 0.62), width, height: height - Math.round(height * 0.62) }
  const box = union(shaped.map((line) => line.bbox))
  const lineHeight = (box.y1 - box.y0) / shaped.length
  const top = Math.max(0, Math.round(box.y0 - lineHeight))
  const bottom = Math.min(height, Math.round(box.y1 + lineHeight))
  return { left: 0, top, width, height: bottom - top }
}

interface PageReading {
  lines: string[]
  mrzLines: string[]
  confidence: number
}

async function readImage(image: Buffer, width: number, height: number): Promise<PageReading> {
  const page = await recognise(image)
  const lines = await withLoneValues(image, page.lines, width, height)
  const region = mrzRegion(page.lines, width, height)
  const zone = await recognise(image, { psm: pageSegmentation.singleBlock, whitelist: MRZ_CHARACTERS, rectangle: region, deskew: false })
  return { lines, mrzLines: zone.lines.map((line) => line.text), confidence: page.confidence }
}

async function readPage(page: DocumentPage): Promise<PageReading> {
  if (page.kind === 'text') {
    const lines = page.text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
    return { lines, mrzLines: lines, confidence: 100 }
  }
  const upright = await readImage(page.image, page.width, page.height)
  if (readMrz(upright.mrzLines) || documentTypeByTitle(upright.lines) || upright.confidence >= 70) return upright
  // A proof fed upside down: read it turned and keep whichever reading found more.
  const turned = await readImage((await turnedHalf(page)).image, page.width, page.height)
  return turned.confidence > upright.confidence || (readMrz(turned.mrzLines) && !readMrz(upright.mrzLines)) ? turned : upright
}

/** Pages of an identity document read at most (front, and a back page of a PDF). */
const maxIdentityPages = 2

/**
 * Reads an identity document (PNG, JPEG or PDF bytes; optionally its other side): OCR of the page,
 * the machine-readable zone found by its shape and read again with the zone's character set, the
 * visual zone's labelled fields, merged into one reading. Throws UnreadableDocumentError when the
 * bytes are no readable image or PDF.
 */
export async function readIdentityDocument(proofs: readonly Buffer[], today: Date): Promise<ExtractedDocument> {
  const readings: PageReading[] = []
  for (const bytes of proofs) {
    for (const page of await documentPages(bytes, { maxPages: maxIdentityPages })) readings.push(await readPage(page))
  }
  const lines = readings.flatMap((r) => r.lines)
  const visual = readVisualZone(lines)
  const options = { visualDocumentNumber: visual.documentNumber ?? null }
  // Both readings of every page: the zone's own pass first; one whose check digits hold wins.
  const candidates = readings.flatMap((r) => [readMrz(r.mrzLines, options), readMrz(r.lines, options)]).filter((m) => m !== undefined)
  const mrz = candidates.find((m) => m.checkDigitsHold) ?? candidates[0]
  const readable = lines.join(' ').replace(/[^A-Za-z0-9]/g, '').length >= 8
  const headerLines = readings.flatMap((r) => r.lines.slice(0, 3))
  return mergeReadings({ readable, mrz: mrz ?? null, visual, titleType: documentTypeByTitle(lines), headerLines, today })
}

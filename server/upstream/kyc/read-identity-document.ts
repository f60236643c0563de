import sharp from 'sharp'
import { documentFormatOf, documentPages, type DocumentPage } from '../ocr/document-pages'
import { DARK_PRINT_ONLY, recognise } from '../ocr/ocr-pool'
import { turnedHalf } from '../ocr/page-image'
import type { ExtractedDocument } from './extracted-document'
import { mergeReadings } from './merge-readings'
import { readMrz, wholeReading, type MrzReading } from './mrz/read-mrz'
import { ZONE_SEARCHES } from './mrz/zone-locator'
import { readZone, UNSEEN_READINGS, ZONE_SEEN, zoneEvidence, type ReadingBudget, type ZonePass } from './mrz/read-zone'
import { documentTypeByTitle, readVisualZone } from './visual-zone'
import { withLoneValues } from './visual-zone-rereading'
import { aboveZoneReader, numberPrintedAboveZone, type PageAboveZone } from './visual-number-reread'
import { statesPrintedAboveZone } from './visual-zone-states'
import { chooseZone } from './zone-choice'

interface PageReading {
  lines: string[]
  /** The readings of the zone band (read-zone.ts), each with its pass. */
  zonePasses: ZonePass[]
  confidence: number
  /** The image the zone was read from, and where its band begins (share of its height; 1: no zone read whole). */
  aboveZone?: PageAboveZone
}

/**
 * One page: its zone read on its own (from `zoneSource`, the image as sent where there is one: the
 * page prepared for the page OCR is filtered and levelled, which thins a zone's strokes), then the
 * page's lines by the OCR pool (the visual zone), above the zone when the zone was read whole.
 * `turnedBy` is how far the prepared image is turned from `zoneSource` (degrees clockwise): a zone
 * that reads right to left on the prepared image says the page lies upside down, and its own OCR
 * reads it turned half. `budget` is the page's band readings while no zone is seen (ADR 0049), shared
 * by every image of the page that is read (ADR 0058).
 */
async function readImage(
  image: Buffer,
  width: number,
  height: number,
  zoneSource: Buffer,
  budget: ReadingBudget,
  turnedBy = 0,
): Promise<PageReading> {
  let zonePasses = await readZone(zoneSource, ZONE_SEARCHES, budget)
  let zoneTurnedBy = turnedBy
  // No zone seen on the image as sent: the prepared page (levelled, its text scaled to a size OCR reads
  // best) is looked at too, and its readings taken where they show more of a zone. Its text already
  // has that size, so the wider copies for a page far from the camera are not made again there.
  if (zoneEvidence(zonePasses) < ZONE_SEEN && zoneSource !== image) {
    const prepared = await readZone(
      image,
      ZONE_SEARCHES.filter((search) => search.workWidth === ZONE_SEARCHES[0]!.workWidth),
      budget,
    )
    if (zoneEvidence(prepared) > zoneEvidence(zonePasses)) {
      zonePasses = prepared
      zoneTurnedBy = 0
    }
  }
  const holding = zonePasses.filter((pass) => wholeReading(readMrz(pass.lines)))
  const pageImage = holding.some((pass) => pass.degrees !== undefined && upsideDown(pass.degrees + zoneTurnedBy))
    ? await sharp(image).rotate(180).png({ compressionLevel: 1 }).toBuffer()
    : image
  // A zone that holds need not be read again with the page: the page pass stops above the zone's band.
  const zoneTop = Math.min(1, ...holding.map((pass) => pass.topShare))
  const pageHeight = zoneTop > 0.3 && zoneTop < 1 ? Math.round(height * zoneTop) : height
  const above =
    pageHeight < height
      ? await sharp(pageImage)
          .extract({ left: 0, top: 0, width, height: pageHeight })
          .png({ compressionLevel: 1 })
          .toBuffer()
      : pageImage
  // An identity page's print is dark on light: no line is read again inverted (ADR 0130).
  const page = await recognise(above, { parameters: DARK_PRINT_ONLY })
  const lines = await withLoneValues(above, page.lines, width, pageHeight)
  // The band of a zone whose check digits hold, even with a state ICAO does not know: the visual zone stands above it.
  const bandTop = Math.min(
    1,
    ...zonePasses.filter((pass) => readMrz(pass.lines)?.checkDigitsHold).map((pass) => pass.topShare),
  )
  return { lines, zonePasses, confidence: page.confidence, aboveZone: { image: zoneSource, zoneTop: bandTop } }
}

/** A direction (degrees clockwise) that reads right to left. */
function upsideDown(degrees: number): boolean {
  const turn = (((degrees % 360) + 540) % 360) - 180
  return Math.abs(turn) > 135
}

/** The zone's readings of a page: its band passes, then the page's own lines (another engine, another preparation). */
function zoneReadings(reading: PageReading, page: number): ZonePass[] {
  return [...reading.zonePasses, { lines: reading.lines, pass: `page ${page} OCR`, method: 'page', topShare: 1 }]
}

/** Some reading of the page has the shape of a zone. */
function zoneFound(reading: PageReading): boolean {
  return zoneReadings(reading, 0).some((pass) => readMrz(pass.lines) !== undefined)
}

/**
 * One page of the document, read upright and, where that finds nothing, turned half (a proof fed
 * upside down). Both readings draw on the page's one `budget` of band readings (ADR 0058): the turned
 * page's zone bands are the upright page's bands turned, which readZone has read both ways up already.
 */
async function readPage(page: DocumentPage, zoneSource: Buffer, budget: ReadingBudget): Promise<PageReading> {
  if (page.kind === 'text') {
    const lines = page.text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
    return { lines, zonePasses: [], confidence: 100 }
  }
  const turnedBy = zoneSource === page.image ? 0 : (page.turnedSideways ? 90 : 0) - page.skewDegrees
  const upright = await readImage(page.image, page.width, page.height, zoneSource, budget, turnedBy)
  if (zoneFound(upright) || documentTypeByTitle(upright.lines) || upright.confidence >= 70) return upright
  // A proof fed upside down: read it turned and keep whichever reading found more.
  const turnedPage = (await turnedHalf(page)).image
  const turned = await readImage(turnedPage, page.width, page.height, turnedPage, budget)
  return turned.confidence > upright.confidence || (zoneFound(turned) && !zoneFound(upright)) ? turned : upright
}

/** Pages of an identity document read at most (front, and a back page of a PDF). */
const maxIdentityPages = 2

/**
 * A document some text was read on: its page's OCR gave a few characters, or its zone was read with
 * every check digit holding (the page's OCR may read nothing over a busy background while the zone,
 * found and read on its own, holds).
 */
export function pageReadable(lines: readonly string[], mrz: MrzReading | null | undefined): boolean {
  return mrz?.checkDigitsHold === true || lines.join(' ').replace(/[^A-Za-z0-9]/g, '').length >= 8
}

/**
 * Reads an identity document (PNG, JPEG or PDF bytes; optionally its other side): the
 * machine-readable zone found by its shape and read on its own (read-zone.ts), OCR of the page for
 * the visual zone's labelled fields, merged into one reading with the zone chosen and its uncovered
 * values confirmed (zone-choice.ts, ADR 0020). Throws UnreadableDocumentError when the bytes are no
 * readable image or PDF.
 */
export async function readIdentityDocument(proofs: readonly Buffer[], today: Date): Promise<ExtractedDocument> {
  const readings: PageReading[] = []
  for (const bytes of proofs) {
    const pages = await documentPages(bytes, { maxPages: maxIdentityPages })
    // An image's zone is read from the bytes as sent; a PDF's from its rendered page.
    const sentImage = documentFormatOf(bytes) !== 'pdf'
    for (const [index, page] of pages.entries()) {
      const zoneSource = sentImage ? bytes : page.kind === 'image' ? page.image : bytes
      // One budget of band readings for the page, however many times and ways it is read.
      const budget = { left: UNSEEN_READINGS }
      const reading = await readPage(page, zoneSource, budget)
      // A page taken for a sideways one by mistake (an identity page's evenly spaced zone glyphs
      // can look like columns of text) is turned and scaled by a wrong measure, and its zone is not
      // found: prepared again in its own orientation, a zone found there settles it.
      const unturned =
        page.kind === 'image' && page.turnedSideways && !zoneFound(reading)
          ? (await documentPages(bytes, { maxPages: maxIdentityPages, sideways: false }))[index]
          : undefined
      const again = unturned && (await readPage(unturned, zoneSource, budget))
      readings.push(again && zoneFound(again) ? again : reading)
    }
  }
  const lines = readings.flatMap((r) => r.lines)
  const visual = readVisualZone(lines)
  const zonePasses = readings.flatMap((reading, page) => zoneReadings(reading, page + 1))
  const firstChoice = chooseZone(zonePasses, visual)
  // Twins of the number that the check digits cannot tell apart, and states no two passes confirm:
  // the visual zone, read again enlarged, may print them (ADR 0040, 0072).
  const above = aboveZoneReader(readings.flatMap((reading) => (reading.aboveZone ? [reading.aboveZone] : [])))
  const printed = firstChoice ? await numberPrintedAboveZone(above, firstChoice.doubtedNumbers) : undefined
  const states = firstChoice
    ? await statesPrintedAboveZone(above, firstChoice.statesInDoubt, [
        firstChoice.mrz.lastName,
        firstChoice.mrz.givenNames,
      ])
    : []
  const zone =
    printed || states.length > 0
      ? chooseZone(zonePasses, printed ? { ...visual, documentNumber: printed } : visual, states)
      : firstChoice
  const readable = pageReadable(lines, zone?.mrz)
  const headerLines = readings.flatMap((r) => r.lines.slice(0, 3))
  return mergeReadings({
    readable,
    mrz: zone?.mrz ?? null,
    unconfirmed: zone?.unconfirmed ?? [],
    visual,
    titleType: documentTypeByTitle(lines),
    headerLines,
    today,
  })
}

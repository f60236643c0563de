/**
 * BENCH_NAME_DUMP=FOLDER (bench/ocr.ts): each certificate's readings as the name's rules see them,
 * kept as JSON to study offline with bench/ocr-name-sources.ts: Tesseract's first reading page by
 * page (words placed), every Tesseract reading's text, and PaddleOCR's reading of each image page
 * (read again here, as the reader reads it: this mode costs a PaddleOCR reading per image page).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { maxPagePixels, type CertificateReading } from '../server/upstream/ocr/certificate-reader'
import { paddleTextOf } from '../server/upstream/ocr/certificate-paddle-page'
import { documentPages } from '../server/upstream/ocr/document-pages'
import { joinedText, textOfPage, type PageText } from '../server/upstream/ocr/document-text'
import { prepareForOcr } from '../server/upstream/ocr/page-image'

/** What bench/ocr-name-sources.ts reads back. */
export interface NameDump {
  index: number
  label: string
  countryCode: string
  name: string
  number: string
  /** The name and number the reader took. */
  taken: { name: string | null; number: string | null }
  /** Tesseract's first reading, page by page. */
  tesseract: PageText[]
  /** Every Tesseract reading's text (the first, then the darkest ink's where it was made). */
  texts: string[]
  /** PaddleOCR's reading of each image page Tesseract did not run out of time on. */
  paddle: PageText[]
  /** The darkest-ink reading page by page (words placed), made again here where the reader made it (none in older dumps). */
  darkest?: PageText[]
}

export async function dumpNameSources(
  folder: string,
  certificate: { index: number; label: string; countryCode: string; name: string; number: string; bytes: Buffer },
  reading: CertificateReading,
): Promise<void> {
  const pages = await documentPages(certificate.bytes, { dropColouredInk: true, maxPixels: maxPagePixels, sheet: true })
  const paddle: PageText[] = []
  const darkest: PageText[] = []
  const first = joinedText(reading.pages)
  // The reader joins its readings' texts as it joins pages; the first is the pages' own.
  const texts = [first, reading.text.slice(first.length + 2)].filter((text) => text.trim() !== '')
  for (const page of pages) {
    const firstReading = reading.pages[page.pageNumber - 1]
    if (page.kind !== 'image' || firstReading?.timedOut === true) continue
    const upsideDown = firstReading?.upsideDown ?? false
    paddle.push(await paddleTextOf(page, upsideDown))
    // As certificate-reader.ts prepares and reads it (ADR 0029, 0067).
    if (texts.length > 1) {
      const prepared = await prepareForOcr(page.source, {
        darkestInk: true,
        withoutPenStrokes: true,
        like: page,
        sheet: true,
      })
      darkest.push(await textOfPage({ ...page, ...prepared }, { native: true, upsideDown }))
    }
  }
  const dump: NameDump = {
    index: certificate.index,
    label: certificate.label,
    countryCode: certificate.countryCode,
    name: certificate.name,
    number: certificate.number,
    taken: { name: reading.company_name, number: reading.registration_number },
    tesseract: reading.pages,
    texts,
    paddle,
    darkest,
  }
  writeFileSync(join(folder, `certificate-${String(certificate.index).padStart(3, '0')}.json`), JSON.stringify(dump))
}

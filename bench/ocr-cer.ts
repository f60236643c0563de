/**
 * Character error rates of a certificate's OCR text (BENCH_CER=1 in bench/ocr.ts): how many
 * characters of the text that was drawn must be changed, put in or taken out to find it in what a
 * preparation of the page read, per character drawn. It judges a page preparation on fewer pages
 * than "both right" can: a preparation that reads more letters right lowers it even where the field
 * finder still takes the wrong value.
 *
 * Each drawn text (the company name, the number, each line of the page) is looked for in the whole
 * reading as the stretch of it that needs the fewest edits (a line read in another order, or split
 * over two columns, costs only its own errors). The page's lines are known where the renderer's text
 * layer can be read (the unseen family's PDF with a text layer, drawn without its marks).
 */
import { documentPages } from '../server/upstream/ocr/document-pages'
import { textOfPage } from '../server/upstream/ocr/document-text'
import { prepareForOcr } from '../server/upstream/ocr/page-image'
import { pageLanguagesOf } from '../server/upstream/ocr/page-languages'
import { maxPagePixels } from '../server/upstream/ocr/certificate-reader'
import { recognisePagePaddle } from '../server/upstream/ocr/paddle-page'
import type { PaddleSettings } from '../server/upstream/ocr/paddle-settings'

/** Edits and characters drawn, summed over texts (the rate is their quotient). */
export interface CharacterErrors {
  edits: number
  characters: number
}

/** Whitespace runs as one space, no space at either end; Unicode composed (NFC). */
const collapsed = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim()

/**
 * The fewest edits (a character changed, put in or taken out) that turn `drawn` into some stretch of
 * `read` (Sellers' approximate search: the stretch may start and end anywhere in `read`).
 */
export function editsToNearest(drawn: string, read: string): number {
  let row = Array.from({ length: read.length + 1 }, () => 0)
  for (let i = 1; i <= drawn.length; i++) {
    const next = [i]
    for (let j = 1; j <= read.length; j++) {
      const changed = row[j - 1]! + (drawn[i - 1] === read[j - 1] ? 0 : 1)
      next.push(Math.min(changed, row[j]! + 1, next[j - 1]! + 1))
    }
    row = next
  }
  return Math.min(...row)
}

/**
 * The errors of `drawn` texts in `read`, compared with whitespace collapsed (`spaceless`: with no
 * whitespace at all, for a number printed in groups). Texts under three characters are left out.
 */
export function characterErrors(drawn: readonly string[], read: string, spaceless = false): CharacterErrors {
  const form = (text: string) => (spaceless ? collapsed(text).replace(/ /g, '') : collapsed(text))
  const haystack = form(read)
  let edits = 0
  let characters = 0
  for (const text of drawn.map(form).filter((text) => text.length >= 3)) {
    edits += Math.min(text.length, editsToNearest(text, haystack))
    characters += text.length
  }
  return { edits, characters }
}

/** A preparation's reading of a document's pages; `cpuSeconds` where it was measured (PaddleOCR's, in process). */
export interface PreparedReading {
  preparation: string
  text: string
  cpuSeconds?: number
}

/**
 * The certificate reader's first two page readings, made as it makes them (ADR 0029, 0062): the
 * page prepared dropping coloured ink, read in the country's model and English; and its darkest ink
 * without pen strokes, read in English. Each read upright only (the preparation is judged, not the
 * choice of the way up). `tesseract`: `first` the first alone (half the OCR), `none` neither.
 * `paddle`: also PaddleOCR's readings (ADR 0103) with each of these settings (named), of the first
 * preparation's page (`prepared`) and of the page as delivered (`source`). A page with a text layer
 * gives none.
 */
export async function preparedReadings(
  bytes: Buffer,
  countryCode: string,
  tesseract: 'both' | 'first' | 'none' = 'both',
  paddle?: {
    settings: ReadonlyArray<{ name: string; settings: PaddleSettings }>
    pages: ReadonlyArray<'prepared' | 'source'>
  },
): Promise<PreparedReading[]> {
  const pages = await documentPages(bytes, { dropColouredInk: true, maxPixels: maxPagePixels, sheet: true })
  const first: string[] = []
  const darkest: string[] = []
  const paddleReadings = new Map<string, { texts: string[]; cpuSeconds: number }>()
  const readByPaddle = async (preparation: string, image: Buffer, settings: PaddleSettings) => {
    const started = process.cpuUsage()
    const { text } = await recognisePagePaddle(image, settings)
    const used = process.cpuUsage(started)
    const reading = paddleReadings.get(preparation) ?? { texts: [], cpuSeconds: 0 }
    reading.texts.push(text)
    reading.cpuSeconds += (used.user + used.system) / 1e6
    paddleReadings.set(preparation, reading)
  }
  for (const page of pages) {
    if (page.kind !== 'image') continue
    for (const which of paddle?.pages ?? [])
      for (const { name, settings } of paddle?.settings ?? [])
        await readByPaddle(`paddle ${which}${name}`, which === 'prepared' ? page.image : page.source, settings)
    if (tesseract === 'none') continue
    const languages = pageLanguagesOf(countryCode)
    first.push((await textOfPage(page, { native: true, languages, upsideDown: false })).text)
    if (tesseract === 'first') continue
    const darkestPage = await prepareForOcr(page.source, {
      darkestInk: true,
      withoutPenStrokes: true,
      like: page,
      sheet: true,
    })
    darkest.push((await textOfPage({ ...page, ...darkestPage }, { native: true, upsideDown: false })).text)
  }
  if (first.length === 0 && paddleReadings.size === 0) return []
  const readings: PreparedReading[] = []
  if (tesseract !== 'none') readings.push({ preparation: 'first', text: first.join('\n\n') })
  if (tesseract === 'both') readings.push({ preparation: 'darkest ink', text: darkest.join('\n\n') })
  for (const [preparation, { texts, cpuSeconds }] of paddleReadings)
    readings.push({ preparation, text: texts.join('\n\n'), cpuSeconds })
  return readings
}

/** Errors summed per delivery and preparation, for the name, the number and the page's lines. */
export class CharacterErrorTally {
  private readonly sums = new Map<
    string,
    {
      pages: number
      name: CharacterErrors
      number: CharacterErrors
      lines: CharacterErrors
      spaceless: CharacterErrors
      cpuSeconds: number
    }
  >()

  /** Adds one certificate's reading; returns its rates as a short text for its line of the run. */
  add(
    group: string,
    { preparation, text: read, cpuSeconds = 0 }: PreparedReading,
    drawn: { name: string; number: string; lines?: string[] },
  ): string {
    const key = `${group}\u0000${preparation}`
    const sum = this.sums.get(key) ?? {
      pages: 0,
      name: { edits: 0, characters: 0 },
      number: { edits: 0, characters: 0 },
      lines: { edits: 0, characters: 0 },
      spaceless: { edits: 0, characters: 0 },
      cpuSeconds: 0,
    }
    const name = characterErrors([drawn.name], read)
    const number = characterErrors([drawn.number], read, true)
    const lines = characterErrors(drawn.lines ?? [], read)
    const spaceless = characterErrors(drawn.lines ?? [], read, true)
    sum.pages++
    sum.cpuSeconds += cpuSeconds
    for (const [total, one] of [
      [sum.name, name],
      [sum.number, number],
      [sum.lines, lines],
      [sum.spaceless, spaceless],
    ] as const) {
      total.edits += one.edits
      total.characters += one.characters
    }
    this.sums.set(key, sum)
    return `${preparation}: name ${rate(name)} number ${rate(number)} page ${rate(lines)} (${rate(spaceless)} spaceless)`
  }

  /** The table: one row per delivery and preparation, then every delivery per preparation. */
  print(): void {
    if (this.sums.size === 0) return
    console.log('\ncharacter error rate (edits per character drawn)')
    console.log(
      'group       preparation                    n   name     number   page lines   spaceless   cpu s/page (PaddleOCR)',
    )
    const groups = [...new Set([...this.sums.keys()].map((key) => key.split('\u0000')[0]!))]
    const preparations = [...new Set([...this.sums.keys()].map((key) => key.split('\u0000')[1]!))]
    for (const group of [...groups, 'all'])
      for (const preparation of preparations) {
        const of = [...this.sums.entries()]
          .filter(
            ([key]) => (group === 'all' || key.startsWith(`${group}\u0000`)) && key.endsWith(`\u0000${preparation}`),
          )
          .map(([, sum]) => sum)
        if (of.length === 0) continue
        const total = (field: 'name' | 'number' | 'lines' | 'spaceless') => ({
          edits: of.reduce((s, sum) => s + sum[field].edits, 0),
          characters: of.reduce((s, sum) => s + sum[field].characters, 0),
        })
        const pages = of.reduce((s, sum) => s + sum.pages, 0)
        const cpu = of.reduce((s, sum) => s + sum.cpuSeconds, 0)
        console.log(
          `${group.padEnd(11)} ${preparation.padEnd(28)} ${String(pages).padStart(3)}   ${rate(total('name')).padEnd(8)} ${rate(total('number')).padEnd(8)} ${rate(total('lines')).padEnd(12)} ${rate(total('spaceless')).padEnd(11)} ${cpu > 0 ? (cpu / pages).toFixed(2) : ''}`,
        )
      }
  }
}

/** Edits per character drawn, three decimals ("–" with nothing drawn). */
function rate(errors: CharacterErrors): string {
  return errors.characters === 0 ? '–' : (errors.edits / errors.characters).toFixed(3)
}

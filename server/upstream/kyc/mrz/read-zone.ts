import sharp from 'sharp'
import { orNothingOnTimeout, recogniseNativeBoxesEach } from '../../ocr/ocr-pool'
import { paddleZoneReadings } from './paddle-zone-reading'
import { fusedLines, outlineGuesses } from './cell-reading'
import { heightVerdicts, type HeightVerdicts } from './glyph-heights'
import { otsu, type Grey } from './morphology'
import { fieldText, formatsOfLines, MRZ_SHAPES, type MrzField } from './mrz-format'
import { blindFillerGuess } from './blind-filler-guess'
import type { ZoneMethod } from './zone-method'
import { knownState, readMrz, sexUnread, wholeReading, type MrzReading } from './read-mrz'
import { smallCellLines } from './small-cell-reading'
import { cellLines, cellText, parseBoxes, type CellLine } from './zone-cells'
import type { ZoneRow } from './zone-fillers'
import {
  cellsCounted,
  findZoneBands,
  sameZoneBand,
  turnedHalf,
  ZONE_SEARCHES,
  zoneImage,
  type ZoneBand,
  type ZoneImage,
} from './zone-locator'

/**
 * The machine-readable zone of a page read on its own (ADR 0020): each zone-shaped band
 * (zone-locator.ts) is cut out, straightened and scaled to a fixed line height, read by native
 * Tesseract restricted to the zone's alphabet, its characters put in the zone's fixed cells with the
 * fillers found by their shape (zone-cells.ts), and the cells read again by their OCR-B outlines
 * and fused with Tesseract's characters (cell-reading.ts). Each band is read at several line heights
 * (Tesseract misreads a glyph at one scale that it reads right at another): the passes are the
 * "second reading" that a value no check digit covers may be confirmed by.
 */

/** Characters of a machine-readable zone: the whitelist of its OCR passes. */
export const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'

/** Tesseract parameters of the zone passes: no dictionary word is preferred to what the glyphs show. */
const ZONE_PARAMETERS = {
  load_system_dawg: '0',
  load_freq_dawg: '0',
  language_model_penalty_non_dict_word: '0',
  language_model_penalty_non_freq_dict_word: '0',
} as const

/** Heights of the zone's text lines, pixels, the passes are read at (Tesseract reads best near 30). */
export const ZONE_LINE_HEIGHTS = [32, 24] as const
/**
 * A further height, read only while no pass has read the zone whole: a small zone upscaled further
 * shows what the first two scales blurred (Tesseract misreads a glyph at one scale that it reads
 * right at another).
 */
export const RESCUE_LINE_HEIGHT = 40

/** Page segmentation "one uniform block of text". */
const SINGLE_BLOCK = 6

/** One reading of the zone: its lines, which pass (band and line height) gave it, and how. */
export interface ZonePass {
  lines: string[]
  pass: string
  method: ZoneMethod
  /** Where the band's top stands, as a share of the image's height (1: not known). */
  topShare: number
  /** Each cell's height verdict (glyph-heights.ts), where the band was read in cells and its face separates digits from letters. */
  heights?: HeightVerdicts
  /** The direction the zone reads along on the image, degrees clockwise (±180: upside down); absent for the page's own OCR. */
  degrees?: number
}

/** One reading of a band before it is placed on the page. */
type BandReading = Omit<ZonePass, 'pass' | 'topShare'>

async function greyOf(png: Buffer): Promise<Grey> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true })
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height }
}

/** Black and white by Otsu's threshold (the outline classifier counts pixels darker than 128). */
function binarised(grey: Grey): Uint8Array {
  const threshold = otsu(grey.pixels)
  return grey.pixels.map((value) => (value <= threshold ? 0 : 255))
}

function zoneRowOf(line: CellLine): ZoneRow {
  return {
    top: Math.min(...line.glyphs.map((glyph) => glyph.top)),
    bottom: Math.max(...line.glyphs.map((glyph) => glyph.bottom)),
    glyphs: line.glyphs,
    fillers: line.fillers,
  }
}

/** The readings of consecutive cell lines that make a zone: fused with the outlines first, then as read. */
function zoneGroups(lines: CellLine[], grey: Grey): BandReading[] {
  const ink = binarised(grey)
  const width = grey.width
  const length = lines[0]?.chars.length ?? 0
  const shape = Object.values(MRZ_SHAPES).find((candidate) => candidate.length === length)
  if (!shape) return []
  const readings: BandReading[] = []
  for (let first = 0; first + shape.lines <= lines.length; first += 1) {
    const group = lines.slice(first, first + shape.lines)
    // Heights are judged only on a group Tesseract read as a zone: a band cut astride the zone's lines
    // takes other glyphs for its dates' digits and measures against them.
    const heights = readMrz(group.map(cellText))
      ? heightVerdicts(
          group.map(cellText),
          group.map((line) => line.glyphs),
          group.map((line) => line.fillers),
        )
      : undefined
    const outline = outlineGuesses(ink, width, group.map(zoneRowOf), formatsOfLines(group.map(cellText))[0])
    // Fused with the outlines; where they agree too seldom with Tesseract to be fused, the cells
    // Tesseract read nothing in take the outline's character alone.
    const fused =
      outline &&
      (fusedLines(
        outline,
        group.map((line) => line.chars),
      ) ??
        group.map((line, row) =>
          line.chars.map((char, at) => char ?? outline.guesses[row]?.[at]?.char ?? '?').join(''),
        ))
    if (fused) readings.push({ lines: fused, method: 'outline', heights })
    if (outline)
      readings.push({
        lines: outline.guesses.map((guesses) => guesses.map((guess) => guess?.char ?? '<').join('')),
        method: 'shape',
        heights,
      })
    if (outline) readings.push({ lines: smallCellLines(grey, group, outline.kinds), method: 'learned', heights })
    readings.push({ lines: group.map(cellText), method: 'cells', heights })
  }
  return readings
}

/**
 * One band read at one line height: its readings, and PaddleOCR's reading of it where that is put
 * off (`paddleLater`: readPass).
 */
interface BandPass {
  readings: BandReading[]
  paddleLater?: () => Promise<BandReading[]>
}

/** A band's cut at one line height and the boxes native Tesseract read in it; null where the band holds no zone's lines. */
type BandCut = { zone: ZoneImage; boxes: string } | null

/** A band to cut at one line height. */
interface Cut {
  band: ZoneBand
  lineHeight: number
}

/**
 * Bands cut each at its line height and read by native Tesseract restricted to the zone's alphabet,
 * all in one run (ADR 0121: a run's start costs about as much as reading a cut). A run that ran out
 * of time read nothing (ADR 0059).
 */
async function cutAndRead(image: Buffer, wanted: readonly Cut[]): Promise<BandCut[]> {
  const zones: Array<ZoneImage | null> = []
  for (const { band, lineHeight } of wanted) zones.push(await zoneImage(image, band, lineHeight))
  const cut = zones.filter((zone): zone is ZoneImage => zone !== null)
  if (cut.length === 0) return zones.map(() => null)
  const read = await orNothingOnTimeout(
    recogniseNativeBoxesEach(
      cut.map(({ png }) => png),
      { psm: SINGLE_BLOCK, whitelist: MRZ_CHARACTERS, parameters: ZONE_PARAMETERS },
    ),
    cut.map(() => ''),
  )
  return zones.map((zone) => zone && { zone, boxes: read[cut.indexOf(zone)]! })
}

/**
 * The readings of one band at one line height, from its cut and Tesseract's boxes (cutAndRead).
 * PaddleOCR reads a band once, at the first height, where it shows some of a zone that Tesseract
 * did not read whole there (ADR 0104). Where Tesseract's
 * readings show less than a zone (ZONE_SEEN), Paddle's may show more, which steers the search (the
 * band read turned, at its other heights, other bands): it reads at once. Where they show a zone
 * already, what Paddle reads steers nothing and only joins the readings the zone is chosen among: it
 * is put off (`paddleLater`), and readZone reads it only where the zone is not settled without it
 * (settledWithoutPaddle, ADR 0107).
 */
async function readPass(cut: BandCut, lineHeight: number): Promise<BandPass> {
  if (!cut) return { readings: [] }
  const { png, columns } = cut.zone
  const grey = await greyOf(png)
  const lines = cellLines(parseBoxes(cut.boxes, grey.height), grey, columns)
  const readings = zoneGroups(lines, grey)
  if (lineHeight !== ZONE_LINE_HEIGHTS[0] || !paddleWanted(readings)) return { readings }
  const paddle = async () =>
    (await paddleZoneReadings(grey, lines)).map((read) => ({ lines: read, method: 'paddle' as const }))
  if (zoneEvidence(readings) < ZONE_SEEN) return { readings: [...readings, ...(await paddle())] }
  return { readings, paddleLater: paddle }
}

/** Whether a band's readings at one height show some of a zone (a check digit or a state) and Tesseract's cells not all of it. */
function paddleWanted(readings: readonly BandReading[]): boolean {
  return (
    zoneEvidence(readings) > 0 &&
    !readings.some(({ lines, method }) => method === 'cells' && wholeReading(readMrz(lines)))
  )
}

/** Check digits of a zone's format (TD1 and TD2: number, birth, expiry, composite; TD3 also the personal number). */
const CHECK_DIGITS: Record<string, number> = { TD1: 4, TD2: 4, TD3: 5 }

/** YYMMDD of a calendar date (month 01–12, day 01–31). */
const CALENDAR_DATE = /^\d\d(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/

/**
 * A state code that shows a zone: one ICAO knows, not one letter thrice (`XXX`, ICAO's "unspecified"):
 * a run of one glyph reads so, as a zone's fillers do upside down (ADR 0058).
 */
const stateShown = (code: string) => knownState(code) && !/^(.)\1\1$/.test(code)

/**
 * How much of a zone a band's readings show: the check digits that hold and the state codes ICAO
 * knows, in its best reading. A band read the wrong way up or that holds no zone gives fixed-length
 * lines of glyphs all the same, on which about one check digit in ten holds by chance; a date's check
 * digit counts only where the date is a calendar date, and a state only as stateShown allows (a zone
 * upside down read `XXX` for its states and held an expiry `773183` by chance: ADR 0058).
 */
export function zoneEvidence(readings: ReadonlyArray<{ lines: string[] }>): number {
  let best = 0
  for (const { lines } of readings) {
    const reading = readMrz(lines)
    if (!reading) continue
    const failed = new Set(reading.failedChecks)
    const chanceDates = [
      ['birthDateCheckDigit', reading.birthDate],
      ['expirationDateCheckDigit', reading.expiryDate],
    ].filter(([check, date]) => date !== '' && !failed.has(check!) && !CALENDAR_DATE.test(date!)).length
    const holding = (CHECK_DIGITS[reading.format] ?? 4) - failed.size - chanceDates
    best = Math.max(best, holding + Number(stateShown(reading.issuingState)) + Number(stateShown(reading.nationality)))
  }
  return best
}

/** Evidence that a zone was seen: three of its checks (two check digits and a state, say). */
export const ZONE_SEEN = 3

/**
 * Whether a band is read at its next line height, given the evidence its reading at `lineHeight`
 * showed in search `round`. A band that shows nothing of a zone (no check digit holding, no state
 * ICAO knows) at the first height, either way up, is not read at the others: a zone read at all
 * shows some of its checks there, and a page whose zone is never read would otherwise pay every
 * height on every band it holds (its portrait, its fields). A band of a later search (turned, wider
 * copy: more of what is found there is no zone) stops at any height that shows no more than one
 * check: one check digit of four holds by chance on about one band of no zone in three.
 */
export function readFurther(evidence: number, lineHeight: number, round: number): boolean {
  return evidence > (round > 0 ? 1 : 0) || (round === 0 && lineHeight !== ZONE_LINE_HEIGHTS[0])
}

/**
 * Band readings (one band at one line height, one way up: a cut scaled to a fixed line height, one
 * Tesseract pass and the cells' outlines, each about the same CPU) a page gets while none has shown
 * a zone (ZONE_SEEN). A page whose zone can be read at all shows it among the first bands found on
 * the searches: the longest bands come first, and the searches go from the likeliest copy to the
 * least likely; a page with no readable zone (a driving licence, a zone too small or too blurred to
 * read) would otherwise read every band of every search at every height it shows anything at, and
 * pay several times what a readable page costs before it is declined (SPDR120 when nothing of a
 * zone was read). Counted in readings, not seconds: the same page gets the same readings on any
 * machine and under any load.
 */
export const UNSEEN_READINGS = 12

/** Band readings a page has left while no zone has been seen, shared by the images of one page that are looked at. */
export interface ReadingBudget {
  left: number
}

/**
 * Every reading of the zone of `image` (PNG or JPEG bytes), each with the pass it came from. The
 * bands are looked for in the searches of zone-locator.ts in turn (the page filling the image, then on
 * its side, then far from the camera) until some band shows a zone (ZONE_SEEN). Each search's bands
 * whose cut counts a zone's cells (zone-locator.ts cellsCounted: two or three lines of 30, 36 or 44
 * glyphs at one pitch, which printed text, a portrait or a pattern hardly ever shows) are read as the
 * search finds them, longest first; the search's other bands wait until every search has been made
 * with no zone seen, and are then read in the searches' order (ADR 0077): a card's printed notice,
 * shaped like a band on the card turned a quarter, is no longer read before the zone found on the
 * wider copy. Once a search's band shows the zone, that search's other bands are read and no other
 * search's. A band that shows none at its first line height is read the other way up as well (a
 * page upside down), and taken so where that shows more (until some band has shown the zone);
 * `searches` may leave some out. The passes stop once Tesseract's cells of two passes read the zone
 * whole (every check digit and both state codes) and agree; a page with no zone-shaped band gives
 * none. While no band has shown the zone, each band reading is taken from `budget` (UNSEEN_READINGS
 * a page), and none is made once it is spent. PaddleOCR's readings put off (readPass) are made last,
 * where the zone is not settled without them, and stand where they would have stood (ADR 0107).
 */
export async function readZone(
  image: Buffer,
  searches = ZONE_SEARCHES,
  budget: ReadingBudget = { left: UNSEEN_READINGS },
): Promise<ZonePass[]> {
  const passes: ZonePass[] = []
  const tried: ZoneBand[] = []
  let seen = 0
  /** PaddleOCR's readings put off (readPass), each with the place in `passes` it takes. */
  const putOff: Array<
    Pick<ZonePass, 'pass' | 'topShare' | 'degrees'> & { at: number; read: () => Promise<BandReading[]> }
  > = []
  /** Cuts read ahead of the search (readAheadOf), by band and line height, until the search asks for them. */
  const readAhead = new Map<ZoneBand, Map<number, BandCut>>()
  /** Cuts `wanted` read in one run, each kept for the reading the search will ask of it. */
  const readAheadOf = async (wanted: readonly Cut[]): Promise<void> => {
    const cuts = await cutAndRead(image, wanted)
    wanted.forEach(({ band, lineHeight }, at) =>
      readAhead.set(band, (readAhead.get(band) ?? new Map<number, BandCut>()).set(lineHeight, cuts[at]!)),
    )
  }
  /**
   * A band reading, counted against the budget while no zone has been seen; null once the budget is
   * spent. With `ahead`, the band's cut at the second line height is read in the same Tesseract run
   * and kept for the reading at that height, which is counted when it is asked for.
   */
  const read = async (band: ZoneBand, lineHeight: number, ahead = false): Promise<BandPass | null> => {
    if (seen < ZONE_SEEN) {
      if (budget.left <= 0) return null
      budget.left -= 1
    }
    if (!readAhead.get(band)?.has(lineHeight))
      await readAheadOf([{ band, lineHeight }, ...(ahead ? [{ band, lineHeight: ZONE_LINE_HEIGHTS[1] }] : [])])
    return readPass(readAhead.get(band)!.get(lineHeight)!, lineHeight)
  }
  /** Reads one band of search `round` at its heights; true once two passes agree on a zone read whole (or the budget is spent). */
  const readBand = async ({ band: found, round, height, counted }: SearchBand): Promise<boolean> => {
    if (tried.some((band) => sameZoneBand(band, found))) return false
    tried.push(found)
    const index = tried.length
    let band = found
    for (const lineHeight of [...ZONE_LINE_HEIGHTS, RESCUE_LINE_HEIGHT]) {
      if (lineHeight === RESCUE_LINE_HEIGHT && passes.some(wholeInCells)) continue
      // A band fitted to a zone's cells (the zone, most often), while no pass reads a zone whole
      // (nothing the first height reads can yet stop the search), is read at its second height too.
      const ahead = counted && lineHeight === ZONE_LINE_HEIGHTS[0] && passesReadingWhole(passes).size === 0
      const first = await read(band, lineHeight, ahead)
      if (!first) return true
      let { readings, paddleLater } = first
      let evidence = zoneEvidence(readings)
      // Once a band has shown the zone, the page's way up is known: no other band is read turned.
      if (lineHeight === ZONE_LINE_HEIGHTS[0] && evidence < ZONE_SEEN && seen < ZONE_SEEN) {
        const turned = turnedHalf(band)
        const again = (await read(turned, lineHeight)) ?? { readings: [] }
        const turnedEvidence = zoneEvidence(again.readings)
        if (turnedEvidence > evidence)
          [band, readings, paddleLater, evidence] = [turned, again.readings, again.paddleLater, turnedEvidence]
      }
      seen = Math.max(seen, evidence)
      if (!readFurther(evidence, lineHeight, round)) break
      const pass = `band ${index} at ${lineHeight} px`
      const topShare = bandTop(band, height)
      for (const { lines, method, heights } of readings)
        passes.push({ lines, pass, method, topShare, degrees: band.degrees, ...(heights ? { heights } : {}) })
      if (paddleLater) putOff.push({ pass, topShare, degrees: band.degrees, at: passes.length, read: paddleLater })
      if (readAlikeOnTwoPasses(passes)) return true
    }
    return false
  }
  /** Reads bands in turn until one search's bands have shown the zone: the rest of that search's bands are still read. */
  const readBands = async (bands: ReadonlyArray<SearchBand>): Promise<boolean> => {
    let shownIn: number | undefined
    for (const [at, searchBand] of bands.entries()) {
      if (shownIn !== undefined && searchBand.round !== shownIn) continue
      // Once the zone has been seen, a band not fitted to a zone's cells is read at its first line
      // height with no turn and no budget: so are the others of its search after it (readAheadOf).
      if (seen >= ZONE_SEEN && !searchBand.counted && !readAhead.has(searchBand.band)) {
        const rest = untried(bands.slice(at), searchBand)
        if (rest.length > 1) await readAheadOf(rest.map(({ band }) => ({ band, lineHeight: ZONE_LINE_HEIGHTS[0] })))
      }
      if (await readBand(searchBand)) return true
      if (seen >= ZONE_SEEN) shownIn ??= searchBand.round
    }
    return false
  }
  /**
   * The bands of `bands` of the search of `first`, not fitted to a zone's cells, neither tried yet
   * nor the same band as one before them: those the search reads next at their first height.
   */
  const untried = (bands: ReadonlyArray<SearchBand>, first: SearchBand): SearchBand[] =>
    bands.filter(
      ({ band, round, counted }, at) =>
        round === first.round &&
        !counted &&
        !tried.some((other) => sameZoneBand(other, band)) &&
        !bands.slice(0, at).some((other) => sameZoneBand(other.band, band)),
    )
  // Bands whose cut counts a zone's cells are read as each search finds them; the others wait until
  // every search has been made with no zone seen (ADR 0077).
  const searchBands = async (): Promise<void> => {
    const waiting: SearchBand[] = []
    for (const [round, search] of searches.entries()) {
      if (budget.left <= 0) return
      const { bands, height } = await findZoneBands(image, search)
      const counted = await Promise.all(bands.map((band) => cellsCounted(image, band)))
      const of = (cells: boolean) =>
        bands.filter((_, at) => counted[at] === cells).map((band) => ({ band, round, height, counted: cells }))
      if (await readBands(of(true))) return
      // The zone seen on this search: its other bands are read as before, and no further search is made.
      if (seen >= ZONE_SEEN) {
        await readBands(of(false))
        return
      }
      waiting.push(...of(false))
    }
    if (seen < ZONE_SEEN) await readBands(waiting)
  }
  await searchBands()
  // PaddleOCR's readings put off are read where the zone is not settled without them, each in the
  // place it was put off at (the last first, so that the earlier places stand).
  if (!settledWithoutPaddle(passes)) {
    const later: ZonePass[][] = []
    for (const { pass, topShare, degrees, read } of putOff)
      later.push((await read()).map(({ lines, method }) => ({ lines, pass, method, topShare, degrees })))
    for (let at = putOff.length - 1; at >= 0; at -= 1) passes.splice(putOff[at]!.at, 0, ...later[at]!)
  }
  return passes
}

/** Readers whose reading whole may settle a zone without PaddleOCR (ADR 0104: Paddle is chosen only where neither does). */
const FIRST_READERS: ReadonlySet<ZoneMethod> = new Set(['cells', 'outline'])
/** Readers whose reading whole alike with a first reader's confirms it. */
const AGREEING: ReadonlySet<ZoneMethod> = new Set(['cells', 'outline', 'learned'])

/** A reading of Tesseract's cells that reads a zone whole. */
const wholeInCells = ({ lines, method }: ZonePass) => method === 'cells' && wholeReading(readMrz(lines))

/**
 * A first reader's reading whole as zone-choice.ts trusts it: a sex read, and no blind guess for a
 * filler (the outlines hold no filler: a heavy `<` read K holds the check digits as the `<` does).
 */
function trustedWhole(method: ZoneMethod, reading: MrzReading, tesseractCells: readonly string[][]): boolean {
  return FIRST_READERS.has(method) && !sexUnread(reading) && !blindFillerGuess(method, reading, tesseractCells)
}

/** Fields of a zone no check digit covers: what only readings alike confirm (zone-choice.ts). */
const UNCOVERED_FIELDS: readonly MrzField[] = [
  'documentCode',
  'issuingState',
  'nationality',
  'sex',
  'names',
  'givenNames',
]

/** Whether a fused reading reads every field no check digit covers as its own pass's Tesseract cells do. */
function uncoveredAsCells(reading: MrzReading, pass: string, passes: readonly ZonePass[]): boolean {
  const cells = passes.find((other) => other.pass === pass && other.method === 'cells')
  return (
    cells !== undefined &&
    UNCOVERED_FIELDS.every(
      (field) => fieldText(reading.format, reading.lines, field) === fieldText(reading.format, cells.lines, field),
    )
  )
}

/**
 * Whether the band search has read the zone enough: one zone read whole on two passes (band and line
 * height), each by Tesseract's cells (ADR 0042) or by the cells fused with the outlines (ADR 0118)
 * where trusted (trustedWhole) and apart from the pass's cells only in fields check digits cover. A
 * document whose number Tesseract reads with a look-alike at every height (OCR-B's `1` and `0` read
 * `I` and `O`: no reading of its cells is ever whole) is otherwise read on every band the search
 * finds, while the fused cells read it whole alike from the first band. Where the fusion mends a
 * state or a name, later bands are what may confirm it (two passes of Tesseract's cells read alike):
 * the search goes on. A pass's fused reading is its Tesseract characters again: no second pass.
 */
export function readAlikeOnTwoPasses(passes: readonly ZonePass[]): boolean {
  return [...passesReadingWhole(passes).values()].some((seenBy) => seenBy.size >= 2)
}

/** Each zone read whole as readAlikeOnTwoPasses counts it, with the passes that read it so. */
function passesReadingWhole(passes: readonly ZonePass[]): Map<string, Set<string>> {
  const tesseractCells = passes.filter(({ method }) => method === 'cells').map(({ lines }) => lines)
  const passesOf = new Map<string, Set<string>>()
  for (const { lines, pass, method } of passes) {
    if (method !== 'cells' && method !== 'outline') continue
    const reading = readMrz(lines)
    if (!wholeReading(reading)) continue
    if (
      method === 'outline' &&
      (!trustedWhole(method, reading!, tesseractCells) || !uncoveredAsCells(reading!, pass, passes))
    )
      continue
    const key = reading!.lines.join('\n')
    passesOf.set(key, (passesOf.get(key) ?? new Set()).add(pass))
  }
  return passesOf
}

/**
 * Whether the zone is settled without PaddleOCR: a reading of Tesseract's cells or of the cells fused
 * with the outlines reads it whole (every check digit holds, both states ICAO knows) as zone-choice.ts
 * trusts it (a sex read, no blind guess for a filler), and a second reading reads it whole alike:
 * Tesseract's cells or the fused cells on another pass (another line height or band), or the
 * small-cell classifier on any pass (a reader of its own; a pass's fused reading is its Tesseract
 * characters again). Paddle's reading is then never chosen (zone-choice.ts takes it only where no
 * reading of Tesseract or the outlines is whole) and is not read (ADR 0107).
 */
export function settledWithoutPaddle(passes: readonly ZonePass[]): boolean {
  const tesseractCells = passes.filter(({ method }) => method === 'cells').map(({ lines }) => lines)
  const readersOf = new Map<string, Set<string>>()
  const trusted = new Set<string>()
  for (const { lines, pass, method } of passes) {
    if (!AGREEING.has(method)) continue
    const reading = readMrz(lines)
    if (!wholeReading(reading)) continue
    const key = reading!.lines.join('\n')
    readersOf.set(key, (readersOf.get(key) ?? new Set()).add(method === 'learned' ? `${pass} learned` : pass))
    if (trustedWhole(method, reading!, tesseractCells)) trusted.add(key)
  }
  return [...trusted].some((key) => (readersOf.get(key)?.size ?? 0) >= 2)
}

/**
 * A band as one search found it: the search's place in the order (`round`), the upright image's
 * height, and whether its cut counts a zone's cells (zone-locator.ts cellsCounted).
 */
interface SearchBand {
  band: ZoneBand
  round: number
  height: number
  counted: boolean
}

/**
 * Where the band's top stands, as a share of the image's height; 1 (not known) for a band on its
 * side or upside down, whose top is no place on the page to cut the page's own OCR at.
 */
function bandTop(band: ZoneBand, height: number): number {
  if (Math.abs(band.degrees) > 45) return 1
  return Math.max(0, band.centreY - band.thickness / 2) / Math.max(1, height)
}

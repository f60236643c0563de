import type { UncoveredField, VisualFields } from './extracted-document'
import { checkBlind, mrzCheckDigit } from './mrz/check-digit'
import { DIGIT_FOR_LETTER } from './mrz/field-classes'
import { namesConfirmedByVisual, namesContradictedByVisual } from './mrz-visual-agreement'
import {
  agreedVerdicts,
  fitsHeight,
  repairedByHeight,
  repairedByHeights,
  type HeightVerdicts,
} from './mrz/glyph-heights'
import { fieldText, MRZ_FIELDS, type MrzField } from './mrz/mrz-format'
import { numberField, numberPlace, seenNumbers } from './mrz/number-alternatives'
import { knownState, numberReadings, readMrz, sexUnread, wholeReading, type MrzReading } from './mrz/read-mrz'
import type { ZonePass } from './mrz/read-zone'
import { blindFillerGuess } from './mrz/blind-filler-guess'
import { consensusReadings, VOTING } from './mrz/zone-consensus'

/** The zone chosen among a document's readings, and the uncovered values nothing confirmed. */
export interface ChosenZone {
  mrz: MrzReading
  /** Values no check digit settles that nothing confirmed (ADR 0020). */
  unconfirmed: UncoveredField[]
  /**
   * The numbers that make every check digit hold when more than one does and nothing read settled
   * which (ADR 0040): the visual zone read again may print exactly one of them. Empty otherwise.
   */
  doubtedNumbers: string[]
  /**
   * The state codes (fillers left out) of the issuing state and nationality left unconfirmed whose
   * value the zone reads is a state ICAO knows and that no reading of the zone contradicts with
   * another state (ADR 0072): the visual zone read again may print them. Empty otherwise.
   */
  statesInDoubt: string[]
}

/** The number as the readings settle it, and the numbers left in doubt when they do not. */
interface SettledNumber {
  reading: MrzReading | undefined
  doubted: string[]
}

const UNCOVERED: ReadonlyArray<{
  field: Exclude<UncoveredField, 'documentNumber' | 'documentCode'>
  /** Where the value stands (the French card's given names have a field of their own). */
  places: readonly MrzField[]
  value: (mrz: MrzReading) => string
  plausible: (mrz: MrzReading) => boolean
}> = [
  {
    field: 'names',
    places: ['names', 'givenNames'],
    value: (mrz) => `${mrz.lastName}|${mrz.givenNames}`,
    plausible: (mrz) => mrz.lastName !== '' || mrz.givenNames !== '',
  },
  {
    field: 'issuingState',
    places: ['issuingState'],
    value: (mrz) => mrz.issuingState,
    plausible: (mrz) => knownState(mrz.issuingState),
  },
  {
    field: 'nationality',
    places: ['nationality'],
    value: (mrz) => mrz.nationality,
    // Some identity cards leave the nationality blank (fillers, as Macao's): no state to know there.
    plausible: (mrz) => knownState(mrz.nationality) || mrz.nationality.replace(/</g, '') === '',
  },
]

/**
 * A reading whose `value` at least CONFIRMATIONS passes read alike, with no unread cell. When another
 * value was also read alike by that many passes (two bands of one page whose passes each misread the
 * same filler as a C, `JOANNAC` against `JOANNA`), the passes contradict each other: nothing is
 * confirmed, whichever value more passes read (ADR 0052).
 */
function confirmedReading(
  readings: ReadonlyArray<{ pass: string; mrz: MrzReading | undefined }>,
  value: (mrz: MrzReading) => string,
): MrzReading | undefined {
  const passesBy = new Map<string, Set<string>>()
  for (const { pass, mrz } of readings) {
    if (!mrz || value(mrz).includes('?')) continue
    passesBy.set(value(mrz), (passesBy.get(value(mrz)) ?? new Set()).add(pass))
  }
  const agreed = [...passesBy].filter(([, seenBy]) => seenBy.size >= CONFIRMATIONS).map(([seen]) => seen)
  return agreed.length === 1 ? readings.find(({ mrz }) => mrz && value(mrz) === agreed[0])?.mrz : undefined
}

/**
 * Whether at least CONFIRMATIONS of `readings` read alike a value other than `confirmed`, with no
 * unread cell (ADR 0057, 0108): another reader's second value read alike contradicts it, also where
 * a third value is read alike too (the other reader's passes contradicting each other take nothing
 * away from the contradiction).
 */
function readAlikeOtherwise(
  readings: ReadonlyArray<{ pass: string; mrz: MrzReading | undefined }>,
  value: (mrz: MrzReading) => string,
  confirmed: string,
): boolean {
  const passesBy = new Map<string, Set<string>>()
  for (const { pass, mrz } of readings) {
    if (!mrz || value(mrz).includes('?') || value(mrz) === confirmed) continue
    passesBy.set(value(mrz), (passesBy.get(value(mrz)) ?? new Set()).add(pass))
  }
  return [...passesBy.values()].some((seenBy) => seenBy.size >= CONFIRMATIONS)
}

/** The zone's lines with the characters of a field (its places the format has) taken from other lines of the same format. */
function withField(mrz: MrzReading, from: readonly string[], places: readonly MrzField[]): string[] {
  return places.reduce((lines, place) => {
    const at = MRZ_FIELDS[mrz.format][place]
    if (!at) return lines
    const { line, start, length } = at
    return lines.map((text, index) =>
      index === line ? text.slice(0, start) + fieldText(mrz.format, from, place) + text.slice(start + length) : text,
    )
  }, mrz.lines)
}

/** Share of the zone's cells a reading in cells must agree with to be a reading of the same zone. */
const SAME_ZONE = 0.75

/**
 * Lines of exactly the zone's shape that read the same zone: a group cut astride the zone's lines
 * (another line's glyphs in a line's cells) has the shape too, and two passes read its garbage alike.
 */
function sameZone(mrz: MrzReading, lines: readonly string[]): boolean {
  if (lines.length !== mrz.lines.length || lines.some((text, index) => text.length !== mrz.lines[index]!.length))
    return false
  const cells = mrz.lines.join('')
  const read = lines.join('')
  return [...cells].filter((char, at) => read[at] === char).length >= cells.length * SAME_ZONE
}

/**
 * What one pass read in a field no check digit covers: a reading in cells of the same zone (sameZone),
 * Tesseract's or the outlines' alone, gives its own cells of that field, set in the chosen zone (and
 * repaired by the field's class there), also where an unread cell elsewhere kept the pass itself from
 * being a zone; the page's OCR (and the small-cell classifier) gives its parsed reading.
 */
function fieldReading(
  mrz: MrzReading,
  pass: { method: ZonePass['method']; lines: readonly string[]; mrz: MrzReading | undefined },
  places: readonly MrzField[],
): MrzReading | undefined {
  if (pass.method !== 'cells' && pass.method !== 'shape') return pass.mrz?.format === mrz.format ? pass.mrz : undefined
  return sameZone(mrz, pass.lines) ? readMrz(withField(mrz, pass.lines, places)) : undefined
}

/** A reading that may confirm a value no check digit covers. */
type ConfirmingPass = {
  pass: string
  method: ZonePass['method']
  lines: readonly string[]
  mrz: MrzReading | undefined
}

/**
 * The first letters ICAO 9303 gives a machine-readable document's code: P a passport, A, C or I an
 * identity card or other official travel document, V a visa. A code read with another letter is a
 * misread (`TA` for `IA`): no check digit covers the code, so it is never reported as read.
 */
const ICAO_CODE_LETTERS: ReadonlySet<string> = new Set(['P', 'A', 'C', 'I', 'V'])
const codeLetterKnown = (reading: MrzReading) => ICAO_CODE_LETTERS.has(reading.documentCode.charAt(0))

/**
 * The document code as the zone's readers read it, and whether it is confirmed (ADR 0084). No check
 * digit covers the code, and its second character is the issuing state's choice among letters, the
 * filler and digits (the US resident card's `C1`), so no field class tells a `1` from an `I` there.
 * Each reader — Tesseract (its cells and the page's OCR), the OCR-B outlines alone, the small-cell
 * classifier — puts forward the code two of its passes read alike. A code two readers put forward is
 * taken (Tesseract reads OCR-B's `1` as `I` at every height where the outlines and the classifier
 * read `1`); else Tesseract's where no other reader puts one forward, never a reading fused with the
 * outlines (ADR 0058: a fusion may carry their `F` for a passport's `P`). Two readers that each put
 * forward another code leave it in doubt. A code taken keeps the zone's format and its check digits
 * and starts with a letter ICAO gives documents (ADR 0074); any other is shown as the chosen reading
 * has it, unconfirmed.
 */
function codeByReaders(
  mrz: MrzReading,
  readers: ReadonlyArray<readonly ConfirmingPass[]>,
): { mrz: MrzReading; confirmed: boolean } {
  const code = (reading: MrzReading) => reading.documentCode
  const agreed = readers.map((passes) =>
    confirmedReading(
      passes.map((pass) => ({ pass: pass.pass, mrz: fieldReading(mrz, pass, ['documentCode']) })),
      code,
    ),
  )
  const putForward = agreed.filter((reading): reading is MrzReading => reading !== undefined)
  const backedBy = (reading: MrzReading) => putForward.filter((other) => code(other) === code(reading)).length
  const chosen =
    putForward.find((reading) => backedBy(reading) >= 2) ?? (putForward.length === 1 ? agreed[0] : undefined)
  if (!chosen) return { mrz, confirmed: false }
  const taken = readMrz(withField(mrz, chosen.lines, ['documentCode']))
  return taken?.checkDigitsHold && taken.format === mrz.format && code(taken) === code(chosen) && codeLetterKnown(taken)
    ? { mrz: taken, confirmed: true }
    : { mrz, confirmed: false }
}

/** Readings that may confirm a value: Tesseract's characters in cells and the page's own OCR (not the outline guesses). */
const CONFIRMING: ReadonlySet<ZonePass['method']> = new Set(['cells', 'page'])
const METHOD_RANK: Record<ZonePass['method'], number> = {
  cells: 0,
  page: 1,
  outline: 2,
  learned: 3,
  shape: 4,
  paddle: 5,
}

/** Readers of another kind than Tesseract's cells and the outlines, taken only where neither reads the zone whole (ADR 0057, 0104). */
const SECOND_READERS: ReadonlySet<ZonePass['method']> = new Set(['learned', 'paddle'])

/** The small-cell classifier's readings, voted alone (ADR 0083). */
const LEARNED: ReadonlySet<ZonePass['method']> = new Set(['learned'])

/** Readings of the small-cell classifier that must all read a digit for it to be shown (shownInDoubt). */
const LEARNED_AGREEING = 2

/** Passes that must have read an uncovered value alike. */
const CONFIRMATIONS = 2

/** Whether the number of `mrz` agrees with the glyph heights at each of its positions (glyph-heights.ts). */
function numberFitsHeights(mrz: MrzReading, heights: HeightVerdicts): boolean {
  const { line, start } = numberPlace(mrz.format)
  return [...numberField(mrz.format, mrz.lines)].every((char, at) => fitsHeight(char, heights[line]?.[start + at]))
}

/**
 * The number as the readings and the glyph heights settle it (ADR 0028): among the numbers built from
 * the characters some reading saw at each position (the chosen one's letters of digit height read as
 * digits among them; any character a reading of the same zone saw there) and the round twins of its
 * O and 0 (ADR 0033) that the heights allow there, the
 * one that makes every check digit hold when it is the only one and built from what was read; else
 * the one the visual zone prints (read exactly, no look-alike folded); else undefined (nothing tells
 * which was printed, or the heights contradict every reading that holds).
 */
function settledNumber(
  mrz: MrzReading,
  others: readonly MrzReading[],
  visualNumber: string | undefined,
  heights: HeightVerdicts,
  readLines: readonly string[][],
): SettledNumber {
  const { line, start } = numberPlace(mrz.format)
  const verdictAt = (at: number) => heights[line]?.[start + at]
  const byHeight = [...numberField(mrz.format, mrz.lines)]
    .map((char, at) => repairedByHeight(char, verdictAt(at)))
    .join('')
  // Readings of the same zone, cell for cell: whatever they saw in the number is in doubt, look-alike or not.
  const sameZoneNumbers = readLines
    .filter((lines) => sameZone(mrz, lines))
    .map((lines) => numberField(mrz.format, lines))
  const holdingOf = (twins: boolean) => {
    const variants = seenNumbers(
      mrz.format,
      mrz.lines,
      [...others.map((other) => numberField(other.format, other.lines)), byHeight],
      (char, at) => fitsHeight(char, verdictAt(at)),
      { twins, sameZone: sameZoneNumbers },
    )
    // The number's own check digit first (cheap), the whole zone's only for the variants it lets through.
    const checkAt = numberPlace(mrz.format)
    const printedCheck = mrz.lines[checkAt.line]?.[checkAt.start + checkAt.length] ?? ''
    const ownCheckHolds = (lines: string[]) =>
      !/[0-9]/.test(printedCheck) || mrzCheckDigit(numberField(mrz.format, lines)) === printedCheck
    return variants === 'too many'
      ? variants
      : variants
          .filter(ownCheckHolds)
          .map((lines) => readMrz(lines))
          .filter(
            (reading): reading is MrzReading => reading?.checkDigitsHold === true && reading.format === mrz.format,
          )
  }
  const visual = (visualNumber ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '')
  // Round twins no reading saw only add doubt: a number is taken from what was read (or the visual zone).
  const doubted = holdingOf(true)
  const seen = holdingOf(false)
  if (doubted === 'too many' || seen === 'too many')
    return { reading: visual === mrz.documentNumber && numberFitsHeights(mrz, heights) ? mrz : undefined, doubted: [] }
  const [only] = doubted
  if (doubted.length === 1 && seen.some((reading) => reading.documentNumber === only!.documentNumber))
    return { reading: only!.documentNumber === mrz.documentNumber ? mrz : only, doubted: [] }
  const printed = doubted.find((reading) => reading.documentNumber === visual)
  return {
    reading: printed,
    doubted: printed || doubted.length < 2 ? [] : [...new Set(doubted.map((reading) => reading.documentNumber))],
  }
}

/**
 * The zone shown for a number left in doubt (ADR 0051): the chosen reading with its number's letters
 * that look like a digit (DIGIT_FOR_LETTER: D, O, Q for 0, I and T for 1, Z, S, B…) read as that
 * digit where Tesseract, reading the same zone in cells, never saw that letter there but the digit or
 * nothing, as many as can be while every check digit still holds and the glyph heights allow the
 * digit. Under a watermark the outlines put letters where Tesseract read zeros or nothing, and two
 * such slips can cancel (`DD7007007` for `007007007`: 13 · 7 + 13 · 3 ≡ 0 mod 10); a letter Tesseract
 * read is kept. Pairs no check digit tells apart (L and 1, G and 6) are never swapped: any swap of
 * them holds. Only what is shown: the number is still not taken (SPDR78).
 *
 * A letter Tesseract read is swapped too where every reading of the small-cell classifier (`learned`,
 * at least two) read the digit there (ADR 0095): on a phone photo Tesseract reads OCR-B's blurred
 * zeros `O` or `D`, differently at each height, while the classifier, learnt from OCR-B's own 0, O and
 * D at that blur, reads the zero at every height. Still only what is shown.
 */
function shownInDoubt(
  mrz: MrzReading,
  heights: HeightVerdicts,
  tesseract: readonly string[],
  learned: readonly string[] = [],
): MrzReading {
  if (tesseract.length === 0) return mrz
  const { line, start, length } = numberPlace(mrz.format)
  const number = numberField(mrz.format, mrz.lines)
  const swappable = [...number].flatMap((char, at) => {
    const digit = DIGIT_FOR_LETTER[char]
    const unseen =
      tesseract.every((read) => read[at] === digit || read[at] === '?') ||
      (learned.length >= LEARNED_AGREEING && learned.every((read) => read[at] === digit))
    return digit && unseen && !checkBlind(char, digit) && fitsHeight(digit, heights[line]?.[start + at])
      ? [{ at, digit }]
      : []
  })
  let best = mrz
  let bestSwaps = 0
  for (let subset = 1; subset < 1 << swappable.length; subset += 1) {
    const swaps = swappable.filter((_, index) => subset & (1 << index))
    if (swaps.length <= bestSwaps) continue
    const chars = [...number]
    for (const { at, digit } of swaps) chars[at] = digit
    const text = mrz.lines[line]!
    const lines = mrz.lines.map((other, index) =>
      index === line ? text.slice(0, start) + chars.join('') + text.slice(start + length) : other,
    )
    const reading = readMrz(lines)
    if (reading?.checkDigitsHold && reading.format === mrz.format) [best, bestSwaps] = [reading, swaps.length]
  }
  return best
}

/**
 * A zone the outlines alone read (chosen only when no other reading of it holds) with the fields no
 * check digit covers (names, states) taken from the same pass's fusion with Tesseract, where that
 * reads the same zone and left none of their cells unread (ADR 0051). The outlines alone read letters
 * worst (a Japanese passport's `JPN` read `JPM`), and the check digits that chose them say nothing
 * about letters; the fusion keeps Tesseract's letter unless the outline beats it decisively. Only
 * what is shown and checked: those fields are still confirmed only by two passes or the page (ADR 0033).
 */
function lettersFromFusion(mrz: MrzReading, fused: readonly string[] | undefined): MrzReading {
  if (!fused || !sameZone(mrz, fused)) return mrz
  let shown = mrz
  for (const { places } of UNCOVERED) {
    if (places.some((place) => MRZ_FIELDS[mrz.format][place] && fieldText(mrz.format, fused, place).includes('?')))
      continue
    const taken = readMrz(withField(shown, fused, places))
    if (taken?.checkDigitsHold) shown = taken
  }
  return shown
}

/**
 * Among readings read whole, the zone the most passes (band and line height, or the page) read whole
 * alike with their own characters, by any method (ADR 0042); the first of them among as many. A slip
 * whose check digits cancel is rarely repeated at another scale or by another reader, nor is a
 * reading that holds only with a look-alike taken from another (ADR 0019's swap); the printed zone is.
 */
function mostRepeated<T extends { pass: string; lines: readonly string[]; mrz: MrzReading | undefined }>(
  whole: readonly T[],
): T | undefined {
  const passesOf = new Map<string, Set<string>>()
  for (const { pass, lines } of whole) {
    const own = readMrz(lines)
    if (!wholeReading(own)) continue
    const key = own!.lines.join('\n')
    passesOf.set(key, (passesOf.get(key) ?? new Set()).add(pass))
  }
  const support = (reading: T) => passesOf.get(reading.mrz!.lines.join('\n'))?.size ?? 0
  return whole.reduce<T | undefined>(
    (best, reading) => (!best || support(reading) > support(best) ? reading : best),
    undefined,
  )
}

/**
 * Whether `vote`, a band's vote read whole, outvotes `single`, the zone Tesseract's or the outlines'
 * readings read whole most often (ADR 0091): only one pass read `single` whole, and the vote reads
 * another zone. A slip in a field no check digit covers (a Czech specimen's `VZOR` read `VLOR` by
 * Tesseract at both heights, whole at one) is outvoted where the band's other readers read it right;
 * a zone two passes read whole alike stays chosen (ADR 0042). A second reader (the classifier,
 * PaddleOCR) reading that zone whole is no second pass of it (ADR 0108): Paddle errs as Tesseract does.
 */
function outvotedAlone<T extends { pass: string; method: ZonePass['method']; mrz: MrzReading | undefined }>(
  single: T,
  vote: T,
  whole: readonly T[],
): boolean {
  const zoneOf = (reading: T) => reading.mrz!.lines.join('\n')
  const readBy = new Set(
    whole
      .filter((reading) => !SECOND_READERS.has(reading.method) && zoneOf(reading) === zoneOf(single))
      .map(({ pass }) => pass),
  )
  return readBy.size === 1 && zoneOf(vote) !== zoneOf(single)
}

/** How many of a reading's state codes ICAO knows. */
const statesKnown = (mrz: MrzReading | undefined) =>
  Number(knownState(mrz?.issuingState ?? '')) + Number(knownState(mrz?.nationality ?? ''))

/**
 * Where no reading is read whole (a state ICAO does not know: an old code, a misread), a band's vote
 * whose check digits hold, where it reads more state codes ICAO knows than the first single reading
 * whose check digits hold (ADR 0091): Tesseract's passes read Germany's `D<<` as `0<<` (shown `O<<`),
 * the other readers `D`. Where the vote knows no more states, the single reading stays: a card that
 * prints its nationality in digits (`132`) is read so by Tesseract only, as the outlines and the
 * classifier read a state's cells as letters. A vote confirms nothing of its own. Where no vote holds,
 * the first holding reading of a second reader (PaddleOCR, the classifier) is shown on the same terms
 * (ADR 0108): Paddle reads a line whole, digits and letters alike, and confirms nothing either.
 */
function moreStatesKnown<T extends { mrz: MrzReading | undefined }>(vote: T | undefined, single: T | undefined) {
  return vote && statesKnown(vote.mrz) > statesKnown(single?.mrz) ? vote : undefined
}

/**
 * The zone of a document from every reading of it (ADR 0020): the one read whole (every check digit
 * holds and both states are ones ICAO knows) by the most passes (mostRepeated, ADR 0042), else the
 * first whose check digits hold, else the
 * first with a zone's shape (its failing check digits decline the document), Tesseract's cells first,
 * the outlines last; where none of Tesseract's or the outlines' readings is read whole, a band's readings voted cell
 * by cell (ADR 0083) before the small-cell classifier's readings (ADR 0057), which come only where no other is read whole; an outline reading with a blind guess for a filler (blindFillerGuess) only when
 * nothing else holds, and then with its number unconfirmed. Then what no check digit settles is confirmed or listed in `unconfirmed`:
 * - a value no check digit covers (names, state codes) is the one two passes of Tesseract (another
 *   band or line height, or the page's own OCR) read alike with no unread cell in it (a pass in cells
 *   counts for a field whatever it left unread elsewhere: fieldReading); outline guesses
 *   never confirm. It takes the place of the chosen reading's value (no check digit moves). The
 *   names are confirmed by the visual zone too; a state code ICAO does not know never is.
 * - a number whose readings saw look-alikes that cancel in the check digits is taken only as the
 *   visual zone prints it (settledNumber).
 */
export function chooseZone(
  measured: readonly ZonePass[],
  visual: VisualFields,
  printedStates: readonly string[] = [],
): ChosenZone | null {
  // The height verdicts of every reading in cells of one shape, combined (a verdict no pass contradicts).
  const verdictsOf = (lines: readonly string[]) =>
    agreedVerdicts(
      measured.filter((pass) => pass.method === 'cells').map((pass) => pass.heights),
      lines,
    )
  // Each reading in cells with its letters of digit height read as digits (ADR 0028), before it as read:
  // where only some of a number's look-alikes were measured, the repair alone can break a reading whose
  // slips cancelled, and settledNumber then chooses among what was read.
  const passes = measured.flatMap((pass) => {
    const repaired = pass.method === 'page' ? pass.lines : repairedByHeights(pass.lines, verdictsOf(pass.lines))
    return repaired.join() === pass.lines.join() ? [pass] : [{ ...pass, lines: repaired }, pass]
  })
  // Tesseract's own cells before the outline guesses, the page's OCR between them.
  const ranked = [...passes].sort((a, b) => METHOD_RANK[a.method] - METHOD_RANK[b.method])
  const parsed = ranked.map((pass, index) => {
    const otherNumberReadings = ranked
      .filter((_, other) => other !== index)
      .flatMap((other) => numberReadings(other.lines))
    return {
      pass: pass.pass,
      method: pass.method,
      lines: pass.lines,
      mrz: readMrz(pass.lines, { visualDocumentNumber: visual.documentNumber ?? null, otherNumberReadings }),
    }
  })
  // An outline reading with a blind guess for a filler is chosen only when nothing else holds, and
  // then its number is not taken (SPDR78): the check digits cannot tell its guess from a filler.
  const tesseractCells = parsed.filter(({ method }) => method === 'cells').map(({ lines }) => lines)
  // A reading that read no sex in the sex cell (sexUnread) likewise.
  const trusted = parsed.filter(
    ({ method, mrz }) => !mrz || (!blindFillerGuess(method, mrz, tesseractCells) && !sexUnread(mrz)),
  )
  // The small-cell classifier's readings (ADR 0057) only where no other reading is read whole.
  const whole = trusted.filter(({ mrz }) => wholeReading(mrz))
  // A band's readings voted cell by cell (ADR 0083), taken only where no reading of Tesseract's or the
  // outlines' is read whole: a vote read whole, with no blind guess for a filler; then the small-cell
  // classifier's readings of a band voted alone (where Tesseract and the outlines read the cells
  // too small to vote with them), before any of its readings alone. A vote's characters are its
  // readings' own: no look-alike is swapped.
  const votedBy = (methods: ReadonlySet<ZonePass['method']>) =>
    consensusReadings(measured, METHOD_RANK, methods)
      .map(({ pass, lines }) => ({ pass, method: 'outline' as ZonePass['method'], lines, mrz: readMrz(lines) }))
      .filter(({ mrz }) => mrz?.checkDigitsHold && !blindFillerGuess('outline', mrz, tesseractCells) && !sexUnread(mrz))
  const holdingVotes = [...votedBy(VOTING), ...votedBy(LEARNED)]
  const votes = holdingVotes.filter(({ mrz }) => wholeReading(mrz))
  const holding = trusted.find(({ mrz }) => mrz?.checkDigitsHold)
  const single = mostRepeated(whole.filter(({ method }) => !SECOND_READERS.has(method)))
  const chosen =
    (single && votes[0] && outvotedAlone(single, votes[0], whole) ? votes[0] : single) ??
    votes[0] ??
    mostRepeated(whole) ??
    moreStatesKnown(holdingVotes[0], holding) ??
    moreStatesKnown(
      trusted.find(({ method, mrz }) => SECOND_READERS.has(method) && mrz?.checkDigitsHold),
      holding,
    ) ??
    holding ??
    parsed.find(({ mrz }) => mrz?.checkDigitsHold) ??
    parsed.find(({ mrz }) => mrz !== undefined)
  if (!chosen?.mrz) return null
  const guessed = !trusted.includes(chosen) && !holdingVotes.includes(chosen)
  // The outlines alone cannot tell OCR-B's near twins (O and 0) apart: where they decide, the fused
  // reading carries it (it overrules Tesseract only by a decisive margin), so they add no doubt of their own.
  const sameFormat = parsed
    .filter(({ method, mrz }) => method !== 'shape' && mrz?.format === chosen.mrz!.format)
    .map(({ mrz }) => mrz!)
  const heights = verdictsOf(chosen.mrz.lines)
  const { reading: settled, doubted: doubtedNumbers } = chosen.mrz.checkDigitsHold
    ? settledNumber(
        chosen.mrz,
        sameFormat,
        visual.documentNumber,
        heights,
        parsed.filter(({ method }) => method !== 'shape').map(({ lines }) => lines),
      )
    : { reading: chosen.mrz, doubted: [] }
  const numbersIn = (readings: readonly (readonly string[])[]) =>
    readings.filter((lines) => sameZone(chosen.mrz!, lines)).map((lines) => numberField(chosen.mrz!.format, lines))
  // The classifier's readings as read (not repaired by the heights): each pass counts once.
  const learnedNumbers = numbersIn(measured.filter(({ method }) => method === 'learned').map(({ lines }) => lines))
  let mrz = settled ?? shownInDoubt(chosen.mrz, heights, numbersIn(tesseractCells), learnedNumbers)
  if (chosen.method === 'shape')
    mrz = lettersFromFusion(mrz, parsed.find(({ pass, method }) => method === 'outline' && pass === chosen.pass)?.lines)
  const confirming = parsed.filter(({ method }) => CONFIRMING.has(method))
  const learnedPasses = parsed.filter(({ method }) => method === 'learned')
  const secondPasses = parsed.filter(({ method }) => SECOND_READERS.has(method))
  const outlinePasses = parsed.filter(({ method }) => method === 'shape')
  /** Whether two passes of the outlines alone read `reading`'s value of a field alike (and no other value so). */
  const outlinesRead = (reading: MrzReading, value: (mrz: MrzReading) => string, places: readonly MrzField[]) => {
    const agreed = confirmedReading(
      outlinePasses.map((pass) => ({ pass: pass.pass, mrz: fieldReading(mrz, pass, places) })),
      value,
    )
    return agreed !== undefined && value(agreed) === value(reading)
  }
  const unconfirmed: UncoveredField[] = []
  const statesInDoubt: string[] = []
  for (const { field, places, value, plausible } of UNCOVERED) {
    // A field the format does not have (the French card names no nationality) has nothing to confirm.
    if (!places.some((place) => MRZ_FIELDS[mrz.format][place])) continue
    if (field === 'names' && namesContradictedByVisual(mrz, visual)) {
      unconfirmed.push(field)
      continue
    }
    if (field === 'names' && namesConfirmedByVisual(mrz, visual)) continue
    const confirmed = confirmedReading(
      confirming.map((pass) => ({ pass: pass.pass, mrz: fieldReading(mrz, pass, places) })),
      value,
    )
    // Two small-cell readings that read another plausible value alike contradict it (ADR 0057): at a
    // phone photo's size Tesseract repeats a misread at every scale of the same pixels (VLOR for VZOR).
    // Unless the cells' outlines, a third reader, read Tesseract's value alike in two passes (ADR 0063):
    // the classifier, learnt from blurred renderings only, is then the one reader out of its depth.
    // PaddleOCR's readings count with the classifier's, each method's pass apart, and a value that is
    // no state ICAO knows is no reading of a state (ADR 0108): Tesseract reading `TWN` as `TUN` at two
    // heights, the classifier `TWN` once and `TWK` twice, Paddle `TWN`, is a contradiction.
    const contradicted =
      confirmed &&
      readAlikeOtherwise(
        secondPasses.map((pass) => {
          const read = fieldReading(mrz, pass, places)
          return { pass: `${pass.method} ${pass.pass}`, mrz: read && plausible(read) ? read : undefined }
        }),
        value,
        value(confirmed),
      ) &&
      !outlinesRead(confirmed, value, places)
    // The value two passes read alike takes the place of the chosen reading's: no check digit covers it,
    // so the zone's check digits hold as before.
    const taken = confirmed && readMrz(withField(mrz, confirmed.lines, places))
    if (confirmed && !contradicted && taken?.checkDigitsHold && value(taken) === value(confirmed) && plausible(taken)) {
      mrz = taken
      continue
    }
    // A state the zone reads that no two passes confirm, and that no reading of the zone by any reader
    // contradicts with another known state, is confirmed where the visual zone prints it (ADR 0072).
    const code = value(mrz).replace(/</g, '')
    const rivals = parsed.some((pass) => {
      const other = fieldReading(mrz, pass, places)
      return other !== undefined && plausible(other) && value(other) !== value(mrz)
    })
    if (field !== 'names' && knownState(code) && !rivals) {
      if (printedStates.includes(code)) continue
      statesInDoubt.push(code)
    }
    unconfirmed.push(field)
  }
  const code = codeByReaders(mrz, [confirming, outlinePasses, learnedPasses])
  mrz = code.mrz
  if (!code.confirmed) unconfirmed.push('documentCode')
  return {
    mrz,
    unconfirmed: settled && !guessed ? unconfirmed : [...unconfirmed, 'documentNumber'],
    doubtedNumbers: guessed ? [] : doubtedNumbers,
    statesInDoubt: [...new Set(statesInDoubt)],
  }
}

import { placeOf, type FieldPlace, type MrzFormat } from './mrz-format'

/**
 * The document number is alphanumeric: a printed O and 0 are both possible there, so no field type
 * can tell which one OCR misread. This chooses among look-alike readings of it, under bounds that
 * keep an edited document failing (ADR 0019):
 *
 * 1. Only when the number's check digit AND the composite check digit both fail as read. A forger
 *    who edits the number's check digit and recomputes the composite leaves the composite holding,
 *    so nothing is tried; one who edits a number character does the same.
 * 2. Only look-alike pairs (0/O, 0/Q, 0/D, 1/I, 1/T, 8/B, 5/S, 2/Z, 6/G; OCR-B's 1 with its flag
 *    and foot is read as T) in the number's own nine
 *    characters, and only one of them; check digits, dates and every other field are never
 *    changed. One substitution can never make an edited check digit hold: with the composite left
 *    as printed, both checks hold again only if the number's weighted sum moves by 5 (mod 10), and
 *    no single look-alike swap does (weights 7, 3, 1 times the value differences 24, 26, 17, 28, 3,
 *    23, 33, 13, 10 are never 5 mod 10).
 * 3. Every substituted character must have been seen at that position by another reading of the
 *    same document (another OCR pass of the zone, or the visual zone's number): the repair picks
 *    among characters actually observed, it never invents one. A printed glyph that every reading
 *    agrees on is never changed, so a number or check digit that was edited (and is read as
 *    edited) still fails.
 * 4. The alternative must make every check digit hold, and be the only one that does.
 */

/** Where the document number stands: nine characters (twelve on the French card), its check digit right after. */
export const numberPlace = (format: MrzFormat): FieldPlace => placeOf(format, 'documentNumber')
export const maxSubstitutions = 1

const LOOKALIKES: ReadonlyArray<readonly [string, string]> = [
  ['0', 'O'],
  ['0', 'Q'],
  ['0', 'D'],
  ['1', 'I'],
  ['1', 'T'],
  ['8', 'B'],
  ['5', 'S'],
  ['2', 'Z'],
  ['6', 'G'],
]

/** Two characters OCR confuses in OCR-B type (or the same character). */
export function confusable(a: string, b: string): boolean {
  return a === b || LOOKALIKES.some(([x, y]) => (a === x && b === y) || (a === y && b === x))
}

/** Two readings of one value that differ only by OCR confusions (same length, each pair equal or confusable). */
export function confusablyEqual(a: string, b: string): boolean {
  return a.length === b.length && [...a].every((char, index) => confusable(char, b[index] ?? ''))
}

/** The number field (nine characters, fillers included) of a zone's lines. */
export function numberField(format: MrzFormat, lines: readonly string[]): string {
  const { line, start, length } = numberPlace(format)
  return (lines[line] ?? '').slice(start, start + length)
}

/**
 * The zone's lines with each look-alike number reading that rule 2 and 3 allow (at most
 * `maxSubstitutions` characters changed, each to a character another reading saw there), nearest
 * first. The caller keeps one only when rules 1 and 4 hold.
 */
export function numberAlternatives(
  format: MrzFormat,
  lines: readonly string[],
  otherReadings: readonly string[],
): string[][] {
  const { line, start, length } = numberPlace(format)
  const field = numberField(format, lines)
  const others = otherReadings.map((reading) =>
    reading
      .toUpperCase()
      .replace(/[^A-Z0-9<]/g, '')
      .padEnd(length, '<'),
  )
  const options = [...field].map((char, at) => [
    ...new Set(others.map((other) => other[at] ?? '').filter((seen) => seen !== char && confusable(seen, char))),
  ])
  const results: string[] = []
  const walk = (at: number, current: string, changed: number) => {
    if (at === field.length) {
      if (changed > 0) results.push(current)
      return
    }
    walk(at + 1, current + field[at], changed)
    if (changed < maxSubstitutions) for (const seen of options[at] ?? []) walk(at + 1, current + seen, changed + 1)
  }
  walk(0, '', 0)
  const distance = (candidate: string) => [...candidate].filter((char, at) => char !== field[at]).length
  return results
    .sort((a, b) => distance(a) - distance(b))
    .map((number) =>
      lines.map((text, index) => (index === line ? text.slice(0, start) + number + text.slice(start + length) : text)),
    )
}

/**
 * The round twins: OCR-B's O and 0 (and the square zero of other zone faces, read O or D) differ by
 * so little that no reading tells them apart on its own, however often it agrees with itself
 * (every pass of one engine reads the same glyph the same way), so each stands in for the other at
 * every position of the number unless the glyph heights say which (ADR 0033).
 */
const ROUND_TWINS: Readonly<Record<string, string>> = { O: '0', '0': 'O' }

/** Most variants looked at: beyond, the number counts as ambiguous. */
const MAX_VARIANTS = 4096

/**
 * The number fields the zone's printed number may be, given what its readings saw: at each of the
 * number's positions the character chosen, its round twin (O for 0 and 0 for O, whether or not
 * a reading saw it: ROUND_TWINS) and every look-alike of it that another reading of the zone
 * (another pass, the page's OCR, the cells' OCR-B outlines) put there. The caller keeps the
 * variants whose check digits hold. The check digit is a weighted sum modulo 10, so several swaps
 * can cancel (ZE000509 and ZEOO05O9 have the same check digit): when more than one variant holds,
 * the check digits cannot tell which was printed (ADR 0020). Only characters `allowed` at a position
 * are kept there (the glyph heights, ADR 0028). Without `twins`, only what some reading saw. The
 * numbers of `sameZone` (readings of the same zone, cell for cell) add whatever they saw, look-alike
 * or not: an outline that overruled Tesseract's B with a D leaves the B in doubt (ADR 0033). 'too
 * many' past MAX_VARIANTS.
 */
export function seenNumbers(
  format: MrzFormat,
  lines: readonly string[],
  otherReadings: readonly string[],
  allowed: (char: string, at: number) => boolean = () => true,
  { twins, sameZone = [] }: { twins: boolean; sameZone?: readonly string[] } = { twins: true },
): string[][] | 'too many' {
  const { line, start, length } = numberPlace(format)
  const field = numberField(format, lines)
  const options = [...field].map((char, at) =>
    [
      ...new Set([
        char,
        ...(twins ? (ROUND_TWINS[char] ?? '') : ''),
        ...otherReadings.map((other) => other[at] ?? '').filter((seen) => seen !== '' && confusable(seen, char)),
        ...sameZone.map((other) => other[at] ?? '').filter((seen) => /^[A-Z0-9<]$/.test(seen)),
      ]),
    ].filter((seen) => allowed(seen, at)),
  )
  if (options.reduce((product, group) => product * group.length, 1) > MAX_VARIANTS) return 'too many'
  let numbers = ['']
  for (const group of options) numbers = numbers.flatMap((prefix) => group.map((char) => prefix + char))
  return numbers.map((number) =>
    lines.map((text, index) => (index === line ? text.slice(0, start) + number + text.slice(start + length) : text)),
  )
}

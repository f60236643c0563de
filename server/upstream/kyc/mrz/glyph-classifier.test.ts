import { describe, expect, it } from 'vitest'
import { drawnZone, type ZoneDrawing } from '../../test-support/drawn-zone'
import { CLEAR_MARGIN, NEAR_TWINS } from './cell-reading'
import { cellDistances, nearestCharacters, type Candidates } from './glyph-classifier'
import { glyphGrid } from './glyph-grid'
import { TEMPLATE_FACES, ZONE_DIGITS, ZONE_LETTERS } from './glyph-templates'
import { zoneRows } from './zone-fillers'

/** Every zone character once, look-alikes side by side. */
const LINE = 'O0QDI1TJL8B6G5S2Z7ACEFHKMNPRUVWXY349'
const ALL = ZONE_LETTERS + ZONE_DIGITS

async function guesses(drawing: ZoneDrawing, candidates: (face: number) => Candidates, face: number) {
  const { pixels, width, height } = await drawnZone([LINE], drawing)
  const [row] = zoneRows(pixels, width, height)
  expect(row?.glyphs.length).toBe(LINE.length)
  return row!.glyphs.map((glyph) => nearestCharacters(cellDistances(glyphGrid(pixels, width, glyph)), candidates(face)))
}

const drawingOf = (face: number): ZoneDrawing => ({
  family: TEMPLATE_FACES[face]!.family,
  weight: TEMPLATE_FACES[face]!.weight,
})
const OCR_B = TEMPLATE_FACES.findIndex((face) => face.name === 'ocr-b')

describe('zone cells classified by their outline', () => {
  it('knows every character of every face the templates are drawn from, at other sizes, blurred, and (OCR-B) with rough edges', async () => {
    for (const [face] of TEMPLATE_FACES.entries()) {
      // Rough edges only for OCR-B: DejaVu Sans draws B and 8 close enough for them to blur into each other.
      for (const effects of [
        { sizePx: 30 },
        { sizePx: 44, blurSigma: 1 },
        ...(face === OCR_B ? [{ sizePx: 36, noise: 0.1 }] : []),
      ]) {
        const read = await guesses({ ...drawingOf(face), ...effects }, (f) => [{ face: f, chars: ALL }], face)
        // The DejaVu faces draw near twins (O, 0 and Q; I and 1 in the monospaced face): only OCR-B is required to tell them apart here.
        const expected = face === OCR_B ? LINE : LINE.replace(/[O0QI1]/g, '.')
        expect(
          read.map((guess, at) => (expected[at] === '.' ? '.' : guess.char)).join(''),
          `${TEMPLATE_FACES[face]!.name} ${JSON.stringify(effects)}`,
        ).toBe(expected)
      }
    }
  })

  it('tells the look-alike pairs of OCR-B apart (O/0, 1/I, 8/B, 6/G, J/I, 5/S, 2/Z, 1/T), the ones that are no near twins with a clear margin', async () => {
    const rough = await guesses({ sizePx: 36, blurSigma: 0.6, noise: 0.2 }, (f) => [{ face: f, chars: ALL }], OCR_B)
    for (const char of 'O0QDI1TJL8B6G5S2Z') expect(rough[LINE.indexOf(char)]!.char, char).toBe(char)
    const blurred = await guesses({ sizePx: 36, blurSigma: 0.6 }, (f) => [{ face: f, chars: ALL }], OCR_B)
    for (const char of 'QDI1TJL8B6G5S2Z') {
      const guess = blurred[LINE.indexOf(char)]!
      expect(guess.apart, char).toBeGreaterThanOrEqual(NEAR_TWINS)
      expect(guess.margin, char).toBeGreaterThanOrEqual(CLEAR_MARGIN)
    }
    // O and 0 are near twins in OCR-B: their fusion asks for a decisive margin (cell-reading.ts).
    expect(blurred[LINE.indexOf('O')]!.apart).toBeLessThan(NEAR_TWINS)
  })

  it('reads a heavy OCR-B zone (ink spread by a bold print or a small photo scaled up) in OCR-B, its 1 a 1', async () => {
    const { pixels, width, height } = await drawnZone([LINE], { sizePx: 36, blurSigma: 2.5, inkLevel: 215 })
    const [row] = zoneRows(pixels, width, height)
    expect(row?.glyphs.length).toBe(LINE.length)
    const cells = row!.glyphs.map((glyph) => cellDistances(glyphGrid(pixels, width, glyph)))
    // The face whose digits fit the zone's digits best, as the zone reader chooses it.
    const fit = TEMPLATE_FACES.map((_, face) =>
      [...LINE].reduce(
        (sum, char, at) =>
          ZONE_DIGITS.includes(char)
            ? sum + nearestCharacters(cells[at]!, [{ face, chars: ZONE_DIGITS }]).distance
            : sum,
        0,
      ),
    )
    expect(fit.indexOf(Math.min(...fit))).toBe(OCR_B)
    const digits = [...LINE].flatMap((char, at) =>
      ZONE_DIGITS.includes(char) ? [nearestCharacters(cells[at]!, [{ face: OCR_B, chars: ZONE_DIGITS }]).char] : [],
    )
    expect(digits.join('')).toBe(LINE.replace(/[^0-9]/g, ''))
  })

  it('tells J from I, 8 from B and 6 from G in the DejaVu faces too, when the face is known', async () => {
    for (const [face] of TEMPLATE_FACES.entries()) {
      const read = await guesses(
        { ...drawingOf(face), sizePx: 44, blurSigma: 1 },
        (f) => [{ face: f, chars: ALL }],
        face,
      )
      for (const char of 'JI8B6G')
        expect(read[LINE.indexOf(char)]!.char, `${TEMPLATE_FACES[face]!.name} ${char}`).toBe(char)
    }
  })
})

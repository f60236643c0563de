import { describe, expect, it } from 'vitest'
import { drawnZone } from '../../test-support/drawn-zone'
import { checkBlind } from './check-digit'
import { CLEAR_MARGIN, DECISIVE_MARGIN, fusedCharacter, fusedLines, outlineGuesses, TWIN_MARGIN } from './cell-reading'
import { marginOver, TEMPLATE_CHARACTERS, templateDistance, type CellGuess } from './glyph-classifier'
import { gridDistance, type GlyphGrid } from './glyph-grid'
import { glyphTemplates } from './glyph-templates'
import { generateMrz, type MrzSubject } from '../../documents/identity/generate-mrz'
import type { MrzFormat } from './mrz-format'
import { numberAlternatives } from './number-alternatives'
import { readMrz } from './read-mrz'
import { zoneRows } from './zone-fillers'

const subjectOf = (format: MrzFormat, documentNumber = 'C4MT7N2K9'): MrzSubject => ({
  format,
  documentCode: format === 'TD3' ? 'P' : 'I',
  issuingState: 'DEU',
  nationality: 'DEU',
  lastName: 'Jansen',
  givenNames: 'Ines',
  documentNumber,
  birthDate: '1966-06-16',
  expiryDate: '2031-08-19',
  sex: 'F',
})

/** An OCR-B cell drawn between the plain templates of `char` and `rival`, `margin` clear of `rival` (marginOver), and its guess. */
function guess(char: string, rival: string, margin: number): CellGuess {
  const plain = (of: string) =>
    glyphTemplates().find((template) => template.face === 0 && template.char === of && template.plain)!.grid
  const [a, b] = [plain(char), plain(rival)]
  const share = (margin + 1) / 2
  const grid = b.map((value, index) => value + share * (a[index]! - value))
  const nearest: GlyphGrid[] = []
  nearest[TEMPLATE_CHARACTERS.indexOf(char)] = a
  nearest[TEMPLATE_CHARACTERS.indexOf(rival)] = b
  const cell = { grid, distances: new Float32Array(), nearest }
  const ranked = [
    { face: 0, char, distance: gridDistance(grid, a) },
    { face: 0, char: rival, distance: gridDistance(grid, b) },
  ]
  const apart = templateDistance(ranked[0]!, ranked[1]!)
  return {
    char,
    distance: ranked[0]!.distance,
    runnerUp: rival,
    margin: marginOver({ char, distance: 0, runnerUp: rival, margin: 0, apart, ranked, cell }, rival),
    apart,
    ranked,
    cell,
  }
}

/** Outline guesses and the per-cell text of a zone drawn in OCR-B. */
async function drawnCells(lines: readonly string[]) {
  const { pixels, width, height } = await drawnZone(lines, { sizePx: 36, blurSigma: 0.5 })
  const rows = zoneRows(pixels, width, height)
  const outline = outlineGuesses(pixels, width, rows)
  expect(outline).toBeDefined()
  return outline!
}

const cellsOf = (lines: readonly string[]) => lines.map((line) => [...line])

describe('a cell read by its outline and by Tesseract', () => {
  it('keeps Tesseract’s character unless the outline beats it by the margin the position needs', () => {
    // A number cell (a check digit would notice): a clear margin suffices.
    expect(fusedCharacter('any', guess('8', 'B', CLEAR_MARGIN - 0.05), 'B')).toBe('B')
    expect(fusedCharacter('any', guess('8', 'B', CLEAR_MARGIN + 0.05), 'B')).toBe('8')
    // A name (no check digit): a decisive one.
    expect(fusedCharacter('letter', guess('J', 'I', DECISIVE_MARGIN - 0.05), 'I')).toBe('I')
    expect(fusedCharacter('letter', guess('J', 'I', DECISIVE_MARGIN + 0.05), 'I')).toBe('J')
    // 6 and G differ by 10 in value: no check digit sees them, so a decisive margin even in the number.
    expect(fusedCharacter('any', guess('6', 'G', CLEAR_MARGIN + 0.05), 'G')).toBe('G')
    expect(fusedCharacter('any', guess('6', 'G', DECISIVE_MARGIN + 0.05), 'G')).toBe('6')
    // O and 0 are near twins in OCR-B: a larger margin still.
    expect(fusedCharacter('any', guess('0', 'O', DECISIVE_MARGIN + 0.05), 'O')).toBe('O')
    expect(fusedCharacter('any', guess('0', 'O', TWIN_MARGIN + 0.05), 'O')).toBe('0')
    // Agreement, the field class's own repair, and no aligned Tesseract character.
    expect(fusedCharacter('digit', guess('0', '8', 0), 'O')).toBe('0')
    expect(fusedCharacter('any', guess('Q', '0', 0.01), null)).toBe('Q')
    // A filler Tesseract read: the outlines have no `<` to rank, so they never overrule it.
    expect(fusedCharacter('letter', guess('C', 'K', 0.5), '<')).toBe('<')
  })

  it('knows the pairs no check digit can tell apart (values 10 apart)', () => {
    expect(['6G', '8S', '1L', '0U', '5Z'].every(([a, b]) => checkBlind(a!, b!))).toBe(true)
    expect(['0O', '1I', '8B', '5S', '2Z', '<0'].some(([a, b]) => checkBlind(a!, b!))).toBe(false)
  })
})

describe('the zone read by its cells', () => {
  it('sets right what Tesseract misread in an OCR-B zone: J read as I in the name, look-alikes in the number', async () => {
    const lines = generateMrz(subjectOf('TD3', 'G61B8IS52'))
    const outline = await drawnCells(lines)
    const misread = [lines[0]!.replace('JANSEN', 'IANSEN'), lines[1]!.replace('G61B8IS52', '6GIB81S52')]
    expect(readMrz(misread)?.lastName).toBe('IANSEN')
    expect(fusedLines(outline, cellsOf(misread))).toEqual(lines)
  })

  it('gives no reading where its outlines agree too seldom with Tesseract (a face the templates do not know)', async () => {
    const lines = generateMrz(subjectOf('TD1', 'C01X00T47'))
    const outline = await drawnCells(lines)
    const other = generateMrz({
      ...subjectOf('TD1', 'ZZZZZZZZZ'),
      lastName: 'Wmwmwm',
      givenNames: 'Hhhh',
      birthDate: '1977-07-27',
      expiryDate: '2033-03-23',
    })
    expect(fusedLines(outline, cellsOf(other))).toBeUndefined()
    expect(
      fusedLines(
        outline,
        lines.map((line) => [...line].map((char) => (char === '<' ? '<' : null))),
      ),
    ).toBeUndefined()
  })
})

describe('a descender as the cells see it (ADR 0051)', () => {
  it('keeps Tesseract’s Q however clearly the outline reads O: the tail lies mostly under the cut', () => {
    expect(fusedCharacter('letter', guess('O', 'Q', 0.95), 'Q')).toBe('Q')
    expect(fusedCharacter('any', guess('O', 'Q', 0.95), 'Q')).toBe('Q')
    // Other letters are judged as before.
    expect(fusedCharacter('letter', guess('O', 'D', 0.95), 'D')).toBe('O')
  })

  it('reads a DejaVu Sans Mono Q whose tail the cell cut short as a Q', async () => {
    const subject: MrzSubject = { ...subjectOf('TD3'), lastName: 'Lindqvist' }
    const lines = generateMrz(subject)
    const { pixels, width, height } = await drawnZone(lines, { family: 'mono', sizePx: 36 })
    const rows = zoneRows(pixels, width, height)
    const at = lines[0]!.indexOf('Q')
    const row = rows[0]!
    const letters = row.glyphs.filter((_, index) => !row.fillers[index])
    const baseline = [...letters.map((glyph) => glyph.bottom)].sort((a, b) => a - b)[Math.floor(letters.length / 2)]!
    const q = row.glyphs[at]!
    expect(q.bottom).toBeGreaterThan(baseline + 2)
    // The cell's window keeps two pixels of the tail, as it did on the sandbox's mono passport.
    const cut = {
      ...row,
      glyphs: row.glyphs.map((glyph, index) => (index === at ? { ...glyph, bottom: baseline + 2 } : glyph)),
    }
    const outline = outlineGuesses(pixels, width, [cut, ...rows.slice(1)])
    expect(outline?.guesses[0]![at]!.char).toBe('Q')
  })
})

describe('an edited check digit is never accepted through the cells', () => {
  it('every other value of the number check digit still fails, whatever look-alike Tesseract saw in the number', async () => {
    for (const format of ['TD1', 'TD3'] as const) {
      const number = 'B0S1Z8G6D'
      const lines = generateMrz(subjectOf(format, number))
      const [line, position] = format === 'TD1' ? [0, 14] : [1, 9]
      for (let digit = 0; digit <= 9; digit += 1) {
        if (lines[line]![position] === String(digit)) continue
        const forged = lines.map((text, index) =>
          index === line ? text.slice(0, position) + String(digit) + text.slice(position + 1) : text,
        )
        const outline = await drawnCells(forged)
        // Tesseract's readings: as printed, and with each look-alike of the number swapped in.
        const readings = [
          forged,
          ...numberAlternatives(
            format,
            forged,
            [...'0O1I5S2Z8B6GD0'].map((char) => char.repeat(9)),
          ),
        ]
        for (const reading of readings) {
          const fused = fusedLines(outline, cellsOf(reading))
          expect(fused, `${format} ${digit}`).toBeDefined()
          expect(fused![line]![position], `${format} ${digit}`).toBe(String(digit))
          expect(
            readMrz(fused!, {
              otherNumberReadings: readings.map((other) =>
                other[format === 'TD1' ? 0 : 1]!.slice(format === 'TD1' ? 5 : 0, format === 'TD1' ? 14 : 9),
              ),
            })?.checkDigitsHold,
            `${format} ${digit}`,
          ).toBe(false)
        }
      }
    }
  })
})

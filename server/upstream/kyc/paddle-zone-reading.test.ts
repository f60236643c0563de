import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { font, registerDocumentFonts } from '../documents/render/fonts'
import { paperCanvas } from '../test-support/paper-canvas'
import type { ZonePass } from './mrz/read-zone'
import type { CellLine } from './mrz/zone-cells'
import { paddleZoneReadings, zoneAlphabet } from './mrz/paddle-zone-reading'
import { chooseZone } from './zone-choice'

/** A passport's zone (TD3): its number `ZE136529` ends with a filler. */
const lines = ['P<CANMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<', 'ZE136529<3CAN8501019F3301144<<<<<<<<<<<<<<<8']

const pass = (lines: string[], name: string, method: ZonePass['method']): ZonePass => ({
  lines,
  pass: name,
  method,
  topShare: 0.8,
})
/** The zone's lines with one character of line `line` read as `char`. */
const slip = (lines: readonly string[], line: number, at: number, char: string) =>
  lines.map((text, index) => (index === line ? text.slice(0, at) + char + text.slice(at + 1) : text))

/**
 * Two passes of Tesseract in cells, each slipping in a check-digit field of `read` (the birth date's
 * 8 read 3 at one height, its first 0 read 7 at the other): neither holds.
 */
const slippedTesseract = (read: readonly string[]) => [
  pass(slip(read, 1, 13, '3'), 'band 1 at 32 px', 'cells'),
  pass(slip(read, 1, 15, '7'), 'band 1 at 24 px', 'cells'),
]

/** A zone band as the reader cuts it: its lines in OCR-B at a 32-pixel line height, and the cells of each line. */
async function zoneBand(lines: readonly string[]) {
  registerDocumentFonts()
  const [pitch, lineGap, left, top] = [22, 48, 20, 20]
  const { canvas, context } = paperCanvas(left * 2 + pitch * 44, top * 2 + lineGap * lines.length, '#f1efe8')
  context.fillStyle = '#151515'
  context.font = font('ocrB', 36)
  lines.forEach((line, row) =>
    [...line].forEach((char, at) => context.fillText(char, left + at * pitch, top + 32 + row * lineGap)),
  )
  const { data, info } = await sharp(canvas.toBuffer('image/png'))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const cells: CellLine[] = lines.map((line, row) => ({
    chars: [...line],
    fillers: [...line].map((char) => char === '<'),
    glyphs: [...line].map((_, at) => ({
      left: left + at * pitch,
      right: left + at * pitch + pitch - 4,
      top: top + 6 + row * lineGap,
      bottom: top + 32 + row * lineGap,
    })),
  }))
  return { grey: { pixels: new Uint8Array(data), width: info.width, height: info.height }, cells }
}

describe('the zone read by PaddleOCR (ADR 0104)', () => {
  it('keeps its text to the zone alphabet: upper case, chevron look-alikes as fillers', () => {
    expect(zoneAlphabet('P<cANmartin«SARAH 〈<')).toBe('P<CANMARTIN<SARAH<<')
  })

  it('reads each zone line of a band cut in cells, as readMrz fits it to the zone', async () => {
    const { grey, cells } = await zoneBand(lines)
    expect(await paddleZoneReadings(grey, cells)).toEqual([lines])
    // Lines of no zone's length give no reading.
    expect(await paddleZoneReadings(grey, [{ ...cells[0]!, chars: ['P'] }, cells[1]!])).toEqual([])
  })

  it('keeps its own character in a check digit the shape test took for a filler (ADR 0122)', async () => {
    const { grey, cells } = await zoneBand(lines)
    // The shape test marks the number's and the birth date's check digits (`3`, `9`) fillers, and the
    // `A` of CAN on the name line: the check digits are never fillers, a name's cell may be one.
    const marked = (row: number, columns: number[]) => ({
      ...cells[row]!,
      fillers: cells[row]!.fillers.map((filler, at) => filler || columns.includes(at)),
    })
    expect(await paddleZoneReadings(grey, [marked(0, [3]), marked(1, [9, 19])])).toEqual([
      [slip(lines, 0, 3, '<')[0]!, lines[1]!],
    ])
  })
})

describe("PaddleOCR's reading among the zone's readings (ADR 0104)", () => {
  /** The zone with its holder's surname read `HARTIN`: no check digit covers it. */
  const renamed = slip(lines, 0, 5, 'H')

  it("is chosen where no other reading holds, its names confirmed by Tesseract's two passes", () => {
    const chosen = chooseZone([...slippedTesseract(lines), pass(lines, 'band 1 at 32 px', 'paddle')], {})
    expect(chosen?.mrz.lines).toEqual(lines)
    expect(chosen?.unconfirmed).toEqual([])
  })

  it('confirms no name of its own: one pass of Tesseract and Paddle leave it unconfirmed', () => {
    const [martin, hartin] = [slippedTesseract(lines)[0]!, slippedTesseract(renamed)[1]!]
    const chosen = chooseZone([martin, hartin, pass(lines, 'band 1 at 32 px', 'paddle')], {})
    expect(chosen?.mrz.lines).toEqual(lines)
    expect(chosen?.unconfirmed).toContain('names')
  })

  it("is not chosen over a zone Tesseract's one pass read whole", () => {
    const paddle = [pass(lines, 'band 1 at 32 px', 'paddle'), pass(lines, 'band 2 at 32 px', 'paddle')]
    expect(chooseZone([pass(renamed, 'band 1 at 32 px', 'cells'), ...paddle], {})?.mrz.lines).toEqual(renamed)
  })

  it('takes no number from a letter it read where the filler stands and no pass of Tesseract did', () => {
    // The number's ninth cell, a filler, read `K` (value 20: the check digits hold either way), where
    // Tesseract's passes read nothing.
    const guessed = slip(lines, 1, 8, 'K')
    const chosen = chooseZone(
      [...slippedTesseract(slip(lines, 1, 8, '?')), pass(guessed, 'band 1 at 32 px', 'paddle')],
      {},
    )
    expect(chosen?.mrz.lines).toEqual(guessed)
    expect(chosen?.unconfirmed).toContain('documentNumber')
  })
})

import { describe, expect, it } from 'vitest'
import { cellLines, cellText, lineFillers, type CellInk, type CharacterBox } from './zone-cells'

const PITCH = 29.6
const START = 70
const GLYPH = 21

/** Boxes of one line of `text` as Tesseract gives them: each character centred in its cell, `top` its line. */
function lineBoxes(text: string, top: number): CharacterBox[] {
  return [...text].map((char, at) => ({
    char,
    left: Math.round(START + at * PITCH - GLYPH / 2),
    right: Math.round(START + at * PITCH + GLYPH / 2),
    top,
    bottom: top + 32,
  }))
}

/** A blank page (no ink: no cell is taken for a filler by its shape). */
const blank = { pixels: new Uint8Array(1400 * 200).fill(255), width: 1400, height: 200 }

const names = 'P<HRVSPECIMEN<<SPECIMEN<<<<<<<<<<<<<<<<<<<<<'
const numbers = '0070070071HRV8212258F1407019<<<<<<<<<<<<<<06'

describe('characters put in the zone’s fixed cells', () => {
  it('keeps every character in its cell when a line’s first box takes in a mark beside the zone', () => {
    const second = lineBoxes(numbers, 120)
    // A watermark left of the zone read together with the first 0: one box 73 px wide.
    second[0] = { ...second[0]!, left: 10 }
    const lines = cellLines([...lineBoxes(names, 40), ...second], blank)
    expect(lines.map(cellText)).toEqual([names, '?' + numbers.slice(1)])
  })

  it('puts the characters in the cells the rectification counted, where Tesseract lost both lines’ first glyphs', () => {
    const first = lineBoxes(names, 40).slice(1)
    const second = lineBoxes(numbers, 120).slice(1)
    // Fitted to the boxes alone, the lines seem to start one cell later.
    expect(cellLines([...first, ...second], blank).map(cellText)[0]).not.toBe('?' + names.slice(1))
    const known = { start: START, pitch: PITCH, length: 44 }
    expect(cellLines([...first, ...second], blank, known).map(cellText)).toEqual([
      '?' + names.slice(1),
      '?' + numbers.slice(1),
    ])
  })

  it('leaves unread a lone blurred filler between letters that OCR read as C, and keeps a C as tall as the letters', () => {
    const name = 'P<MACCHONG<<KA<KEONG'.padEnd(44, '<')
    const lone = name.indexOf('A<K') + 1
    const grey = { pixels: new Uint8Array(1400 * 200).fill(255), width: 1400, height: 200 }
    const dark = (x: number, y: number) => (grey.pixels[Math.round(y) * grey.width + Math.round(x)] = 0)
    // Letters and digits as blocks the full height of the line; the lone filler as a chevron a sixth
    // lower whose point, blurred, covers nearly half its height at its left.
    const draw = (text: string, top: number, chevronAt: number) =>
      [...text].forEach((char, at) => {
        const left = START + at * PITCH - 9
        if (at === chevronAt)
          for (let x = 0; x < 20; x += 1)
            for (let dy = -(x * 0.45 + 4.75); dy <= x * 0.45 + 4.75; dy += 1)
              if (Math.abs(Math.abs(dy) - x * 0.45) <= 4.75) dark(left + x, top + 16 + dy)
        if (char !== '<' && at !== chevronAt)
          for (let y = 0; y < 32; y += 1) for (let x = 0; x < 18; x += 1) dark(left + x, top + y)
      })
    draw(name, 40, lone)
    draw(numbers, 120, -1)
    const boxes = [...lineBoxes(name.slice(0, lone) + 'C' + name.slice(lone + 1), 40), ...lineBoxes(numbers, 120)]
    const [read] = cellLines(boxes, grey).map(cellText)
    expect(read).toBe(name.slice(0, lone) + '?' + name.slice(lone + 1))
    // The C of the name's CHONG, as tall as the letters, is read as it was.
    expect(read!.indexOf('CHONG')).toBe(5)
  })

  it('keeps a glyph whose box took in a watermark below it, and drops a tall box off the line', () => {
    const second = lineBoxes(numbers, 120)
    second[1] = { ...second[1]!, bottom: 120 + 55 }
    second[2] = { ...second[2]!, top: 120 - 14, bottom: 120 + 42 }
    const [, read] = cellLines([...lineBoxes(names, 40), ...second], blank).map(cellText)
    expect(read).toBe(numbers.slice(0, 2) + '?' + numbers.slice(3))
  })

  it('keeps the cells after two fillers read as one wide glyph', () => {
    const first = lineBoxes(names, 40)
    // Two fillers near the end read as one K box over both cells.
    first.splice(41, 2, { char: 'K', left: first[41]!.left, right: first[42]!.right, top: 40, bottom: 72 })
    const [read, second] = cellLines([...first, ...lineBoxes(numbers, 120)], blank).map(cellText)
    // The wide box lands in one of its two cells; every other character stays in its own.
    expect(read!.slice(0, 41) + read!.slice(43)).toBe(names.slice(0, 41) + names.slice(43))
    expect(second).toBe(numbers)
  })

  it('takes a filler for one when the arms of the filler before it reach into its cell', () => {
    // A zone photographed small and scaled up: each chevron's arms reach past its cell into the next.
    const text = 'I<UTOD231458907<<<<<<<<<<<<<<<'
    const grey = { pixels: new Uint8Array(1400 * 200).fill(255), width: 1400, height: 200 }
    const ink = (x: number, y: number) => {
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) grey.pixels[Math.round(y + dy) * grey.width + Math.round(x + dx)] = 0
    }
    ;[...text].forEach((char, at) => {
      const centre = START + at * PITCH
      if (char !== '<') {
        for (let y = 40; y <= 72; y += 1) for (let x = centre - 9; x <= centre + 9; x += 1) ink(x, y)
        return
      }
      // The point at mid-height on the left, the arms' ends 1.5 px into the next cell.
      const reach = PITCH / 2 + 1.5
      for (let step = 0; step <= 40; step += 1) {
        const x = centre - 9 + ((reach + 9) * step) / 40
        ink(x, 56 - (12 * step) / 40)
        ink(x, 56 + (12 * step) / 40)
      }
    })
    const boxes = lineBoxes(text, 40).map((box) => (box.char === '<' ? { ...box, char: 'K' } : box))
    expect(cellLines(boxes, grey).map(cellText)).toEqual([text])
  })
})

describe('fillers by shape along a line', () => {
  const CAP = 32
  /** A cell's ink: its height (share of the caps), and its left fifth's rows (share of its own height). */
  const ink = (height: number, edgeTop: number, edgeBottom: number): CellInk => ({
    left: 0,
    right: 20,
    top: 0,
    bottom: Math.round(height * CAP) - 1,
    edgeTop,
    edgeBottom,
    count: CAP * 3,
  })
  const filler = ink(0.8, 0.32, 0.7)
  /** A chevron blurred: its point spread to 0.48 of its height. */
  const blurred = ink(0.8, 0.28, 0.76)
  const letter = ink(1, 0, 1)

  it('takes a blurred chevron between fillers, or a filler and the line’s end, for a filler', () => {
    expect(lineFillers([letter, filler, blurred, filler, letter], CAP)).toEqual([false, true, true, true, false])
    expect(lineFillers([letter, filler, filler, blurred], CAP)).toEqual([false, true, true, true])
  })

  it('leaves a blurred chevron beside a glyph, anything as tall as the letters, and the first cell as read', () => {
    expect(lineFillers([letter, blurred, filler], CAP)).toEqual([false, false, true])
    // A 4's left fifth: its diagonal and bar, about half its height, but at the letters' height.
    expect(lineFillers([filler, ink(0.97, 0.28, 0.84), filler], CAP)).toEqual([true, false, true])
    // Its point far from the middle (an A's feet, a J's hook).
    expect(lineFillers([filler, ink(0.8, 0.5, 0.98), filler], CAP)).toEqual([true, false, true])
    expect(lineFillers([blurred, filler], CAP)).toEqual([false, true])
  })

  it('takes a row of three or more chevrons blurred at a phone photo’s size for fillers, beside glyphs too', () => {
    /** A chevron 5–7 px high on the photo, scaled up: its point spread over about half its height. */
    const spread = ink(0.75, 0.24, 0.76)
    expect(lineFillers([letter, spread, spread, spread, letter], CAP)).toEqual([false, true, true, true, false])
    expect(lineFillers([letter, spread, spread, letter], CAP)).toEqual([false, false, false, false])
    expect(lineFillers([spread, spread, spread, filler], CAP)).toEqual([false, true, true, true])
  })
})

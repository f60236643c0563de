import { describe, expect, it } from 'vitest'
import { cellLines, cellText, type CharacterBox } from './zone-cells'

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
})

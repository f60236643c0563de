import { describe, expect, it } from 'vitest'
import { generateMrz } from '../../documents/identity/generate-mrz'
import { agreedVerdicts, fitsHeight, heightVerdicts, repairedByHeight, repairedByHeights } from './glyph-heights'

const lines = generateMrz({
  format: 'TD3',
  documentCode: 'P',
  issuingState: 'CAN',
  nationality: 'CAN',
  lastName: 'Martin',
  givenNames: 'Sarah',
  documentNumber: 'ZE000509',
  birthDate: '1985-01-01',
  expiryDate: '2033-01-14',
  sex: 'F',
})

/** Ink boxes of a zone whose digits stand `digit` px high and its letters `letter` px (cell `height` overrides: `row:at`). */
function boxes(digit: number, letter: number, heights: Record<string, number> = {}) {
  return lines.map((text, row) =>
    [...text].map((char, at) => {
      const tall = heights[`${row}:${at}`] ?? (/[0-9]/.test(char) ? digit : letter)
      return { left: at * 20, right: at * 20 + 14, top: 40 - tall, bottom: 39 }
    }),
  )
}
const fillers = lines.map((text) => [...text].map((char) => char === '<'))

describe('digits told from look-alike letters by their height in the zone (ADR 0028)', () => {
  it('judges the number’s cells by the zone’s own digits and letters', () => {
    // The number's third and fourth cells read O (as Tesseract does), one at digit height, one at letter height.
    const read = [lines[0]!, lines[1]!.slice(0, 2) + 'OO' + lines[1]!.slice(4)]
    const verdicts = heightVerdicts(read, boxes(33, 30, { '1:2': 33, '1:3': 30, '1:4': 32 }), fillers)!
    expect(verdicts[1]!.slice(0, 8)).toBe('lldl.ddd')
    expect(verdicts[0]!.slice(0, 5)).toBe('l.lll') // P, a filler, CAN
    expect(verdicts[1]![9]).toBe('d')
  })

  it('gives no verdict where the face sets digits at cap height, or the zone is too short to tell', () => {
    expect(heightVerdicts(lines, boxes(31, 30), fillers)).toBeUndefined()
    expect(heightVerdicts([lines[0]!], boxes(33, 30).slice(0, 1), fillers.slice(0, 1))).toBeUndefined()
  })

  it('keeps a verdict only where no reading gave the other one', () => {
    const shape = ['AB0', 'CD1']
    expect(agreedVerdicts([['ld.', 'l.d'], ['ll.', 'd..'], undefined, ['toolong']], shape)).toEqual(['l..', '..d'])
  })

  it('allows no letter at digit height and no 0 at letter height', () => {
    expect(['O', 'Q', 'D', 'T', 'C', '0', '1'].map((char) => fitsHeight(char, 'd'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ])
    expect(['O', '0'].map((char) => fitsHeight(char, 'l'))).toEqual([true, false])
    expect(fitsHeight('0', '.')).toBe(true)
    // Thin glyphs lose their flag or foot to a faded stroke: a 1 is never judged by its height.
    expect(fitsHeight('1', 'l')).toBe(true)
    expect(['O', 'Q', 'D', 'B', 'T', 'C'].map((char) => repairedByHeight(char, 'd'))).toEqual([
      '0',
      '0',
      '0',
      '8',
      '1',
      'C',
    ])
    expect(repairedByHeight('0', 'l')).toBe('0')
    // Only the alphanumeric cells (number, optional data) are repaired; a name keeps its letters.
    const read = [lines[0]!, 'ZEOO' + lines[1]!.slice(4)]
    const everyCellTall = read.map((line) => 'd'.repeat(line.length))
    const repaired = repairedByHeights(read, everyCellTall)
    expect(repaired[0]).toBe(lines[0])
    expect(repaired[1]!.slice(0, 9)).toBe('2E000509<')
    expect(repaired[1]!.slice(10, 13)).toBe('CAN')
  })
})

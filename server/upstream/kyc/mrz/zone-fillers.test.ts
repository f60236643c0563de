import { describe, expect, it } from 'vitest'
import { drawnZone } from '../../test-support/drawn-zone'
import { linesFromFillers, packedCharacters, zoneRows, type ZoneRow } from './zone-fillers'

const mask = (row: ZoneRow) => row.fillers.map((filler) => (filler ? '<' : 'x')).join('')

describe('fillers found by their shape', () => {
  it('marks exactly the chevrons of an OCR-B zone, among the letters and digits that look most like one (K, X, 4, C, L)', async () => {
    const lines = ['IDDEUK4XC7LV1<<<<<<<<<<<<<<<<<', '6408125F3110315DEU<<<<<<<<<<<2', 'KLOCK<<XAVER<CLARA<<<<<<<<<<<<']
    const { pixels, width, height } = await drawnZone(lines)
    const rows = zoneRows(pixels, width, height)
    expect(rows.map((row) => row.glyphs.length)).toEqual([30, 30, 30])
    expect(rows.map(mask)).toEqual(lines.map((line) => line.replace(/[^<]/g, 'x')))
  })

  it('packs the other glyphs as plain words for OCR: the fillers left out, one word per run', async () => {
    const lines = ['P<DEUKELLER<<INES<<<<<<<<<<<<', 'CK4XH7R291DEU7503094F3012245<']
    const { pixels, width, height } = await drawnZone(lines)
    const packed = packedCharacters(pixels, width, zoneRows(pixels, width, height))
    const rows = zoneRows(packed.pixels, packed.width, packed.height)
    expect(rows.map((row) => row.glyphs.length)).toEqual(lines.map((line) => line.replace(/</g, '').length))
    expect(rows.every((row) => !row.fillers.includes(true))).toBe(true)
    expect(packed.width).toBeLessThan(width)
  })

  it('puts the characters read back into their cells, and gives up when a line does not fit', () => {
    const row = (pattern: string): ZoneRow => ({ top: 0, bottom: 1, glyphs: [...pattern].map(() => ({ left: 0, right: 1, top: 0, bottom: 1 })), fillers: [...pattern].map((char) => char === '<') })
    const rows = [row('x<xxx<<xx<xx'), row('xxxxxxxxx<<x')]
    expect(linesFromFillers(rows, ['PDEUAB CD', 'L898902C3 2'], 12)).toEqual(['P<DEU<<AB<CD', 'L898902C3<<2'])
    // One glyph read as two characters: the runs between fillers take the words as read (a line one too long).
    expect(linesFromFillers(rows, ['P DEU AB CD', 'L8989102C3 2'], 12)).toEqual(['P<DEU<<AB<CD', 'L8989102C3<<2'])
    expect(linesFromFillers(rows, ['PDEUABCDE', 'L898902C3 2'], 12)).toBeUndefined()
    // A word of noise shifts the words against the runs: refused.
    expect(linesFromFillers(rows, ['PDEU AB CD KL', 'L898902C3 2'], 12)).toBeUndefined()
    expect(linesFromFillers(rows, ['PDEUAB CD KL', 'L898902C3 2'], 12)).toBeUndefined()
    expect(linesFromFillers(rows, ['PDEUAB CD'], 12)).toBeUndefined()
    expect(linesFromFillers(rows, ['PDEUAB CD', 'L898902C3 2'], 30)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { drawnZone } from '../../test-support/drawn-zone'
import { zoneRows, type ZoneRow } from './zone-fillers'

const mask = (row: ZoneRow) => row.fillers.map((filler) => (filler ? '<' : 'x')).join('')

describe('fillers found by their shape', () => {
  it('marks exactly the chevrons of an OCR-B zone, among the letters and digits that look most like one (K, X, 4, C, L)', async () => {
    const lines = ['IDDEUK4XC7LV1<<<<<<<<<<<<<<<<<', '6408125F3110315DEU<<<<<<<<<<<2', 'KLOCK<<XAVER<CLARA<<<<<<<<<<<<']
    const { pixels, width, height } = await drawnZone(lines)
    const rows = zoneRows(pixels, width, height)
    expect(rows.map((row) => row.glyphs.length)).toEqual([30, 30, 30])
    expect(rows.map(mask)).toEqual(lines.map((line) => line.replace(/[^<]/g, 'x')))
  })
})

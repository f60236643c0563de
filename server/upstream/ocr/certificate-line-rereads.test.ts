import { describe, expect, it } from 'vitest'
import { boxOfName, cutsOf, sidedWith, type LineReading } from './certificate-line-rereads'
import type { OcrLine } from './ocr-pool'

/** Readings of a line by preparation: `[[first preparation's cuts…], [second's…], …]`. */
function readingsOf(byPreparation: ReadonlyArray<readonly string[]>): LineReading[] {
  return byPreparation.flatMap((texts, preparation) => texts.map((text) => ({ text, preparation })))
}

describe('boxOfName', () => {
  const line: OcrLine = {
    text: 'Name: Ballymore-Quay Marine PLC',
    confidence: 90,
    bbox: { x0: 10, y0: 100, x1: 500, y1: 120 },
    words: [
      { text: 'Name:', bbox: { x0: 10, y0: 100, x1: 80, y1: 120 } },
      { text: 'Ballymore-Quay', bbox: { x0: 100, y0: 101, x1: 260, y1: 121 } },
      { text: 'Marine', bbox: { x0: 270, y0: 100, x1: 350, y1: 118 } },
      { text: 'PLC', bbox: { x0: 360, y0: 99, x1: 400, y1: 119 } },
    ],
  }

  it("boxes the words that fold to the name, spaces and marks aside, not the label's", () => {
    expect(boxOfName([line], 'Ballymore-QuayMarine PLC')).toEqual({ x0: 100, y0: 100, x1: 400, y1: 119 })
  })

  it('finds no box for a name no line holds as whole words', () => {
    expect(boxOfName([line], 'Quay Marine PLC Ltd')).toBeNull()
    expect(boxOfName([line], 'allymore-Quay Marine PLC')).toBeNull()
  })
})

describe('cutsOf', () => {
  it("cuts the line at the detector's height, also a little above and below, within the page", () => {
    const cuts = cutsOf({ x0: 5, y0: 100, x1: 400, y1: 120 }, { width: 402, height: 1000 })
    expect(cuts).toEqual([
      { x0: 0, y0: 95, x1: 402, y1: 125 },
      { x0: 0, y0: 93, x1: 402, y1: 123 },
      { x0: 0, y0: 97, x1: 402, y1: 127 },
    ])
  })
})

describe('sidedWith', () => {
  const [tesseract, paddle] = ['Ballymore-Quag gz The PLC', 'Ballymore-QuayMarine PLC']

  it('takes the reading the re-reads stand nearer to, each preparation as one voice, a tie none', () => {
    const readings = readingsOf([
      ['Ballymore-QuamePLC', 'Ballymore-QuamePLC', 'Ballymore-QuamePLC'],
      ['Ballymore-uaMarhe\\PLC', 'Ballymore-QuaMarThe\\PLC', 'Ballymore-uaMarhe\\PLC'],
    ])
    expect(sidedWith(readings, tesseract, paddle)).toBe(paddle)
    expect(sidedWith(readings, paddle, tesseract)).toBe(paddle)
  })

  it('takes neither where the preparations side with one each, however many cuts read alike', () => {
    const readings = readingsOf([
      ['Ballymore-QuayMarine PLC', 'Ballymore-QuayMarine PLC', 'Ballymore-QuayMarine PLC'],
      ['Ballymore-Quag The PLC', '', 'Ballymore-Quag gz PLC'],
    ])
    expect(sidedWith(readings, tesseract, paddle)).toBeNull()
  })

  it('counts no re-read that reads neither (a cut a mark filled), however near the shorter', () => {
    const readings = readingsOf([
      ['Kgi', 'Kg', 'Kgis'],
      ['Koi', 'Ko', 'Kgio'],
    ])
    expect(sidedWith(readings, 'Kgosi & Nikosi Holdings (Pty) Ltd', 'Kgosi & Akositoldings (Pty) Ltd')).toBeNull()
  })

  it('takes neither where the re-reads stand as near to both, or read nothing', () => {
    expect(
      sidedWith(readingsOf([['Ballymore PLC'], ['Ballymore PLC']]), 'Ballymore A PLC', 'Ballymore B PLC'),
    ).toBeNull()
    expect(sidedWith(readingsOf([['', ''], ['>']]), tesseract, paddle)).toBeNull()
  })
})

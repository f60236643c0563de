import { describe, expect, it } from 'vitest'
import {
  boxFromLineStart,
  boxOfName,
  cutsOf,
  doubtedName,
  nameFromItsLineStart,
  nameTheRereadsRead,
  sidedWith,
  widenedToItsStart,
  wordsBeforeName,
  type LineReading,
} from './certificate-line-rereads'
import type { PageText } from './document-text'
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

  it("reaches left to its first word's start where a name starts inside a word, not into the label", () => {
    const hidden: OcrLine = {
      ...line,
      words: [
        { text: 'Name:', bbox: { x0: 10, y0: 100, x1: 80, y1: 120 } },
        { text: 'allymore-Quay', bbox: { x0: 115, y0: 100, x1: 260, y1: 120 } },
        { text: 'PLC', bbox: { x0: 270, y0: 100, x1: 300, y1: 120 } },
      ],
    }
    expect(boxOfName([hidden], 'allymore-Quay PLC')).toEqual({ x0: 80, y0: 100, x1: 300, y1: 120 })
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

describe('widenedToItsStart', () => {
  const box = { x0: 200, y0: 100, x1: 400, y1: 120 }

  it('reaches two and a half letter heights left, within the page', () => {
    expect(widenedToItsStart(box, undefined)).toEqual({ ...box, x0: 150 })
    expect(widenedToItsStart({ ...box, x0: 30 }, undefined)).toEqual({ ...box, x0: 0 })
  })

  it("stops at a word a letter height before it, not at a piece of the hidden word's", () => {
    expect(widenedToItsStart(box, { x0: 100, y0: 100, x1: 170, y1: 120 })).toEqual({ ...box, x0: 170 })
    expect(widenedToItsStart(box, { x0: 100, y0: 100, x1: 190, y1: 120 })).toEqual({ ...box, x0: 150 })
  })
})

describe('nameTheRereadsRead', () => {
  it("gives the name two preparations read alike, near an engine's, in its spelling", () => {
    const readings = readingsOf([
      ['EiendomAS', 'xiendom AS', ''],
      ['Eiendom AS', 'EiendomA5', 'EiendomAS'],
    ])
    expect(nameTheRereadsRead(readings, ['iendom AS'])).toBe('Eiendom AS')
    expect(
      nameTheRereadsRead(readingsOf([['VanderMeer&ZonenBouwB.V.'], ['Van der Meer & Zonen Bouw B.V.']]), [
        'Van der Meer & Zbner Bouw B.V.',
        'Van der Meer & Zoner Bovw B.V.',
      ]),
    ).toBe('Van der Meer & Zonen Bouw B.V.')
  })

  it('gives none from the cuts of one preparation, however many read alike (they err alike)', () => {
    expect(nameTheRereadsRead(readingsOf([['Eiendom AS', 'Eiendom AS', 'Eiendom AS'], ['']]), ['iendom AS'])).toBeNull()
  })

  it("gives none that is an engine's own, far from both, or puts a word in", () => {
    const tesseract = 'Nordic Holdlng AB'
    expect(nameTheRereadsRead(readingsOf([['Nordic Holdlng AB'], ['NordicHoldlngAB']]), [tesseract])).toBeNull()
    expect(nameTheRereadsRead(readingsOf([['Nordic Hold AB'], ['NordicHoldAB']]), [tesseract])).toBeNull()
    expect(
      nameTheRereadsRead(readingsOf([['Nordic Star Holding AB'], ['NordicStarHoldingAB']]), [tesseract]),
    ).toBeNull()
  })

  it('gives none where the preparations agree on two names', () => {
    const readings = readingsOf([
      ['Nordic Holding AB', 'Nordic Holdinq AB'],
      ['Nordic Holding AB', 'Nordic Holdinq AB'],
    ])
    expect(nameTheRereadsRead(readings, ['Nordic Holdlng AB'])).toBeNull()
  })
})

describe('doubtedName', () => {
  it('doubts a name read from inside a word, without a legal form, or with a misread character', () => {
    expect(doubtedName('iendom AS', 'NO')).toBe(true)
    expect(doubtedName('Bjørnstad Eiendom', 'NO')).toBe(true)
    expect(doubtedName('Dvořák £ Šťastný s.r.o.', 'CZ')).toBe(true)
    expect(doubtedName('Bjørnstad Eiendom AS', 'NO')).toBe(false)
  })
})

/** A line of words `[text, left, right]`, all 20 pixels high at y 100. */
function line(words: ReadonlyArray<[string, number, number]>): OcrLine {
  return {
    text: words.map(([text]) => text).join(' '),
    confidence: 80,
    bbox: { x0: 10, y0: 100, x1: 500, y1: 120 },
    words: words.map(([text, x0, x1]) => ({ text, bbox: { x0, y0: 100, x1, y1: 120 } })),
  }
}

describe('boxFromLineStart', () => {
  it('reaches left over the words a mark garbled, from the first after the label or item mark', () => {
    const read = line([
      ['Name:', 10, 80],
      ['Sth', 100, 130],
      ['Dry', 140, 170],
      ['Cleaning', 200, 280],
      ['LLC', 290, 330],
    ])
    expect(boxFromLineStart([read], 'Cleaning LLC')).toEqual({ x0: 100, y0: 100, x1: 330, y1: 120 })
    const item = line([
      ['4)', 10, 30],
      ['Harrow/a', 40, 120],
      ['Engineering', 200, 300],
      ['Ltd', 310, 340],
    ])
    expect(boxFromLineStart([item], 'Engineering Ltd')).toEqual({ x0: 40, y0: 100, x1: 340, y1: 120 })
  })

  it('reaches to the first word of the line where no label ends, else a few letter heights', () => {
    const read = line([
      ['Ode', 40, 80],
      ['{aug', 90, 130],
      ['iendom', 200, 280],
      ['AS', 290, 320],
    ])
    expect(boxFromLineStart([read], 'iendom AS')).toEqual({ x0: 40, y0: 100, x1: 320, y1: 120 })
    expect(
      boxFromLineStart(
        [
          line([
            ['Eiendom', 200, 280],
            ['AS', 290, 320],
          ]),
        ],
        'Eiendom AS',
      ),
    ).toEqual({
      x0: 150,
      y0: 100,
      x1: 320,
      y1: 120,
    })
  })
})

describe('wordsBeforeName', () => {
  const page = (words: ReadonlyArray<[string, number, number]>, upsideDown = false): PageText => ({
    pageNumber: 1,
    source: 'ocr',
    text: words.map(([text]) => text).join(' '),
    confidence: 80,
    upsideDown,
    timedOut: false,
    lines: [line(words)],
  })

  it('finds words between the label or item mark and the name on its line, in a reading of the page', () => {
    const garbled = page([
      ['a)', 10, 30],
      ['Sth', 40, 80],
      ['Dry', 90, 130],
      ['Cleaning', 150, 230],
      ['LLC', 240, 280],
    ])
    expect(wordsBeforeName([undefined, garbled], 'Cleaning LLC')).toBe(true)
    expect(wordsBeforeName([garbled], '5th Avenue Dry-Cleaning LLC')).toBe(false)
    expect(
      wordsBeforeName(
        [
          page([
            ['Name:', 10, 80],
            ['Cleaning', 150, 230],
            ['LLC', 240, 280],
          ]),
        ],
        'Cleaning LLC',
      ),
    ).toBe(false)
    expect(wordsBeforeName([{ ...garbled, upsideDown: true }], 'Cleaning LLC')).toBe(false)
  })
})

describe('nameFromItsLineStart', () => {
  it("gives the name's first words two preparations read alike before it", () => {
    const readings = readingsOf([['5th Avenue Dry - Cleaning LLC', '- Cleaning LLC'], ['5th Avenue Dry-Cleaning LLC']])
    expect(nameFromItsLineStart(readings, 'Cleaning LLC', 'US_NY')).toBe('5th Avenue Dry - Cleaning LLC')
    const hidden = readingsOf([['Odegard & Bjornstad Eiendom AS'], ['Ødegård & Bjørnstad Eiendom AS']])
    expect(nameFromItsLineStart(hidden, 'iendom AS', 'NO')).toBe('Odegard & Bjornstad Eiendom AS')
  })

  it('gives none from one preparation, from words of a sentence, or where the name itself changes', () => {
    const cleaning = 'Cleaning LLC'
    expect(nameFromItsLineStart(readingsOf([['5th Avenue Dry-Cleaning LLC'], ['']]), cleaning, 'US_NY')).toBeNull()
    expect(
      nameFromItsLineStart(
        readingsOf([['confirm that Cleaning LLC'], ['confirmthat Cleaning LLC']]),
        cleaning,
        'US_NY',
      ),
    ).toBeNull()
    expect(
      nameFromItsLineStart(readingsOf([['5th Cleaners Group LLC'], ['5thCleanersGroupLLC']]), cleaning, 'US_NY'),
    ).toBeNull()
    expect(nameFromItsLineStart(readingsOf([['Cleaning LLC'], ['Cleaning LLC']]), cleaning, 'US_NY')).toBeNull()
    // A register row's number before the name, its space lost, is no start of the name.
    const glued = readingsOf([['B4737os5oLogistica Iberica 2000 S.L.'], ['B4737os5oLogistica Iberica 2000 S.L.']])
    expect(nameFromItsLineStart(glued, 'Logistica Iberica 2000 S.L.', 'ES')).toBeNull()
  })
})

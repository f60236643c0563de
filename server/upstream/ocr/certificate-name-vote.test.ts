import { describe, expect, it } from 'vitest'
import { nameReadingsOf, votedName, type NameReading } from './certificate-name-vote'

const tesseract = (name: string, copy = 'field'): NameReading => ({
  name,
  engine: 'tesseract',
  voice: `tesseract ${copy}`,
})
const paddle = (name: string, copy = 'field'): NameReading => ({ name, engine: 'paddle', voice: `paddle ${copy}` })

describe('votedName', () => {
  it('takes each letter two voices read, and Tesseract’s letters beyond ASCII where they fold alike', () => {
    const readings = [
      tesseract('Grof-Gerauer Brückenbau GmbH'),
      tesseract('Groß-Gerauer Bruckenbau GmbH', 'sentence'),
      paddle('GroB-Gerauer Brickenbau GmbH'),
    ]
    expect(votedName('Grof-Gerauer Brückenbau GmbH', readings, 'DE')).toBe('Groß-Gerauer Brückenbau GmbH')
  })

  it('mends a letter a mark crossed in one copy where the other copy and PaddleOCR read it alike', () => {
    const readings = [
      tesseract('Harbour Logistlcs Limited'),
      tesseract('Harbour Logistics Limited', 'sentence'),
      paddle('HarbourLogistics Limited'),
    ]
    expect(votedName('Harbour Logistlcs Limited', readings, 'GB')).toBe('Harbour Logistics Limited')
  })

  it('counts readings of one voice once: two preparations of one copy by one engine err alike', () => {
    const readings = [
      tesseract('Harbour Logistlcs Limited'),
      tesseract('Harbour Logistics Limited', 'field'),
      paddle('HarbourLogistlcs Limited'),
    ]
    expect(votedName('Harbour Logistlcs Limited', readings, 'GB')).toBeNull()
  })

  it('hears a voice whose readings differ at a place nowhere there: it may not side with each', () => {
    // Tesseract's darkest ink reads `ü` as `ii` as PaddleOCR does; its first reading reads no `i` there.
    const readings = [
      tesseract('Groß Gerauer Brückenbau GmbH'),
      tesseract('Groß Gerauer Briickenbau GmbH'),
      paddle('GroB Gerauer Bruickenbau GmbH'),
    ]
    expect(votedName('GroB Gerauer Bruickenbau GmbH', readings, 'DE')).toBeNull()
  })

  it("keeps the name's letters beyond ASCII: PaddleOCR and the darkest ink's English reading misread them alike", () => {
    const readings = [
      tesseract('Zakład Mięsny sp. z o.o.'),
      tesseract('Zaktad Miesny sp. z o.o.'),
      paddle('Zaktad Miesny sp. z o.o.'),
      paddle('ZaktadMiesny sp. z o.o.', 'sentence'),
    ]
    expect(votedName('Zakład Mięsny sp. z o.o.', readings, 'PL')).toBeNull()
  })

  it('gives no name where a place is not decided (no guess)', () => {
    const readings = [tesseract('Harbour Logistlcs Limited'), paddle('Harbour Logistics Limited')]
    expect(votedName('Harbour Logistlcs Limited', readings, 'GB')).toBeNull()
  })

  it('never puts in or leaves out a word, whatever the voices read', () => {
    const readings = [
      tesseract('Nordic Holding AB'),
      tesseract('Nordic Star Holding AB', 'sentence'),
      paddle('NordicStarHolding AB'),
    ]
    expect(votedName('Nordic Holding AB', readings, 'SE')).toBeNull()
    // A word of one letter two voices did not read is still a word.
    const one = [tesseract('Grupo A Textil S.A.'), paddle('GrupoTextil S.A.'), paddle('Grupo Textil S.A.', 'sentence')]
    expect(votedName('Grupo A Textil S.A.', one, 'ES')).toBeNull()
  })

  it('takes no reading of other words or without the legal form, and no base without one', () => {
    const readings = [tesseract('Harbour Logistics'), paddle('Harbour Logistics Limited')]
    expect(votedName('Harbour Logistlcs Limited', readings, 'GB')).toBeNull()
    expect(
      votedName('Harbour Logistlcs', [paddle('Harbour Logistics'), tesseract('Harbour Logistics', 's')], 'GB'),
    ).toBeNull()
  })
})

describe('nameReadingsOf', () => {
  it("finds each copy of the name on each reading's lines, the n-th copy of one engine's readings one voice", () => {
    const first = [
      'Company name: Harbour Logistlcs Limited',
      'The Registrar hereby certifies that Harbour Logistics Limited is this day incorporated',
      'Harbour Logistics Limited Harbour Logistics Limited',
      'Companies House',
    ].join('\n')
    const darkest = 'Harbour Logistics Limited\nHarbour Logistlcs Limited'
    const readings = nameReadingsOf(
      [
        { engine: 'tesseract', text: first },
        { engine: 'tesseract', text: darkest },
        { engine: 'paddle', text: 'Company name: HarbourLogistics Limited\nCompanynameHarbourLogistics Limited' },
      ],
      'Harbour Logistlcs Limited',
      'GB',
    )
    expect(readings.map((reading) => [reading.voice, reading.name])).toEqual([
      ['tesseract copy 0', 'Harbour Logistlcs Limited'],
      ['tesseract copy 1', 'Harbour Logistics Limited'],
      ['tesseract copy 2', 'Harbour Logistics Limited'],
      ['tesseract copy 3', 'Harbour Logistics Limited'],
      ['tesseract copy 0', 'Harbour Logistics Limited'],
      ['tesseract copy 1', 'Harbour Logistlcs Limited'],
      ['paddle copy 0', 'HarbourLogistics Limited'],
    ])
  })

  it("reads a signature's backslash between two words as the fields' rules read it, a space", () => {
    const text =
      'Ballymore — Quay\\Wargne DAC\nThe Registrar certifies that Ballymore — Quay Marine DAC is incorporated'
    const readings = nameReadingsOf([{ engine: 'tesseract', text }], 'Ballymore — Quay Wargne DAC', 'IE')
    expect(readings.map((reading) => reading.name)).toEqual([
      'Ballymore — Quay Wargne DAC',
      'Ballymore — Quay Marine DAC',
    ])
    expect(votedName('Ballymore — Quay Wargne DAC', [...readings, paddle('Ballymore - Qqay Marine DAC')], 'IE')).toBe(
      'Ballymore — Quay Marine DAC',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { breakCheckDigit, generateMrz, type MrzSubject } from '../../documents/identity/generate-mrz'
import { fieldClasses, repairByFieldClass } from './field-classes'
import { readMrz } from './read-mrz'

const subject: MrzSubject = {
  format: 'TD3',
  documentCode: 'P',
  issuingState: 'DEU',
  nationality: 'DEU',
  lastName: 'Gossling',
  givenNames: 'Zoe',
  documentNumber: 'B0S1Z8G6D',
  birthDate: '1980-06-15',
  expiryDate: '2032-01-08',
  sex: 'F',
}
const lines = generateMrz(subject)
const at = (text: string, index: number, char: string) => text.slice(0, index) + char + text.slice(index + 1)

describe('field classes of a zone', () => {
  it('covers every position of every line of each format', () => {
    expect(fieldClasses('TD3').map((line) => line.length)).toEqual([44, 44])
    expect(fieldClasses('TD2').map((line) => line.length)).toEqual([36, 36])
    expect(fieldClasses('TD1').map((line) => line.length)).toEqual([30, 30, 30])
    expect(fieldClasses('TD3')[1]![20]).toBe('sex')
    expect(fieldClasses('TD1')[1]![7]).toBe('sex')
  })

  it('reads a document code’s first letter T, which ICAO gives no document, as the I it resembles (ADR 0108)', () => {
    const card = generateMrz({ ...subject, format: 'TD1', documentCode: 'IA' })
    const misread = ['T' + card[0]!.slice(1), card[1]!, card[2]!]
    expect(repairByFieldClass('TD1', misread)).toEqual(card)
    // Only the code's first letter: a T in a name stays a T.
    const named = generateMrz({ ...subject, lastName: 'Tate', givenNames: 'Tom' })
    expect(repairByFieldClass('TD3', named)).toEqual(named)
  })

  it('sets letters in dates and check digits to the digits they resemble (O, Q, D → 0; I, L, T → 1; Z, S, G, B)', () => {
    // Line 2: number 0–8, its digit 9, nationality 10–12, birth 13–18 (800615) and digit 19.
    const misread = lines[1]!.slice(0, 13) + 'BDDGIS' + lines[1]!.slice(19)
    expect(repairByFieldClass('TD3', [lines[0]!, misread])[1]!.slice(13, 19)).toBe('800615')
    const qForZero = at(lines[1]!, 14, 'Q')
    expect(repairByFieldClass('TD3', [lines[0]!, qForZero])[1]).toBe(lines[1])
    // OCR-B's 1 (a flag and a foot) is read as T.
    const expiry = generateMrz({ ...subject, expiryDate: '2031-01-18' })
    expect(repairByFieldClass('TD3', [expiry[0]!, at(at(expiry[1]!, 22, 'T'), 24, 'T')])[1]).toBe(expiry[1])
  })

  it('sets digits in names and state codes to the letters they resemble', () => {
    const misread = lines[0]!.replace('GOSSLING', '6O55LING').replace('P<DEU', 'P<0EU')
    const repaired = repairByFieldClass('TD3', [misread, lines[1]!])[0]!
    expect(repaired.startsWith('P<OEUGOSSLING<<ZOE')).toBe(true)
  })

  it('leaves a state code printed with digits as read, not half turned into letters (ADR 0051)', () => {
    // Nationality at 10–12: a numeric code keeps its 3 whatever is swapped, so its 1 and 2 stay digits too.
    const numeric = lines[1]!.slice(0, 10) + '132' + lines[1]!.slice(13)
    expect(repairByFieldClass('TD3', [lines[0]!, numeric])[1]!.slice(10, 13)).toBe('132')
    // A code whose every digit has a letter twin is still repaired (an O read as 0).
    const slipped = lines[1]!.slice(0, 10) + 'DE0' + lines[1]!.slice(13)
    expect(repairByFieldClass('TD3', [lines[0]!, slipped])[1]!.slice(10, 13)).toBe('DEO')
  })

  it('reads the sex among M, F and the filler', () => {
    for (const [read, sex] of [
      ['E', 'F'],
      ['P', 'F'],
      ['H', 'M'],
      ['N', 'M'],
      ['K', '<'],
    ] as const) {
      expect(repairByFieldClass('TD3', [lines[0]!, at(lines[1]!, 20, read)])[1]![20]).toBe(sex)
    }
  })

  it('leaves the alphanumeric document number as read, and never turns a digit into another digit', () => {
    expect(repairByFieldClass('TD3', lines)).toEqual(lines)
    const broken = breakCheckDigit(lines, 'TD3')
    expect(repairByFieldClass('TD3', broken)).toEqual(broken)
    expect(readMrz(broken)?.checkDigitsHold).toBe(false)
  })

  it('reads a zone whose dates, sex and names came through with look-alikes', () => {
    const misread = [
      lines[0]!.replace('ZOE', '2OE'),
      at(lines[1]!.slice(0, 13) + 'BOO6IS' + lines[1]!.slice(19), 20, 'E'),
    ]
    expect(readMrz(misread)).toMatchObject({
      checkDigitsHold: true,
      givenNames: 'ZOE',
      birthDate: '800615',
      sex: 'F',
      documentNumber: 'B0S1Z8G6D',
    })
  })
})

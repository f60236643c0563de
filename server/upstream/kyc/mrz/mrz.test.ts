import { parse } from 'mrz'
import { describe, expect, it } from 'vitest'
import { mrzCheckDigit } from './check-digit'
import { breakCheckDigit, generateMrz, type MrzSubject } from '../../documents/identity/generate-mrz'
import type { MrzFormat } from './mrz-format'
import { cleanMrzLine, fitLength, readMrz, repairNameField, restoreDocumentCode, wholeReading } from './read-mrz'

const subject = (format: MrzFormat): MrzSubject => ({
  format,
  documentCode: format === 'TD3' ? 'P' : 'I',
  issuingState: 'DEU',
  nationality: 'DEU',
  lastName: 'Müstermann',
  givenNames: 'Erika Anna',
  documentNumber: 'C01X00T47',
  birthDate: '1983-08-12',
  expiryDate: '2031-10-31',
  sex: 'F',
})

describe('MRZ check digits and generation', () => {
  it('computes ICAO 9303 check digits (the specimen of ICAO 9303 part 4)', () => {
    expect(mrzCheckDigit('L898902C3')).toBe('6')
    expect(mrzCheckDigit('740812')).toBe('2')
    expect(mrzCheckDigit('120415')).toBe('9')
    expect(mrzCheckDigit('<<<<')).toBe('0')
  })

  it.each(['TD1', 'TD2', 'TD3'] as const)(
    'generates a %s zone the mrz package finds valid, and a broken one it refuses',
    (format) => {
      const lines = generateMrz(subject(format))
      const result = parse(lines)
      expect(result.format).toBe(format)
      expect(result.valid).toBe(true)
      expect(result.fields.lastName).toBe('MUSTERMANN')
      expect(result.fields.firstName).toBe('ERIKA ANNA')
      const broken = parse(breakCheckDigit(lines, format))
      expect(broken.valid).toBe(false)
      expect(broken.details.filter((d) => !d.valid).map((d) => d.field)).toContain('documentNumberCheckDigit')
    },
  )
})

describe('reading a zone from OCR lines', () => {
  const lines = generateMrz(subject('TD3'))

  it('finds the zone among other text and reads its fields', () => {
    const reading = readMrz(['PASSPORT', 'Surname MUSTERMANN', lines[0]!, lines[1]!])
    expect(reading).toMatchObject({
      format: 'TD3',
      checkDigitsHold: true,
      lastName: 'MUSTERMANN',
      givenNames: 'ERIKA ANNA',
      documentNumber: 'C01X00T47',
      birthDate: '830812',
      expiryDate: '311031',
      sex: 'F',
      issuingState: 'DEU',
    })
  })

  it('cleans spaces, filler look-alikes, lost fillers and filler noise after the name', () => {
    expect(cleanMrzLine('P<DEU MUSTERMANN«ERIKA')).toBe('P<DEUMUSTERMANN<ERIKA')
    expect(fitLength('AB<<<<CD', 6)).toBe('AB<<CD')
    expect(fitLength('AB<CD', 7)).toBe('AB<<<CD')
    expect(repairNameField('MUSTERMANN<<ERIKA<<<<K<<L<<')).toBe('MUSTERMANN<<ERIKA<<<<<<<<<<')
    const noisy = [
      lines[0]!.replace(/<<<<<<<<<<$/, '<<K<<<<').replace('<<ERIKA', '<<ERIKA'),
      lines[1]!.replace(/</g, '«'),
    ]
    expect(readMrz(noisy)).toMatchObject({ checkDigitsHold: true, givenNames: 'ERIKA ANNA' })
  })

  it('repairs letters read in digit fields by the field type (O for 0 in a date)', () => {
    const line2 = lines[1]!
    const withO = line2.slice(0, 13) + line2.slice(13, 19).replace(/0/g, 'O').replace('8', 'B') + line2.slice(19)
    expect(withO).not.toBe(line2)
    expect(readMrz([lines[0]!, withO])).toMatchObject({ checkDigitsHold: true, birthDate: '830812' })
  })

  it('settles one look-alike in the document number only when another reading saw it', () => {
    const line2 = lines[1]!
    const misread = line2.replace('C01X00T47', 'C01X0OT47')
    expect(readMrz([lines[0]!, misread])?.checkDigitsHold).toBe(false)
    expect(readMrz([lines[0]!, misread], { visualDocumentNumber: 'C01X00T47' })).toMatchObject({
      checkDigitsHold: true,
      documentNumber: 'C01X00T47',
    })
    // Position by position: the zone's own 7 stays (the visual zone's 8 is no look-alike of it; merge-readings reports that disagreement).
    expect(readMrz([lines[0]!, misread], { visualDocumentNumber: 'C01X00T48' })).toMatchObject({
      checkDigitsHold: true,
      documentNumber: 'C01X00T47',
    })
    expect(readMrz([lines[0]!, misread], { otherNumberReadings: ['C01X00T47'] })).toMatchObject({
      checkDigitsHold: true,
      documentNumber: 'C01X00T47',
    })
    // Without a reading that saw the zero, nothing is changed.
    expect(
      readMrz([lines[0]!, misread], { visualDocumentNumber: 'C01X0OT47', otherNumberReadings: ['C01X0OT47'] })
        ?.checkDigitsHold,
    ).toBe(false)
    // Two look-alikes misread at once are more than the repair may settle.
    const twice = line2.replace('C01X00T47', 'CO1X0OT47')
    expect(readMrz([lines[0]!, twice], { visualDocumentNumber: 'C01X00T47' })?.checkDigitsHold).toBe(false)
  })

  it('never accepts a broken check digit, whatever the visual zone says', () => {
    for (const format of ['TD1', 'TD2', 'TD3'] as const) {
      const broken = breakCheckDigit(generateMrz(subject(format)), format)
      const reading = readMrz(broken, { visualDocumentNumber: 'C01X00T47' })
      expect(reading?.format).toBe(format)
      expect(reading?.checkDigitsHold).toBe(false)
      expect(reading?.failedChecks).toContain('documentNumberCheckDigit')
    }
  })

  it('reads TD1 and TD2 zones', () => {
    expect(readMrz(generateMrz(subject('TD1')))).toMatchObject({
      format: 'TD1',
      checkDigitsHold: true,
      documentNumber: 'C01X00T47',
      lastName: 'MUSTERMANN',
    })
    expect(readMrz(generateMrz(subject('TD2')))).toMatchObject({
      format: 'TD2',
      checkDigitsHold: true,
      documentNumber: 'C01X00T47',
    })
  })

  it('finds nothing in text without a zone', () => {
    expect(readMrz(['Surname', 'MUSTERMANN', 'Date of birth 12.08.1983'])).toBeUndefined()
  })
})

describe('a glyph read as two', () => {
  it('leaves out the spurious characters only when every check digit then holds', () => {
    const lines = generateMrz(subject('TD3'))
    const doubled = lines[1]!.replace('DEU8308126', 'DEU8B8308126')
    expect(readMrz([lines[0]!, doubled])).toMatchObject({ checkDigitsHold: true, birthDate: '830812' })
    const brokenAndDoubled = breakCheckDigit(lines, 'TD3')[1]!.replace('DEU8308126', 'DEU8B8308126')
    expect(readMrz([lines[0]!, brokenAndDoubled])?.checkDigitsHold).toBe(false)
  })
})

describe('a first letter lost at the left edge', () => {
  it('gives a first line one short its document code back, and the check digits still decide', () => {
    const lines = generateMrz(subject('TD1'))
    expect(restoreDocumentCode('TD1', lines[0]!.slice(1))).toBe(lines[0])
    expect(restoreDocumentCode('TD1', lines[0]!)).toBe(lines[0])
    expect(restoreDocumentCode('TD3', generateMrz(subject('TD3'))[0]!.slice(1))).toBe(generateMrz(subject('TD3'))[0])
    expect(readMrz([lines[0]!.slice(1), lines[1]!, lines[2]!])).toMatchObject({
      format: 'TD1',
      checkDigitsHold: true,
      issuingState: 'DEU',
      documentNumber: 'C01X00T47',
    })
    const broken = breakCheckDigit(lines, 'TD1')
    expect(readMrz([broken[0]!.slice(1), broken[1]!, broken[2]!])?.checkDigitsHold).toBe(false)
  })
})

describe('a document code read as a digit', () => {
  it('still starts a zone (an I read as 1), set right by the field classes, and the check digits still decide', () => {
    const lines = generateMrz(subject('TD1'))
    const asOne = ['1' + lines[0]!.slice(1), lines[1]!, lines[2]!]
    expect(readMrz(asOne)).toMatchObject({
      format: 'TD1',
      checkDigitsHold: true,
      documentCode: 'I',
      documentNumber: 'C01X00T47',
    })
    const broken = breakCheckDigit(lines, 'TD1')
    expect(readMrz(['1' + broken[0]!.slice(1), broken[1]!, broken[2]!])?.checkDigitsHold).toBe(false)
    // A digit no letter looks like starts no zone.
    expect(readMrz(['4' + lines[0]!.slice(1), lines[1]!, lines[2]!])).toBeUndefined()
  })
})

describe('a zone read whole', () => {
  it('also needs state codes ICAO knows (no check digit covers them)', () => {
    const lines = generateMrz(subject('TD3'))
    expect(wholeReading(readMrz(lines))).toBe(true)
    const shifted = [lines[0]!, lines[1]!.replace('DEU', 'EUG')]
    const reading = readMrz(shifted)
    expect(reading?.checkDigitsHold).toBe(true)
    expect(wholeReading(reading)).toBe(false)
    // Given both, the whole one is taken.
    expect(readMrz([...shifted, 'Date of issue', ...lines])?.nationality).toBe('DEU')
  })
})

describe('a spurious character left out', () => {
  it('only next to its own look-alike or twin, so a garbled number is not rescued by chance', () => {
    const lines = generateMrz(subject('TD3'))
    // 'C01X00T47' read with a stray F and M: leaving out arbitrary characters is not tried (here it would even give the printed number).
    const garbled = lines[1]!.replace('C01X00T47', 'FC01XM00T47')
    expect(readMrz([lines[0]!, garbled])?.checkDigitsHold).toBe(false)
    const split = lines[1]!.replace('C01X00T47', 'C011X00T47')
    expect(readMrz([lines[0]!, split])).toMatchObject({ checkDigitsHold: true, documentNumber: 'C01X00T47' })
  })
})

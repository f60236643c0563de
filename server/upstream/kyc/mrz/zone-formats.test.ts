import { describe, expect, it } from 'vitest'
import { generateMrz } from '../../documents/identity/generate-mrz'
import { checkDocument } from '../document-checks'
import type { ProvidedDocument } from '../kyc-request'
import { extractionOnly } from '../../test-support/extraction-only'
import { mergeReadings } from '../merge-readings'
import { chooseZone } from '../zone-choice'
import { mrzCheckDigit } from './check-digit'
import { fieldClasses } from './field-classes'
import { formatsOfLines } from './mrz-format'
import { confusable, numberPlace } from './number-alternatives'
import { readMrz, wholeReading } from './read-mrz'
import type { ZonePass } from './read-zone'

const withCheck = (text: string) => text + mrzCheckDigit(text)

/** A visa's line 2: number, nationality, birth, sex and expiry with their check digits, then optional data. */
const visaData = (number: string, length: number, optional = '') =>
  `${withCheck(number)}USA${withCheck('870214')}F${withCheck('280930')}${optional}`.padEnd(length, '<')
const mrva = ['V<FRAWALKER<<JENNIFER<ANNE'.padEnd(44, '<'), visaData('X8K450210', 44, 'ZE184226B')]
const mrvb = ['VCFRAWALKER<<JENNIFER<ANNE'.padEnd(36, '<'), visaData('X8K450210', 36)]

const frenchLine1 = 'IDFRA' + 'LEFEBVRE'.padEnd(25, '<') + '2A0124'
const frenchStart = withCheck('12042A012345') + 'CLAIRE<<ANNE'.padEnd(14, '<') + withCheck('850312') + 'F'
const french = [frenchLine1, frenchStart + mrzCheckDigit(frenchLine1 + frenchStart)]

/** A TD1 card with the document code `code` (residence permits: IR, AR, C1…). */
function card(code: string): string[] {
  const line1 = `${code}DEU${withCheck('YF1234567')}${'<'.repeat(15)}`
  const line2 = `${withCheck('790705')}M${withCheck('310422')}TUR${'<'.repeat(11)}`
  const composite = mrzCheckDigit(line1.slice(5) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18))
  return [line1, line2 + composite, 'YILMAZ<<AHMET'.padEnd(30, '<')]
}

describe('visas (ICAO 9303 part 7: MRV-A 2×44, MRV-B 2×36)', () => {
  it('are read with their fields, optional data aside, and no composite check digit', () => {
    for (const [lines, format] of [
      [mrva, 'MRVA'],
      [mrvb, 'MRVB'],
    ] as const) {
      const reading = readMrz(lines)
      expect(reading).toMatchObject({
        format,
        lines,
        checkDigitsHold: true,
        documentCode: lines[0]!.slice(0, 2).replace(/<$/, ''),
        issuingState: 'FRA',
        nationality: 'USA',
        lastName: 'WALKER',
        givenNames: 'JENNIFER ANNE',
        documentNumber: 'X8K450210',
        birthDate: '870214',
        expiryDate: '280930',
        sex: 'F',
      })
    }
  })

  it('fail on a wrong check digit, reported as printed', () => {
    const lines = [mrva[0]!, mrva[1]!.slice(0, 27) + String((Number(mrva[1]![27]) + 1) % 10) + mrva[1]!.slice(28)]
    const reading = readMrz(lines)
    expect(reading?.lines).toEqual(lines)
    expect(reading?.failedChecks).toEqual(['expirationDateCheckDigit'])
  })

  it('never take a look-alike number another reading saw: without a composite nothing could tell an edited check digit', () => {
    // Printed: a zero, with the check digit of the number with a letter O there (an edited check digit).
    const printedZero = [mrva[0]!, 'X8K450210' + mrzCheckDigit('X8K45O210') + mrva[1]!.slice(10)]
    expect(readMrz(printedZero, { otherNumberReadings: ['X8K45O210'] })?.checkDigitsHold).toBe(false)
  })

  it('are declined SPDR205, never taken for a passport by the page title', () => {
    const extracted = mergeReadings({
      readable: true,
      mrz: readMrz(mrva)!,
      visual: {},
      titleType: 'passport',
      today: new Date('2026-11-27T00:00:00Z'),
    })
    expect(extracted.type).toBeNull()
    const provided = extractionOnly
    const context = { countryAlpha3: 'FRA', knownAlpha3: () => true, today: new Date('2026-11-27T00:00:00Z') }
    expect(checkDocument(extracted, provided, context).codes).toEqual(['SPDR205'])
    const full = checkDocument(extracted, { ...provided, process_only_ocr: false }, context)
    expect(full.codes).toContain('SPDR205')
    expect(full.flags.document).toBe(0)
  })
})

describe('the French identity card of 1988–2021 (2×36, not TD2)', () => {
  it('is read with its twelve-character number, given names apart, and no nationality or expiry', () => {
    expect(formatsOfLines(french)).toEqual(['FRENCH_NATIONAL_ID', 'TD2'])
    expect(readMrz(french)).toMatchObject({
      format: 'FRENCH_NATIONAL_ID',
      lines: french,
      checkDigitsHold: true,
      documentCode: 'ID',
      issuingState: 'FRA',
      nationality: '',
      lastName: 'LEFEBVRE',
      givenNames: 'CLAIRE ANNE',
      documentNumber: '12042A012345',
      birthDate: '850312',
      expiryDate: '',
      sex: 'F',
    })
  })

  it('is read whole without a nationality, which its zone does not have', () => {
    expect(wholeReading(readMrz(french))).toBe(true)
  })

  it('keeps its issuing office after the surname: noise in the surname field is cleared, the office is not', () => {
    const noisy = [frenchLine1.slice(0, 20) + 'K' + frenchLine1.slice(21), french[1]!]
    expect(readMrz(noisy)?.lines).toEqual(french)
  })

  it('classes its fields: the number after its issue month and the office may hold letters, names only letters', () => {
    const [line1, line2] = fieldClasses('FRENCH_NATIONAL_ID')
    expect(line1!.slice(30)).toEqual(Array(6).fill('any'))
    expect(line2!.slice(0, 4)).toEqual(Array(4).fill('digit'))
    expect(line2!.slice(4, 12)).toEqual(Array(8).fill('any'))
    expect(line2!.slice(13, 27)).toEqual(Array(14).fill('letter'))
    expect(line2![34]).toBe('sex')
  })

  it('fails its composite check digit on an edited surname or given name', () => {
    expect(readMrz([french[0]!.replace('LEFEBVRE', 'LEFEBVRA'), french[1]!])?.failedChecks).toEqual([
      'compositeCheckDigit',
    ])
    expect(readMrz([french[0]!, french[1]!.replace('CLAIRE', 'CLAIRA')])?.failedChecks).toEqual(['compositeCheckDigit'])
  })

  it('takes its expiry from the visual zone only: without one a full verification declines SPDR72', () => {
    const today = new Date('2026-11-27T00:00:00Z')
    const provided: ProvidedDocument = { ...extractionOnly, supported_types: ['id_card'], process_only_ocr: false }
    const context = { countryAlpha3: 'FRA', knownAlpha3: () => true, today }
    const read = (visual: { expiryDate?: string }) =>
      mergeReadings({ readable: true, mrz: readMrz(french)!, visual, titleType: null, today })
    expect(read({}).type).toBe('id_card')
    expect(read({}).expiryDate).toBeNull()
    expect(checkDocument(read({}), provided, context).codes).toEqual(['SPDR72'])
    expect(checkDocument(read({ expiryDate: '2031-05-02' }), provided, context).codes).toEqual([])
  })

  it('has its given names confirmed by the passes like its surname', () => {
    const pass = (lines: string[], name: string): ZonePass => ({ lines, pass: name, method: 'cells', topShare: 0.8 })
    // A second pass that reads another given name (the composite fails there) confirms nothing of the names.
    const otherGiven = [french[0]!, french[1]!.replace('CLAIRE<<ANNE', 'CLAIRE<<ANNA')]
    const chosen = chooseZone([pass(french, 'a'), pass(otherGiven, 'b')], {})
    expect(chosen?.mrz.lines).toEqual(french)
    expect(chosen?.unconfirmed).toContain('names')
    expect(chooseZone([pass(french, 'a'), pass(french, 'b')], {})?.unconfirmed).toEqual([])
  })
})

describe('cards with other document codes (residence permits)', () => {
  it('are TD1 identity cards whose code is kept as printed, a digit included', () => {
    for (const code of ['IR', 'AR', 'CR', 'C1', 'ID', 'I<']) {
      const reading = readMrz(card(code))
      expect(reading?.lines).toEqual(card(code))
      expect(reading?.documentCode).toBe(code.replace(/<$/, ''))
      expect(reading?.checkDigitsHold).toBe(true)
    }
  })

  it('still take a first letter read as its look-alike digit back as the letter', () => {
    expect(readMrz(['1R' + card('IR')[0]!.slice(2), ...card('IR').slice(1)])?.documentCode).toBe('IR')
  })
})

describe('the zone generator (generate-mrz.ts)', () => {
  const subject = {
    issuingState: 'FRA',
    nationality: 'USA',
    lastName: 'Lefèbvre',
    givenNames: 'Claire Anne',
    documentNumber: 'X8K450210',
    birthDate: '1987-02-14',
    expiryDate: '2028-09-30',
    sex: 'F' as const,
  }

  it('writes visas and the French card that read back in their format, every check digit holding', () => {
    for (const [format, documentCode, documentNumber] of [
      ['MRVA', 'V', 'X8K450210'],
      ['MRVB', 'VC', 'X8K450210'],
      ['FRENCH_NATIONAL_ID', 'ID', '12042A012345'],
    ] as const) {
      const lines = generateMrz({ ...subject, format, documentCode, documentNumber, optionalData: '2A0124' })
      expect(readMrz(lines)).toMatchObject({
        format,
        checkDigitsHold: true,
        lastName: 'LEFEBVRE',
        givenNames: 'CLAIRE ANNE',
        documentNumber,
      })
    }
    expect(
      generateMrz({ ...subject, format: 'FRENCH_NATIONAL_ID', documentCode: 'ID', documentNumber: '12042A012345' })[1],
    ).toContain('CLAIRE<<ANNE')
  })

  it('refuses a French card number that is not twelve characters', () => {
    expect(() => generateMrz({ ...subject, format: 'FRENCH_NATIONAL_ID', documentCode: 'ID' })).toThrow(/12 characters/)
  })
})

describe('an edited number check digit on the new formats is never accepted, whatever the other readings saw', () => {
  const ZONE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
  /** Every number one look-alike away from `number`, as other readings that saw all of them. */
  const everyLookalikeSeen = (number: string) =>
    [...number].flatMap((char, at) =>
      [...ZONE_CHARACTERS]
        .filter((other) => other !== char && confusable(other, char))
        .map((other) => number.slice(0, at) + other + number.slice(at + 1)),
    )
  const base = {
    issuingState: 'FRA',
    nationality: 'DEU',
    lastName: 'Keller',
    givenNames: 'Ines',
    birthDate: '1975-03-09',
    expiryDate: '2030-12-24',
    sex: 'F' as const,
  }
  const cases = [
    ...['B0S1Z8G6D', 'O1I8B5S2Z', 'X5B8O0I1Q', 'T1X7TR1K4'].flatMap((documentNumber) => [
      { ...base, format: 'MRVA' as const, documentCode: 'V', documentNumber },
      { ...base, format: 'MRVB' as const, documentCode: 'V', documentNumber },
    ]),
    ...['1204O1I8B5S2', '9912DQ0O1I2Z', '05069320B043', '88062A0S1G6T'].map((documentNumber) => ({
      ...base,
      format: 'FRENCH_NATIONAL_ID' as const,
      documentCode: 'ID',
      documentNumber,
      optionalData: '690124',
    })),
  ]

  it('every other value of the printed check digit still fails, the composite (where there is one) as printed', () => {
    for (const subject of cases) {
      const lines = generateMrz(subject)
      const { line, start, length } = numberPlace(subject.format)
      for (let digit = 0; digit <= 9; digit += 1) {
        const text = lines[line]!
        if (text[start + length] === String(digit)) continue
        const forged = lines.map((t, index) =>
          index === line ? t.slice(0, start + length) + String(digit) + t.slice(start + length + 1) : t,
        )
        const reading = readMrz(forged, {
          visualDocumentNumber: subject.documentNumber,
          otherNumberReadings: everyLookalikeSeen(subject.documentNumber),
        })
        expect(reading?.checkDigitsHold, `${subject.format} ${subject.documentNumber} ${digit}`).toBe(false)
        expect(reading?.lines).toEqual(forged)
      }
    }
  })
})

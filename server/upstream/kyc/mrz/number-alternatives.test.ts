import { describe, expect, it } from 'vitest'
import { mrzCheckDigit } from './check-digit'
import { breakCheckDigit, generateMrz, type MrzSubject } from '../../documents/identity/generate-mrz'
import type { MrzFormat } from './mrz-format'
import { numberAlternatives, numberField, numberPlace } from './number-alternatives'
import { numberReadings, readMrz } from './read-mrz'

const subject = (format: MrzFormat, documentNumber: string): MrzSubject => ({
  format,
  documentCode: format === 'TD3' ? 'P' : 'I',
  issuingState: 'DEU',
  nationality: 'DEU',
  lastName: 'Keller',
  givenNames: 'Ines',
  documentNumber,
  birthDate: '1975-03-09',
  expiryDate: '2030-12-24',
  sex: 'F',
})

/** Every look-alike of every character of `number`, as other readings that saw all of them. */
const LOOKALIKE_OF: Record<string, string[]> = {
  '0': ['O', 'Q', 'D'],
  O: ['0'],
  Q: ['0'],
  D: ['0'],
  '1': ['I', 'T'],
  I: ['1'],
  T: ['1'],
  '8': ['B'],
  B: ['8'],
  '5': ['S'],
  S: ['5'],
  '2': ['Z'],
  Z: ['2'],
  '6': ['G'],
  G: ['6'],
}
function everyLookalikeSeen(number: string): string[] {
  return [...number].flatMap((char, at) =>
    (LOOKALIKE_OF[char] ?? []).map((other) => number.slice(0, at) + other + number.slice(at + 1)),
  )
}

const NUMBERS = ['B0S1Z8G6D', 'O1I8B5S2Z', 'DQ0O1I2Z5', 'L898902C3', 'AB12CD34E', 'Z00I8G5SB', 'X5B8O0I1Q', 'T1X7TR1K4']
const FORMATS = ['TD1', 'TD2', 'TD3'] as const

describe('look-alike readings of the document number', () => {
  it('offers only characters another reading saw, one at a time, at the same position', () => {
    const lines = generateMrz(subject('TD3', 'AB12CD34E'))
    expect(numberAlternatives('TD3', lines, [])).toEqual([])
    expect(numberAlternatives('TD3', lines, ['XY12CD34E'])).toEqual([]) // X, Y are no look-alikes of A, B
    const alternatives = numberAlternatives('TD3', lines, ['A812CD34E', 'ABI2CD34E'])
    expect(alternatives.map((alt) => numberField('TD3', alt)).sort()).toEqual(['A812CD34E', 'ABI2CD34E'])
    // Only the number's nine characters change.
    for (const alt of alternatives) expect(alt[1]!.slice(9)).toBe(lines[1]!.slice(9))
  })

  it('takes the number of another reading from a line that starts like a number line, however garbled its fillers', () => {
    // OCR-B fillers read as K, L or two characters make every line far too long to be a zone.
    const garbled = (lines: string[]) => lines.map((line) => line.replace(/<{2,}/g, (run) => 'KL'.repeat(run.length)))
    for (const format of ['TD1', 'TD3'] as const) {
      const lines = garbled(generateMrz(subject(format, 'Z00I8G5SB')))
      expect(readMrz(lines)?.checkDigitsHold ?? false).toBe(false)
      expect(numberReadings(lines)).toContain('Z00I8G5SB')
    }
    expect(numberReadings(['KELLER INES', 'DATE OF BIRTH 09.03.1975'])).toEqual([])
  })

  it('settles a misread O/0 of a mixed number on every format when a reading saw the right one', () => {
    for (const format of FORMATS) {
      const lines = generateMrz(subject(format, 'Z00I8G5SB'))
      const { line, start } = numberPlace(format)
      const misread = lines.map((text, index) =>
        index === line ? text.slice(0, start + 1) + 'O' + text.slice(start + 2) : text,
      )
      expect(readMrz(misread)?.checkDigitsHold).toBe(false)
      expect(readMrz(misread, { otherNumberReadings: ['Z00I8G5SB'] })).toMatchObject({
        format,
        checkDigitsHold: true,
        documentNumber: 'Z00I8G5SB',
      })
    }
  })
})

describe('an edited document is never accepted, whatever the other readings saw', () => {
  it('a broken number check digit (composite left as printed) still fails', () => {
    for (const format of FORMATS) {
      for (const number of NUMBERS) {
        const broken = breakCheckDigit(generateMrz(subject(format, number)), format)
        const reading = readMrz(broken, {
          visualDocumentNumber: number,
          otherNumberReadings: everyLookalikeSeen(number),
        })
        expect(reading?.checkDigitsHold, `${format} ${number}`).toBe(false)
      }
    }
  })

  it('every other value of the number check digit, with the composite recomputed to match, still fails', () => {
    for (const number of NUMBERS) {
      const lines = generateMrz(subject('TD3', number))
      const right = lines[1]![9]!
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === right) continue
        const edited = lines[1]!.slice(0, 9) + String(digit) + lines[1]!.slice(10, 43)
        const composite = mrzCheckDigit(edited.slice(0, 10) + edited.slice(13, 20) + edited.slice(21, 43))
        const forged = [lines[0]!, edited + composite]
        const reading = readMrz(forged, {
          visualDocumentNumber: number,
          otherNumberReadings: everyLookalikeSeen(number),
        })
        expect(reading?.checkDigitsHold, `${number} digit ${digit}`).toBe(false)
        expect(reading?.documentNumber).toBe(number)
      }
    }
  })

  it('every value of the number check digit with the composite left as printed still fails', () => {
    for (const format of FORMATS) {
      for (const number of NUMBERS) {
        const lines = generateMrz(subject(format, number))
        const [line, position] = format === 'TD1' ? [0, 14] : [1, 9]
        for (let digit = 0; digit <= 9; digit += 1) {
          const text = lines[line]!
          if (text[position] === String(digit)) continue
          const forged = lines.map((t, index) =>
            index === line ? t.slice(0, position) + String(digit) + t.slice(position + 1) : t,
          )
          expect(
            readMrz(forged, { otherNumberReadings: everyLookalikeSeen(number) })?.checkDigitsHold,
            `${format} ${number} ${digit}`,
          ).toBe(false)
        }
      }
    }
  })

  it('an edited date or sex is not repaired by any reading of the number', () => {
    const lines = generateMrz(subject('TD3', 'B0S1Z8G6D'))
    const birthEdited = [lines[0]!, lines[1]!.slice(0, 13) + '760309' + lines[1]!.slice(19)]
    expect(readMrz(birthEdited, { otherNumberReadings: everyLookalikeSeen('B0S1Z8G6D') })?.checkDigitsHold).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { fillPattern } from './company-core'
import { checkDigitsFor, checkDigitsHold, type CheckDigits } from './registration-number-checksums'
import { jurisdictionByCode } from './served-countries'

const checkOf = (code: string): CheckDigits => {
  const check = jurisdictionByCode(code)?.spec.numberFormats[0]?.check
  if (!check) throw new Error(`${code} has no check digits`)
  return check
}

/** Numbers companies publish: each country's scheme holds for them. */
const published: Record<string, string[]> = {
  FR: ['552081317', '542051180'],
  SE: ['556012-5790', '556042-7220', '556703-7485'],
  NO: ['923 609 016'],
  CH: ['CHE-101.329.561'],
  FI: ['0112038-9', '1927400-1'],
  BE: ['0202.239.951', '0403.199.702'],
  BR: ['33.000.167/0001-01', '60.701.190/0001-04', '33.592.510/0001-54'],
}

/** `number` with the digits at `at` and `at + 1` (counted among digits only) swapped. */
function swapped(number: string, at: number): string {
  const places = [...number].flatMap((char, index) => (/\d/.test(char) ? [index] : []))
  const chars = [...number]
  const [a, b] = [places[at], places[at + 1]] as [number, number]
  ;[chars[a], chars[b]] = [chars[b] as string, chars[a] as string]
  return chars.join('')
}

describe('registration numbers’ check digits', () => {
  it('hold for numbers companies publish, in each country that has them', () => {
    for (const [code, numbers] of Object.entries(published))
      for (const number of numbers) expect(checkDigitsHold(number, checkOf(code)), `${code} ${number}`).toBe(true)
  })

  it('fail for any single wrong digit', () => {
    for (const [code, numbers] of Object.entries(published)) {
      const number = numbers[0] as string
      const digits = [...number].flatMap((char, index) => (/\d/.test(char) ? [index] : []))
      for (const index of digits)
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === number[index]) continue
          const misread = `${number.slice(0, index)}${digit}${number.slice(index + 1)}`
          expect(checkDigitsHold(misread, checkOf(code)), `${code} ${misread}`).toBe(false)
        }
    }
  })

  it('fail for two neighbouring digits swapped (the near mismatch), where they differ', () => {
    for (const [code, numbers] of Object.entries(published))
      for (const number of numbers) {
        const count = number.replace(/\D/g, '').length
        for (let at = 0; at + 1 < count; at++) {
          const other = swapped(number, at)
          if (other === number) continue
          const pair = other.replace(/\D/g, '').slice(at, at + 2)
          // Luhn alone cannot tell 09 from 90.
          if (checkOf(code).scheme === 'luhn' && (pair === '09' || pair === '90')) continue
          expect(checkDigitsHold(other, checkOf(code)), `${code} ${other}`).toBe(false)
        }
      }
  })

  it('are none where modulus 11 would need a 10', () => {
    // The Finnish weights 7 9 10 5 8 4 2: 0000100 weighs 8, its check digit 11 − 8 = 3.
    expect(checkDigitsFor('0000100', checkOf('FI'))).toBe('3')
    const noDigit = Array.from({ length: 100 }, (_, n) => String(n).padStart(7, '0')).find(
      (body) => checkDigitsFor(body, checkOf('FI')) === null,
    )
    expect(noDigit).toBeDefined()
  })

  it('are carried by the numbers the registry generates, unique per serial', () => {
    for (const code of Object.keys(published)) {
      const format = jurisdictionByCode(code)?.spec.numberFormats[0]
      if (!format) throw new Error(code)
      const numbers = Array.from({ length: 300 }, (_, serial) => fillPattern(format.pattern, serial, 91, format.check))
      expect(new Set(numbers).size).toBe(numbers.length)
      for (const number of numbers) expect(checkDigitsHold(number, checkOf(code)), `${code} ${number}`).toBe(true)
    }
  })
})

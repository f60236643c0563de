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
  // Telefónica, Inditex, Banco Santander, BBVA, Mercadona (the CIF's control digit).
  ES: ['A28015865', 'A15075062', 'A39000013', 'A48265169', 'A46103834'],
  SE: ['556012-5790', '556042-7220', '556703-7485'],
  NO: ['923 609 016'],
  CH: ['CHE-101.329.561'],
  FI: ['0112038-9', '1927400-1'],
  BE: ['0202.239.951', '0403.199.702'],
  BR: ['33.000.167/0001-01', '60.701.190/0001-04', '33.592.510/0001-54'],
  // Novo Nordisk, Carlsberg, A.P. Møller - Mærsk.
  DK: ['24256790', '61056416', '22756214'],
  // Ministerstvo financí, Alza.cz, ČEZ (remainders 4, 1 and 2: none of the pair 0 and 10).
  CZ: ['00006947', '27082440', '45274649'],
  // EDP, Galp, Caixa Geral de Depósitos.
  PT: ['500697256', '504499777', '500960046'],
  // Raiffeisen Bank International, Erste Group Bank, OMV, voestalpine, Red Bull (Firmenbuchnummer and check letter).
  AT: ['FN 122119m', 'FN 33209m', 'FN 93363z', 'FN 66209t', 'FN 56247t'],
  // DBS Bank, Singapore Airlines, Singtel (a local company's UEN and its check letter).
  SG: ['196800306E', '197200078R', '199201624D'],
  // BHP Group, ASIC's own examples, Telstra.
  AU: ['004 028 077', '000 250 000', '005 499 981', '051 775 556'],
}

/** The weight modulus 10 gives the ACN's digit at `index` (8 to 1, the check digit 1). */
const acnWeight = (index: number) => (index < 8 ? 8 - index : 1)

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
          // The ACN's modulus 10 cannot see a digit off by δ where δ × its weight is a multiple of 10.
          const place = digits.indexOf(index)
          const unseen = code === 'AU' && ((digit - Number(number[index])) * acnWeight(place)) % 10 === 0
          expect(checkDigitsHold(misread, checkOf(code)), `${code} ${misread}`).toBe(unseen)
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
          // Luhn alone cannot tell 09 from 90; the ACN's last two digits both weigh 1.
          if (checkOf(code).scheme === 'luhn' && (pair === '09' || pair === '90')) continue
          if (code === 'AU' && at + 2 === count) continue
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

  it('follow each registry’s own rule where two remainders share a check digit or the modulus is 10', () => {
    // IČO 00064581 (Hlavní město Praha) weighs 77, remainder 0: (11 − 0) mod 10 = 1; one digit off
    // (00084581) weighs 87, remainder 10, and its check digit is 1 as well.
    expect(checkDigitsFor('0006458', checkOf('CZ'))).toBe('1')
    expect(checkDigitsHold('00064581', checkOf('CZ'))).toBe(true)
    expect(checkDigitsHold('00084581', checkOf('CZ'))).toBe(true)
    // IČO 27082440 (Alza.cz) weighs 133, remainder 1: (11 − 1) mod 10 = 0.
    expect(checkDigitsFor('2708244', checkOf('CZ'))).toBe('0')
    // NIPC: remainder 1 (50000000 weighs 45) and remainder 0 (50000005 weighs 55) both give 0.
    expect(checkDigitsFor('50000000', checkOf('PT'))).toBe('0')
    expect(checkDigitsFor('50000005', checkOf('PT'))).toBe('0')
    // NIPC remainder 2 gives 9 (50000006 weighs 57).
    expect(checkDigitsFor('50000006', checkOf('PT'))).toBe('9')
    // ACN 000 000 019 (ASIC's example): 1 weighs 1, (10 − 1) mod 10 = 9; its last two swapped hold too.
    expect(checkDigitsFor('00000001', checkOf('AU'))).toBe('9')
    expect(checkDigitsHold('000 000 091', checkOf('AU'))).toBe(true)
    // CVR: the weights with the check digit's 1 sum to a multiple of 11; a body weighing 12 (0020000) would need 10.
    expect(checkDigitsFor('2425679', checkOf('DK'))).toBe('0')
    expect(checkDigitsFor('0020000', checkOf('DK'))).toBeNull()
    // Firmenbuchnummer: 122119 weighs 76, 76 mod 17 = 8, the ninth letter m; a number weighing a
    // multiple of 17 (000017: 17) gets the first, a. Read in capitals, the letter is the same; another
    // letter, or none, fails.
    expect(checkDigitsFor('122119', checkOf('AT'))).toBe('m')
    expect(checkDigitsFor('17', checkOf('AT'))).toBe('a')
    expect(checkDigitsHold('FN 122119M', checkOf('AT'))).toBe(true)
    for (const letter of 'abdfghikpstvwxyz') expect(checkDigitsHold(`FN 122119${letter}`, checkOf('AT'))).toBe(false)
    expect(checkDigitsHold('FN 122119', checkOf('AT'))).toBe(false)
    // UEN: 196800306 weighs 171, 171 mod 11 = 6, the seventh letter E; in lower case it holds too.
    expect(checkDigitsFor('196800306', checkOf('SG'))).toBe('E')
    expect(checkDigitsHold('196800306e', checkOf('SG'))).toBe(true)
    for (const letter of 'ZKCMDNRGWH') expect(checkDigitsHold(`196800306${letter}`, checkOf('SG'))).toBe(false)
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

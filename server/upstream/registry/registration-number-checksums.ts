/**
 * The check digits some countries' registration numbers carry (ADR 0065, 0119, 0128): the French
 * SIREN, the Swedish organisationsnummer and the Spanish CIF's control digit (Luhn), the Norwegian organisasjonsnummer, the Swiss UID, the
 * Finnish Y-tunnus and the Danish CVR-nummer (weighted modulus 11), the Belgian ondernemingsnummer
 * (modulus 97), the Brazilian CNPJ (two modulus-11 digits), the Czech IČO, the Portuguese NIPC and
 * the Australian ACN (each registry's own rule), and the check letters of the Austrian
 * Firmenbuchnummer and the Singapore UEN. Luhn, modulus 11, modulus 97 and the CNPJ catch any
 * single wrong digit and any two neighbouring digits swapped (Luhn all but 09/90). The IČO, NIPC and
 * ACN rules give one check digit to two remainders, or weigh by modulus 10, so a few misreads hold
 * (ADR 0119 lists them): the registries issue such numbers all the same.
 * The registry generates numbers that carry them, as real registries issue only such numbers; the
 * certificate reader never takes a number whose check digits fail as read.
 */

/** How a format's last digits check the digits before them (fixed digits of the format included). */
export type CheckDigits =
  | { scheme: 'luhn' }
  | { scheme: 'mod11'; weights: readonly number[] }
  | { scheme: 'mod97' }
  | { scheme: 'cnpj' }
  | { scheme: 'ico' }
  | { scheme: 'nipc' }
  | { scheme: 'acn' }
  | { scheme: 'firmenbuch' }
  | { scheme: 'uen' }

function digitsOf(number: string): number[] {
  return [...number.replace(/\D/g, '')].map(Number)
}

/** The Luhn sum (ISO/IEC 7812) of `digits`, every second from the right doubled, starting with the last when `doubleLast`. */
function luhnSum(digits: readonly number[], doubleLast: boolean): number {
  let sum = 0
  for (const [index, digit] of [...digits].reverse().entries()) {
    const doubled = index % 2 === (doubleLast ? 0 : 1) ? digit * 2 : digit
    sum += doubled > 9 ? doubled - 9 : doubled
  }
  return sum
}

/** Σ digit × weight over `body`. */
function weightedSum(body: readonly number[], weights: readonly number[]): number {
  return weights.reduce((total, weight, index) => total + weight * (body[index] ?? 0), 0)
}

/** Modulus 11: 11 − (Σ digit × weight mod 11), 0 for 11; 10 means the body has no check digit (no such number is issued). */
function mod11Check(body: readonly number[], weights: readonly number[]): number {
  return (11 - (weightedSum(body, weights) % 11)) % 11
}

/** 11 − (`sum` mod 11), 0 where that is 10 or 11 (the CNPJ's and the NIPC's digit). */
function elevenLessOrZero(sum: number): number {
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** The weights of the schemes named after their registry's number, over the digits before the check digit. */
const registryWeights = {
  // Český statistický úřad: 8 to 2 over the IČO's first seven digits.
  ico: [8, 7, 6, 5, 4, 3, 2],
  // Autoridade Tributária: 9 to 2 over the NIPC's first eight digits.
  nipc: [9, 8, 7, 6, 5, 4, 3, 2],
  // ASIC: 8 to 1 over the ACN's first eight digits.
  acn: [8, 7, 6, 5, 4, 3, 2, 1],
} as const

/**
 * The check digit of the IČO ((11 − Σ mod 11) mod 10: remainders 0 and 10 both give 1), the NIPC
 * (11 − Σ mod 11, 0 for 10 and 11) or the ACN ((10 − Σ mod 10) mod 10).
 */
function registryCheck(body: readonly number[], scheme: keyof typeof registryWeights): number {
  const sum = weightedSum(body, registryWeights[scheme])
  if (scheme === 'ico') return (11 - (sum % 11)) % 10
  if (scheme === 'nipc') return elevenLessOrZero(sum)
  return (10 - (sum % 10)) % 10
}

/**
 * The CNPJ's check digit for `digits` (Receita Federal): weights 2 to 9 from the right, starting
 * again at 2 after 9; 11 − (Σ mod 11), 0 where that is 10 or 11. The second digit is the same over
 * the twelve digits and the first check digit.
 */
function cnpjCheck(digits: readonly number[]): number {
  return elevenLessOrZero([...digits].reverse().reduce((total, digit, index) => total + digit * ((index % 8) + 2), 0))
}

/**
 * The Austrian Firmenbuchnummer's check letter (ADR 0128): its digits, right-aligned, weighted
 * 6 4 14 15 10 1, the sum modulus 17 indexing seventeen letters (`abdfghikmpstvwxyz`). 17 being prime and no weight a multiple of it, every single wrong digit and
 * every swap of two neighbouring digits that differ changes the letter.
 */
const firmenbuchWeights = [6, 4, 14, 15, 10, 1] as const
const firmenbuchLetters = 'abdfghikmpstvwxyz'

function firmenbuchLetter(digits: readonly number[]): string | null {
  if (digits.length === 0 || digits.length > firmenbuchWeights.length) return null
  const aligned = [...Array<number>(firmenbuchWeights.length - digits.length).fill(0), ...digits]
  return firmenbuchLetters[weightedSum(aligned, firmenbuchWeights) % 17] ?? null
}

/**
 * The check letter of a Singapore company's UEN (ADR 0128): its nine digits (the year of
 * incorporation and five more) weighted 10 8 6 4 9 7 5 3 1, the sum modulus 11 choosing one of
 * `ZKCMDNERGWH`. 11 being prime and no weight a multiple of it, every single wrong digit and every
 * swap of two neighbouring digits that differ changes the letter.
 */
const uenWeights = [10, 8, 6, 4, 9, 7, 5, 3, 1] as const
const uenLetters = 'ZKCMDNERGWH'

function uenLetter(digits: readonly number[]): string | null {
  return digits.length === uenWeights.length ? (uenLetters[weightedSum(digits, uenWeights) % 11] ?? null) : null
}

/** The check letter of `digits` for a scheme that puts a letter after them, else null. */
function checkLetterOf(digits: readonly number[], check: CheckDigits): string | null {
  if (check.scheme === 'firmenbuch') return firmenbuchLetter(digits)
  if (check.scheme === 'uen') return uenLetter(digits)
  return null
}

/**
 * Where a format prints a check letter (ADR 0128): `@` one printed in lower case (the
 * Firmenbuchnummer's `FN 122119m`), `%` one printed in capitals (the UEN's `196800306E`).
 */
export function checkLetterCase(slot: string): 'lower' | 'upper' | null {
  return slot === '@' ? 'lower' : slot === '%' ? 'upper' : null
}

/** Whether a scheme's check is a letter after the digits (the Firmenbuchnummer's, the UEN's). */
function checksByLetter(check: CheckDigits): check is { scheme: 'firmenbuch' } | { scheme: 'uen' } {
  return check.scheme === 'firmenbuch' || check.scheme === 'uen'
}

/** How many check digits a scheme puts at the end (a check letter after them: none). */
export function checkDigitCount(check: CheckDigits): number {
  if (checksByLetter(check)) return 0
  return check.scheme === 'mod97' || check.scheme === 'cnpj' ? 2 : 1
}

/**
 * The check digits for `body` (the number's digits before them, fixed digits included), as a string
 * (the check letter for its digits, the Firmenbuchnummer's or the UEN's); null when the scheme gives none for this body (modulus 11 needing 10) or `body` has the wrong length.
 */
export function checkDigitsFor(body: string, check: CheckDigits): string | null {
  const digits = digitsOf(body)
  if (checksByLetter(check)) return checkLetterOf(digits, check)
  if (check.scheme === 'luhn') return String((10 - (luhnSum(digits, true) % 10)) % 10)
  if (check.scheme === 'cnpj') {
    if (digits.length !== 12) return null
    const first = cnpjCheck(digits)
    return `${first}${cnpjCheck([...digits, first])}`
  }
  if (check.scheme === 'mod97') {
    if (digits.length !== 8) return null
    return String(97 - (Number(digits.join('')) % 97)).padStart(2, '0')
  }
  if (check.scheme === 'ico' || check.scheme === 'nipc' || check.scheme === 'acn') {
    if (digits.length !== registryWeights[check.scheme].length) return null
    return String(registryCheck(digits, check.scheme))
  }
  if (digits.length !== check.weights.length) return null
  const digit = mod11Check(digits, check.weights)
  return digit === 10 ? null : String(digit)
}

/** Whether `number`'s check digits hold (its letters and separators left out), or its check letter (its last character). */
export function checkDigitsHold(number: string, check: CheckDigits): boolean {
  const digits = digitsOf(number)
  if (checksByLetter(check))
    return checkLetterOf(digits, check)?.toLowerCase() === number.trim().slice(-1).toLowerCase()
  const count = checkDigitCount(check)
  if (digits.length <= count) return false
  if (check.scheme === 'luhn') return luhnSum(digits, false) % 10 === 0
  return checkDigitsFor(digits.slice(0, -count).join(''), check) === digits.slice(-count).join('')
}

/**
 * Whether digits of `check` that hold confirm a reading of the number on their own (ADR 0119): only
 * where the scheme catches every single wrong digit. The IČO's, the NIPC's and the ACN's let a few
 * misreads hold (the ACN's one random misread in ten), so their digits refuse a reading that fails
 * them but confirm none: a second reading must.
 */
export function checkDigitsConfirmAlone(check: CheckDigits): boolean {
  return check.scheme !== 'ico' && check.scheme !== 'nipc' && check.scheme !== 'acn'
}

import { normaliseRegistrationNumber } from './normalise'
import { checkDigitsFor } from './registration-number-checksums'
import { jurisdictionByCode } from './served-countries'

/**
 * The normalised registration numbers a typed number may stand for in the place `code`: the number
 * as typed, and — when it holds only the digits — each of the place's number formats around those
 * digits ("350618" is "HRB350618" or "HRA350618" in Germany, whose numbers read `HRB ######`). People
 * type the number without the registry's letters; the registry's own format still matches exactly.
 */
export function registrationNumberForms(code: string, typed: string): string[] {
  const number = normaliseRegistrationNumber(typed)
  const forms = new Set([number])
  for (const format of jurisdictionByCode(code)?.spec.numberFormats ?? []) {
    const pattern = normaliseRegistrationNumber(format.pattern)
    const first = pattern.indexOf('#')
    const last = pattern.lastIndexOf('#')
    if (first < 0) continue
    const digits = pattern.slice(first, last + 1)
    // Only a number of the pattern's digits (and its literal characters between them) gains its affixes.
    if (
      number.length !== digits.length ||
      ![...digits].every((c, i) => (c === '#' ? /\d/.test(number[i]!) : c === number[i]))
    )
      continue
    // A check letter after the digits (`@` or `%`, ADR 0128) is the one the digits give (the UEN's
    // year among them).
    const form = `${pattern.slice(0, first)}${number}${pattern.slice(last + 1)}`
    const letter = format.check && /[@%]/.test(form) ? checkDigitsFor(form, format.check) : null
    forms.add(form.replace(/[@%]/, letter?.toUpperCase() ?? '@'))
  }
  return [...forms]
}

import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { tokenise } from '../text/name-tokens'
import { legalFormWordsOf } from '../registry/legal-form-words'
import { normaliseName, wordsOf } from '../registry/normalise'
import { jurisdictionByCode } from '../registry/served-countries'

/** A company name's legal form as a certificate prints it: at its end, alone, wrapped onto the next line. */

export function isLegalFormOnly(text: string, countryCode: string): boolean {
  const tokens = tokenise(text, 'company')
  const countryForms = legalFormWordsOf(countryCode).words
  return (
    tokens.length > 0 &&
    tokens.length <= 4 &&
    tokens.every((token) => token.role === 'legal_form' || countryForms.has(token.text))
  )
}

export function endsWithLegalForm(text: string, countryCode: string): boolean {
  const tokens = tokenise(text, 'company')
  const last = tokens.at(-1)
  const normalisedWords = wordsOf(normaliseName(text))
  const countryForms = legalFormWordsOf(countryCode)
  return (
    tokens.length >= 2 &&
    ((last !== undefined && last.role === 'legal_form') ||
      formEndWordsOf(countryCode).has(normalisedWords.at(-1) ?? '') ||
      countryForms.affixes.some(
        (affix) => normaliseName(text).startsWith(affix) || normaliseName(text).endsWith(affix),
      ))
  )
}

/**
 * Whether `value` stops inside one of the country's legal forms of several words and `next` ends
 * it ("Ávalos Transportes S.A. de" / "C.V.").
 */
export function legalFormCutShort(value: string, next: string, countryCode: string): boolean {
  const valueWords = wordsOf(normaliseName(value))
  const joinedWords = wordsOf(normaliseName(`${value} ${next}`))
  const endsWith = (words: readonly string[], end: readonly string[]) =>
    end.length > 0 && words.length > end.length && end.every((word, i) => words[words.length - end.length + i] === word)
  return (jurisdictionByCode(countryCode)?.spec.legalForms ?? []).some(({ abbr }) => {
    const printed = wordsOf(normaliseName(abbr))
    // The form's last letters also as one word, printed or read without their dots (`cv.` for `C.V.`).
    return [printed, withLettersJoined(printed)].some(
      (form) =>
        endsWith(joinedWords, form) && form.slice(0, -1).some((_, cut) => endsWith(valueWords, form.slice(0, cut + 1))),
    )
  })
}

/**
 * Whether `next` holds only the rest of one of the country's legal forms of several words that
 * `value` stops inside ("Zakład Mięsny sp. z" / "o.o.", also read `0.0.`): a form's end of letters no form of any
 * country is alone, so `isLegalFormOnly` does not tell it.
 */
function restOfLegalForm(value: string, next: string, countryCode: string): boolean {
  const [valueWords, nextWords] = [wordsOf(normaliseName(value)), wordsOf(normaliseName(formZerosAsLetters(next)))]
  return (jurisdictionByCode(countryCode)?.spec.legalForms ?? []).some(({ abbr }) => {
    const printed = wordsOf(normaliseName(abbr))
    return [printed, withLettersJoined(printed)].some((form) => {
      const cut = form.length - nextWords.length
      const [start, rest] = [form.slice(0, cut), form.slice(cut)]
      return (
        cut >= 1 &&
        valueWords.length > start.length &&
        start.every((word, i) => valueWords[valueWords.length - start.length + i] === word) &&
        rest.every((word, i) => nextWords[i] === word)
      )
    })
  })
}

/**
 * A form's letters o read as zeros (`0.0.` for `o.o.`, lone zeros): no form is written with a zero
 * (ADR 0098), and a name whose form's rest is joined with its zeros ends with no form (ADR 0127).
 */
function formZerosAsLetters(text: string): string {
  return text.replace(/(?<![\p{N}\p{L}])0(?![\p{N}\p{L}])/gu, 'o')
}

/**
 * `value` cut inside one of the country's legal forms of several words with the form's rest from
 * `next` ("Zakład Mięsny sp. z" / "o.o.", also read `0.0.`); else `value` as it is.
 */
export function withRestOfLegalForm(value: string, next: string | undefined, countryCode: string): string {
  return next !== undefined && restOfLegalForm(value, next, countryCode)
    ? `${value} ${formZerosAsLetters(next)}`
    : value
}

/**
 * A name whose legal form wrapped onto the next line gets it back: the whole form ("NORTHWIND
 * TRADING" / "LIMITED") or its end ("Ávalos Transportes S.A. de" / "C.V.", "sp. z" / "o.o.").
 */
export function withWrappedLegalForm(value: string, next: string | undefined, countryCode: string): string {
  if (
    next !== undefined &&
    isLegalFormOnly(next, countryCode) &&
    (!endsWithLegalForm(value, countryCode) || legalFormCutShort(value, next, countryCode))
  )
    return `${value} ${next}`
  return withRestOfLegalForm(value, next, countryCode)
}

/**
 * The country's legal forms of several letters written as one word (ADR 0069): `Srl` for `S.r.l.`,
 * `Spa` for `S.p.A.`, as names print them without the dots; also the letters ending a form of
 * several words (ADR 0082: `cv` of `S.A. de C.V.`, read without its dots).
 */
function formsAsOneWord(countryCode: string): ReadonlySet<string> {
  let forms = oneWordForms.get(countryCode)
  if (forms === undefined) {
    forms = new Set(
      (jurisdictionByCode(countryCode)?.spec.legalForms ?? []).flatMap(({ abbr }) => {
        const words = wordsOf(normaliseName(abbr))
        const joined = withLettersJoined(words)
        return joined.length < words.length ? [joined.at(-1) ?? ''] : []
      }),
    )
    oneWordForms.set(countryCode, forms)
  }
  return forms
}

/**
 * A form's words with the letters ending it written as one word (ADR 0069, 0082): `s r l` → `srl`,
 * `s de r l de c v` → `s de rl de cv`; unchanged where fewer than two single letters end it.
 */
function withLettersJoined(words: readonly string[]): string[] {
  let start = words.length
  while (start > 0 && words[start - 1]?.length === 1) start--
  return words.length - start < 2 ? [...words] : [...words.slice(0, start), words.slice(start).join('')]
}
const oneWordForms = new Map<string, ReadonlySet<string>>()

/**
 * Whether `text` ends with one of the country's own legal forms (not a form of any country: "ED
 * CO"): its last word ends one of theirs (`o` of `sp. z o.o.`, `s` of `A/S`), not a word only ever
 * opening a form of several words or inside it (`sp` of `sp. z o.o.`, `a` of `A/S`, `de` of `S.A.
 * de C.V.`): a name cut there, by a line's end or a cell's, has not ended (ADR 0120).
 */
export function endsWithCountryForm(text: string, countryCode: string): boolean {
  return endsWithFormWordOf(text, countryCode, formEndWordsOf(countryCode))
}

/**
 * Whether `text` ends with a word of one of the country's own legal forms, whole or opening one
 * (`a` of `A/S`, `sp` of `sp. z o.o.`), not a word only ever inside a form: a line ending so either
 * ended a name or holds a form after noise (`certifies that : ; E a`), and runs on into no next line.
 */
export function endsWithFormWord(text: string, countryCode: string): boolean {
  return endsWithFormWordOf(text, countryCode, formOuterWordsOf(countryCode))
}

function endsWithFormWordOf(text: string, countryCode: string, lastWords: ReadonlySet<string>): boolean {
  const normalised = normaliseName(text)
  const words = wordsOf(normalised)
  const last = words.at(-1) ?? ''
  return (
    words.length >= 2 &&
    (lastWords.has(last) ||
      legalFormWordsOf(countryCode).affixes.some((affix) => normalised.endsWith(affix)) ||
      formsAsOneWord(countryCode).has(last))
  )
}

/** The words of the country's legal forms as normalised, each form's words. */
function formsWordsOf(countryCode: string): string[][] {
  return (jurisdictionByCode(countryCode)?.spec.legalForms ?? []).map(({ abbr }) => wordsOf(normaliseName(abbr)))
}

/** The last words of the country's legal forms (`o` of `sp. z o.o.`, `aps`). */
function formEndWordsOf(countryCode: string): ReadonlySet<string> {
  let ends = formEndWords.get(countryCode)
  if (ends === undefined) {
    ends = new Set(formsWordsOf(countryCode).map((words) => words.at(-1) ?? ''))
    formEndWords.set(countryCode, ends)
  }
  return ends
}
const formEndWords = new Map<string, ReadonlySet<string>>()

/** The first and last words of the country's legal forms (not `de` of `S.A. de C.V.`). */
function formOuterWordsOf(countryCode: string): ReadonlySet<string> {
  let outer = formOuterWords.get(countryCode)
  if (outer === undefined) {
    outer = new Set(formsWordsOf(countryCode).flatMap((words) => [words[0] ?? '', words.at(-1) ?? '']))
    formOuterWords.set(countryCode, outer)
  }
  return outer
}
const formOuterWords = new Map<string, ReadonlySet<string>>()

/**
 * Whether `word` as printed is one of the country's legal forms of one word read with one OCR
 * error (ADR 0069: `BY` for `BV`, `GmbM` for `GmbH`): starting with a capital as legal forms are
 * printed, seven characters or fewer, not itself a word of the country's forms.
 */
function isMisreadCountryForm(word: string, countryCode: string): boolean {
  if (!/^\p{Lu}[\p{L}\p{N}.]{1,6}$/u.test(word)) return false
  const read = normaliseName(word)
  if (legalFormWordsOf(countryCode).words.has(read)) return false
  return (jurisdictionByCode(countryCode)?.spec.legalForms ?? []).some(({ abbr }) => {
    const form = wordsOf(normaliseName(abbr))
    const [only] = form
    return form.length === 1 && only !== undefined && only.length >= 2 && damerauLevenshtein(read, only) === 1
  })
}

/**
 * A name in a sentence ends with its legal form where the sentence goes on after it in lower case
 * ("… Services Limited and that the company is limited", ADR 0048): the shortest start of `text`
 * ending with one of the country's legal forms, followed by a word in lower case that no legal
 * form of the next three words completes ("S.A. de C.V.", "sp. z o.o." stay whole). `goesOn`
 * tells the word after a legal form that ends the name there (a table row's next cell may open
 * with any word, ADR 0111).
 */
export function endedAtLegalForm(text: string, countryCode: string, goesOn = /^\p{Ll}/u): string {
  const words = text.split(' ')
  const endsAt = (count: number) => endsWithCountryForm(words.slice(0, count).join(' '), countryCode)
  for (let count = 2; count < words.length; count++) {
    if (!endsAt(count) || !goesOn.test(words[count] ?? '')) continue
    if ([1, 2, 3].some((more) => count + more <= words.length && endsAt(count + more))) continue
    return words.slice(0, count).join(' ')
  }
  // A legal form OCR misread (`Ateliers Liégeois & Cie BY a été immatriculée`) still ends the name
  // where the sentence goes on in lower case and no legal form follows (ADR 0069); the name keeps
  // the form as read, for the comparison to judge.
  const misread = words.findIndex(
    (word, index) =>
      index >= 2 &&
      isMisreadCountryForm(word, countryCode) &&
      /^\p{Ll}/u.test(words[index + 1] ?? '') &&
      !words.slice(index + 1, index + 4).some((_, more) => endsAt(index + 2 + more)),
  )
  return misread === -1 ? text : words.slice(0, misread + 1).join(' ')
}

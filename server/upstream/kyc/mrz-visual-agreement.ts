import { checkBlind } from './mrz/check-digit'
import { fieldText } from './mrz/mrz-format'
import { foldedNumberKey, mrzDateToIso } from './compare-values'
import type { ExtractedDocument, VisualFields } from './extracted-document'
import type { MrzReading } from './mrz/read-mrz'
import { joinedAlike, nameWords, pairWords, readsAs } from '../text/document-names'

/**
 * When the visual zone disagrees with a machine-readable zone whose check digits hold (ADR 0011,
 * "MRZ vs visual zone"). The MRZ is the trusted side; the visual zone is a plain OCR reading with no
 * check digit, so a visual field that was not read, or whose difference OCR alone explains, is "not
 * read", never "different". A visual value disagrees only when it was read and names something the
 * MRZ does not: another name word, another calendar date, another number.
 */

/** Slips OCR makes in a visual-zone name word of this length: look-alike letters only, about one in three. */
const slipsAllowed = (word: string) => Math.max(1, Math.floor(word.length / 3))

/**
 * A read visual word is one of the MRZ's: same outline within the allowed slips, one slip in a word of
 * 6+ letters, or a part of it of 3+ letters (OCR lost the letters at an edge: NOA for NOAH, IKA for ERIKA).
 */
function visualWordIs(mrzWord: string, visualWord: string): boolean {
  return (
    readsAs(mrzWord, visualWord, slipsAllowed(mrzWord)) ||
    (mrzWord.length >= 6 && oneSlip(mrzWord, visualWord)) ||
    (visualWord.length >= 3 && mrzWord.includes(visualWord))
  )
}

function oneSlip(a: string, b: string): boolean {
  if (a.length === b.length) return [...a].filter((char, index) => char !== b[index]).length === 1
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return [...long].some((_, index) => long.slice(0, index) + long.slice(index + 1) === short)
}

/** The zone's name field is full to its last character: ICAO truncated the name (9303 part 3, 4.6). */
function nameTruncated(mrz: MrzReading): boolean {
  const names = fieldText(mrz.format, mrz.lines, 'names')
  return names.length > 0 && !names.endsWith('<')
}

/** Words of a visual name field worth comparing: letters only, 3+ of them (OCR noise and particles like DE, LA are not evidence). */
const solidWords = (text: string | undefined) =>
  nameWords(text ?? '').filter((word) => word.length >= 3 && /^[a-z]+$/.test(word))

/**
 * The visual names disagree with the MRZ's when a solid visual word has no counterpart among the
 * MRZ's name words (surname and given names together: a swapped or merged field is not an edit),
 * is not the same letters written together or apart ("DELACRUZ" = "DE LA CRUZ"), and is not the
 * continuation of a name ICAO truncated.
 */
export function namesDisagree(mrz: MrzReading, visual: VisualFields): boolean {
  const mrzWords = [...nameWords(mrz.lastName), ...nameWords(mrz.givenNames)]
  const visualWords = [...solidWords(visual.surname), ...solidWords(visual.givenNames)]
  if (visualWords.length === 0 || mrzWords.length === 0) return false
  const { leftOver } = pairWords(visualWords, mrzWords, (v, m) => visualWordIs(m, v))
  const [unmatched] = leftOver
  if (unmatched.length === 0) return false
  for (const [mrzField, visualField] of [
    [mrz.lastName, visual.surname],
    [mrz.givenNames, visual.givenNames],
  ] as const) {
    if (
      joinedAlike(nameWords(visualField ?? ''), nameWords(mrzField)) ||
      readsAs(nameWords(mrzField).join(''), nameWords(visualField ?? '').join(''), 2)
    ) {
      const own = new Set(solidWords(visualField))
      if (unmatched.every((word) => own.has(word))) return false
    }
  }
  if (nameTruncated(mrz)) {
    const last = nameWords(mrz.givenNames).at(-1) ?? nameWords(mrz.lastName).at(-1) ?? ''
    const givenOnly = new Set(solidWords(visual.givenNames))
    return !unmatched.every((word) => givenOnly.has(word) || (last !== '' && word.startsWith(last)))
  }
  return true
}

/**
 * The visual zone confirms the zone's names: every name word of the zone (surname and given names)
 * is one of the visual zone's solid words, OCR slips allowed. A visual zone that shows no name, or
 * fewer words, confirms nothing.
 */
export function namesConfirmedByVisual(mrz: MrzReading, visual: VisualFields): boolean {
  const mrzWords = [...nameWords(mrz.lastName), ...nameWords(mrz.givenNames)]
  const visualWords = [...solidWords(visual.surname), ...solidWords(visual.givenNames)]
  return (
    mrzWords.length > 0 &&
    mrzWords.every((word) =>
      visualWords.some((visualWord) => visualWord.length >= word.length - 1 && visualWordIs(word, visualWord)),
    )
  )
}

/**
 * The visual number is the MRZ's when equal with spaces, dashes and case dropped and OCR look-alikes
 * folded (O/0, I/1, B/8, S/5, Z/2, G/6), or one OCR slip apart: a character OCR added or lost
 * (YO9L74Z28G for Y9L74Z28G), or one digit read for a look-alike digit (3/8, 1/7…).
 */
export function numbersDisagree(mrzNumber: string, visualNumber: string): boolean {
  const mrzKey = foldedNumberKey(mrzNumber)
  const visualKey = foldedNumberKey(visualNumber)
  if (mrzKey === '' || visualKey === '' || mrzKey === visualKey || checkDigitBlind(mrzNumber, visualNumber))
    return false
  if (Math.min(mrzKey.length, visualKey.length) < 6) return true
  if (mrzKey.length !== visualKey.length)
    return !(Math.abs(mrzKey.length - visualKey.length) === 1 && oneSlip(mrzKey, visualKey))
  const differing = [...mrzKey].flatMap((char, index) =>
    char === visualKey[index] ? [] : [[char, visualKey[index] ?? ''].sort().join('')],
  )
  return !(differing.length === 1 && DIGIT_CONFUSIONS.has(differing[0]!))
}

/**
 * The two numbers differ only where the zone's check digit cannot tell them apart: characters whose
 * values differ by a multiple of 10 (O and Y, H and R, G and 6…) give the same check digit, so a zone
 * whose digits hold has not verified which of the two is printed there. The visual zone's reading
 * then decides, unless the client provided the zone's (merge-readings.ts); the two are no evidence of an edit.
 */
export function checkDigitBlind(mrzNumber: string, visualNumber: string): boolean {
  const a = mrzNumber.toUpperCase().replace(/[^A-Z0-9]/g, '')
  const b = visualNumber.toUpperCase().replace(/[^A-Z0-9]/g, '')
  if (a.length !== b.length || a === b) return false
  return [...a].every((char, index) => char === b[index] || checkBlind(char, b[index] ?? ''))
}

/** Digits OCR reads one for the other in printed dates. */
const DIGIT_CONFUSIONS = new Set(['38', '17', '08', '68', '56', '06', '09', '89', '58', '14', '27', '39'])

/**
 * A visual date disagrees with the MRZ's when it names another day: the same day, the same day and
 * month read the other way round (03/12 vs 12/03 on a document written month first), the same date in
 * another century (a two-digit year), or one digit apart by an OCR confusion (3/8, 1/7, 0/8…) are
 * not another day. The checks use the MRZ date in every case, so a tolerated difference changes no
 * outcome.
 */
export function datesDisagree(mrzIso: string, visualIso: string): boolean {
  if (mrzIso === visualIso) return false
  const [year, month, day] = mrzIso.split('-')
  if (visualIso === `${year}-${day}-${month}`) return false
  if (visualIso.slice(2) === mrzIso.slice(2)) return false
  const differing = [...mrzIso].flatMap((char, index) =>
    char === visualIso[index] ? [] : [[char, visualIso[index] ?? ''].sort().join('')],
  )
  return !(differing.length === 1 && DIGIT_CONFUSIONS.has(differing[0]!))
}

/** Fields on which the visual zone disagrees with a zone whose check digits hold (none when they fail: that declines alone). */
export function mrzVisualDisagreements(
  mrz: MrzReading | null,
  visual: VisualFields,
  today: Date,
): ExtractedDocument['disagreements'] {
  if (!mrz?.checkDigitsHold) return []
  const found: ExtractedDocument['disagreements'] = []
  if (visual.documentNumber && numbersDisagree(mrz.documentNumber, visual.documentNumber)) found.push('document_number')
  if (namesDisagree(mrz, visual)) found.push('name')
  const mrzDob = mrzDateToIso(mrz.birthDate, 'birth', today)
  if (visual.dob && mrzDob && datesDisagree(mrzDob, visual.dob)) found.push('dob')
  const mrzExpiry = mrzDateToIso(mrz.expiryDate, 'expiry', today)
  if (visual.expiryDate && mrzExpiry && datesDisagree(mrzExpiry, visual.expiryDate)) found.push('expiry_date')
  return found
}

/**
 * The visual zone contradicts the zone's names: it read a word of the same length and outline as one
 * of the zone's name words but with other letters, and nowhere that word itself (LINDQVIST printed in
 * the visual zone, LINDOVIST read in the zone by every pass). Two independent readings disagree on a
 * value no check digit covers, so neither is taken: the name stays unconfirmed (ADR 0020), however many
 * passes of the zone agree with each other.
 */
export function namesContradictedByVisual(mrz: MrzReading, visual: VisualFields): boolean {
  const visualWords = [...solidWords(visual.surname), ...solidWords(visual.givenNames)]
  return [...nameWords(mrz.lastName), ...nameWords(mrz.givenNames)].some(
    (word) =>
      !visualWords.includes(word) &&
      visualWords.some(
        (visualWord) => visualWord.length === word.length && readsAs(word, visualWord, slipsAllowed(word)),
      ),
  )
}

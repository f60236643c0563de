import { MRZ_FIELDS, type MrzFormat } from './mrz-format'

/**
 * What each position of a zone may hold (ICAO 9303 parts 4–6), so that OCR look-alikes can be set
 * right where the field type leaves only one reading: a letter in a date or a check digit is the
 * digit it resembles, a digit in a name or a state code the letter it resembles, and the sex is one
 * of M, F or `<`. Alphanumeric fields (document number, optional data) are left as read: there an
 * O and a 0 are both possible, and only the check digits can tell (see number-alternatives.ts).
 */
export type FieldClass = 'digit' | 'letter' | 'sex' | 'any'

/** Runs of one class, `[class, length]`, for each line of a format. */
type LineLayout = ReadonlyArray<readonly [FieldClass, number]>

/**
 * Line 2 of TD2, TD3 and the visas up to the expiry's check digit: number, its check digit,
 * nationality, birth date and check digit, sex, expiry date and check digit.
 */
const DATA_FIELDS: LineLayout = [
  ['any', 9],
  ['digit', 1],
  ['letter', 3],
  ['digit', 7],
  ['sex', 1],
  ['digit', 7],
]
/**
 * A card's document code: its first letter says the kind (A, C, I), the second is the issuing state's
 * choice (ICAO 9303 part 5), a letter, a filler or a digit (the US permanent resident card's `C1`).
 */
const CARD_CODE: LineLayout = [
  ['letter', 1],
  ['any', 1],
]
const LAYOUTS: Record<MrzFormat, readonly LineLayout[]> = {
  TD3: [[['letter', 44]], [...DATA_FIELDS, ['any', 14], ['digit', 2]]],
  TD2: [
    [...CARD_CODE, ['letter', 34]],
    [...DATA_FIELDS, ['any', 7], ['digit', 1]],
  ],
  // Line 1's position 14 is the number's check digit, or `<` when a long number continues in the optional data.
  TD1: [
    [...CARD_CODE, ['letter', 3], ['any', 9], ['digit', 1], ['any', 15]],
    [
      ['digit', 7],
      ['sex', 1],
      ['digit', 7],
      ['letter', 3],
      ['any', 11],
      ['digit', 1],
    ],
    [['letter', 30]],
  ],
  // Visas (ICAO 9303 part 7): optional data after the expiry, and no composite check digit.
  MRVA: [[['letter', 44]], [...DATA_FIELDS, ['any', 16]]],
  MRVB: [[['letter', 36]], [...DATA_FIELDS, ['any', 8]]],
  // The French card: the issuing office (department, office) may hold letters (Corsica's 2A, 2B), as may
  // the card number after its issue year and month.
  FRENCH_NATIONAL_ID: [
    [
      ['letter', 30],
      ['any', 6],
    ],
    [
      ['digit', 4],
      ['any', 8],
      ['digit', 1],
      ['letter', 14],
      ['digit', 7],
      ['sex', 1],
      ['digit', 1],
    ],
  ],
}

/** The class of every position of every line of `format`. */
export function fieldClasses(format: MrzFormat): FieldClass[][] {
  return LAYOUTS[format].map((layout) => layout.flatMap(([kind, length]) => Array.from({ length }, () => kind)))
}

/** Letters OCR gives for a digit of OCR-B type. */
export const DIGIT_FOR_LETTER: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  T: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
}
/** Digits OCR gives for a letter. */
export const LETTER_FOR_DIGIT: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
}
/** Characters OCR gives for the sex letters M and F and for the filler (unspecified). */
const SEX_FOR: Readonly<Record<string, string>> = { E: 'F', P: 'F', H: 'M', N: 'M', W: 'M', K: '<' }

/** The only character of class `kind` that `char` can stand for (itself when the class allows it). */
export function repairedChar(kind: FieldClass, char: string): string {
  if (kind === 'digit') return DIGIT_FOR_LETTER[char] ?? char
  if (kind === 'letter') return LETTER_FOR_DIGIT[char] ?? char
  if (kind === 'sex') return SEX_FOR[char] ?? char
  return char
}

/**
 * State codes are repaired as a whole or not at all (ADR 0051): a code that keeps a digit no letter
 * resembles (3, 4, 7, 9) whatever look-alike is swapped was printed with digits (some cards print a
 * numeric code), and swapping its other digits only makes a third value that is neither the printed
 * code nor a state (`132` shown `I3Z`). It is left as read; ICAO knows no such state, so it is
 * confirmed by nothing either way.
 */
const STATE_FIELDS = ['issuingState', 'nationality'] as const

/**
 * A document code's first letter read as a letter ICAO never gives a document (ADR 0074), where it
 * resembles exactly one it gives (P, A, C, I, V): OCR-B's I, a stem with a bar at its top and foot,
 * read `T` once blur takes its foot (T is already I's and 1's look-alike in DIGIT_FOR_LETTER).
 * No check digit covers the code, so the repaired code is still reported only as two readers read
 * it (ADR 0084, 0108).
 */
const CODE_LETTER_FOR: Readonly<Record<string, string>> = { T: 'I' }

/**
 * The zone's lines (already of the format's length) with look-alikes set to the only character
 * their field allows. Fillers are never changed, and digits are never changed into other digits,
 * so a check digit keeps the value printed: an edited check digit still fails after this repair.
 */
export function repairByFieldClass(format: MrzFormat, lines: readonly string[]): string[] {
  const classes = fieldClasses(format)
  const repaired = lines.map((line, index) =>
    [...line]
      .map((char, at) =>
        index === 0 && at === 0
          ? (CODE_LETTER_FOR[char] ?? repairedChar(classes[0]?.[0] ?? 'letter', char))
          : repairedChar(classes[index]?.[at] ?? 'any', char),
      )
      .join(''),
  )
  return lines.map((line, index) => {
    let text = repaired[index]!
    for (const place of STATE_FIELDS.map((field) => MRZ_FIELDS[format][field])) {
      if (!place) continue
      const { line: row, start, length } = place
      if (row === index && /[0-9]/.test(text.slice(start, start + length)))
        text = text.slice(0, start) + line.slice(start, start + length) + text.slice(start + length)
    }
    return text
  })
}

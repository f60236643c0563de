/**
 * The zone formats the reader knows: ICAO 9303's documents (parts 4–7) and the French national
 * identity card of 1988–2021, which has a zone of its own. How many lines of how many characters,
 * where each field stands, and which document code tells formats of one shape apart. The zone reader
 * and the sandbox's zone generator both take them from here.
 */

/**
 * TD1 (ID card, 3×30), TD2 (ID card, 2×36), TD3 (passport, 2×44), MRVA and MRVB (visas, ICAO 9303
 * part 7: 2×44 and 2×36, document code V), FRENCH_NATIONAL_ID (2×36, `IDFRA`, not TD2).
 */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3' | 'MRVA' | 'MRVB' | 'FRENCH_NATIONAL_ID'

export const MRZ_SHAPES: Record<MrzFormat, { lines: number; length: number }> = {
  TD1: { lines: 3, length: 30 },
  TD2: { lines: 2, length: 36 },
  TD3: { lines: 2, length: 44 },
  MRVA: { lines: 2, length: 44 },
  MRVB: { lines: 2, length: 36 },
  FRENCH_NATIONAL_ID: { lines: 2, length: 36 },
}

/**
 * Every format, in the order a zone's lines are matched against them: where two share a shape, the
 * one with the narrower document code first (the French card's `IDFRA` before TD2's `I`).
 */
export const MRZ_FORMATS: readonly MrzFormat[] = ['TD3', 'MRVA', 'FRENCH_NATIONAL_ID', 'TD2', 'MRVB', 'TD1']

/**
 * What a zone's first line starts with in each format: V for visas, `IDFRA` for the French card; in
 * ICAO's general formats any other letter (P for passports, A, C or I for identity cards and other
 * official documents such as residence permits: `IR`, `AR`, `C1`…; a first letter misread is still a
 * zone, and its check digits judge it as before).
 */
export const DOCUMENT_CODES: Record<MrzFormat, RegExp> = {
  TD1: /^[A-UW-Z]/,
  TD2: /^[A-UW-Z]/,
  TD3: /^[A-UW-Z]/,
  MRVA: /^V/,
  MRVB: /^V/,
  FRENCH_NATIONAL_ID: /^IDFRA/,
}

/**
 * ICAO's general format of each shape (TD1, TD2, TD3): the one a zone is read in before its
 * characters (and so its document code) are known, as when its cells are classified by their outlines.
 */
export const GENERAL_FORMAT_BY_LENGTH: Readonly<Record<number, MrzFormat>> = { 30: 'TD1', 36: 'TD2', 44: 'TD3' }

/** The line lengths of the formats, longest first. */
export const ZONE_LINE_LENGTHS: readonly number[] = [
  ...new Set(Object.values(MRZ_SHAPES).map((shape) => shape.length)),
].sort((a, b) => b - a)

/** The formats whose shape `lines` have exactly and whose document code they start with (first the likeliest). */
export function formatsOfLines(lines: readonly string[]): MrzFormat[] {
  return MRZ_FORMATS.filter(
    (format) =>
      MRZ_SHAPES[format].lines === lines.length &&
      lines.every((line) => line.length === MRZ_SHAPES[format].length) &&
      DOCUMENT_CODES[format].test(lines[0] ?? ''),
  )
}

/** Where a field stands: its line, first column and length. */
export interface FieldPlace {
  line: number
  start: number
  length: number
}

export type MrzField =
  | 'documentCode'
  | 'issuingState'
  | 'documentNumber'
  | 'documentNumberCheck'
  | 'birthDate'
  | 'birthDateCheck'
  | 'sex'
  | 'expiryDate'
  | 'expiryDateCheck'
  | 'nationality'
  /** The name field: surname and given names, or the surname alone where the given names have a field of their own. */
  | 'names'
  | 'givenNames'

const at = (line: number, start: number, length: number): FieldPlace => ({ line, start, length })

/** Line 2 of TD2, TD3 and the visas: number, nationality, birth, sex and expiry stand alike. */
const DATA_LINE_FIELDS = {
  documentNumber: at(1, 0, 9),
  documentNumberCheck: at(1, 9, 1),
  nationality: at(1, 10, 3),
  birthDate: at(1, 13, 6),
  birthDateCheck: at(1, 19, 1),
  sex: at(1, 20, 1),
  expiryDate: at(1, 21, 6),
  expiryDateCheck: at(1, 27, 1),
} as const

const nameLineFields = (length: number) => ({
  documentCode: at(0, 0, 2),
  issuingState: at(0, 2, 3),
  names: at(0, 5, length - 5),
})

/**
 * The fields of each format (optional data and the composite check digit aside); a field a format
 * does not have (the French card's nationality and expiry) is absent.
 */
export const MRZ_FIELDS: Record<MrzFormat, Partial<Record<MrzField, FieldPlace>>> = {
  TD1: {
    documentCode: at(0, 0, 2),
    issuingState: at(0, 2, 3),
    documentNumber: at(0, 5, 9),
    documentNumberCheck: at(0, 14, 1),
    birthDate: at(1, 0, 6),
    birthDateCheck: at(1, 6, 1),
    sex: at(1, 7, 1),
    expiryDate: at(1, 8, 6),
    expiryDateCheck: at(1, 14, 1),
    nationality: at(1, 15, 3),
    names: at(2, 0, 30),
  },
  TD2: { ...nameLineFields(36), ...DATA_LINE_FIELDS },
  TD3: { ...nameLineFields(44), ...DATA_LINE_FIELDS },
  MRVA: { ...nameLineFields(44), ...DATA_LINE_FIELDS },
  MRVB: { ...nameLineFields(36), ...DATA_LINE_FIELDS },
  // Line 1: surname (25) and the issuing office (department and office, 6); line 2: the card number
  // (issue year and month, department, office, serial: 12) and its check digit, given names (14),
  // birth date and check digit, sex, and a composite check digit over line 1 and line 2 up to the sex.
  FRENCH_NATIONAL_ID: {
    documentCode: at(0, 0, 2),
    issuingState: at(0, 2, 3),
    names: at(0, 5, 25),
    documentNumber: at(1, 0, 12),
    documentNumberCheck: at(1, 12, 1),
    givenNames: at(1, 13, 14),
    birthDate: at(1, 27, 6),
    birthDateCheck: at(1, 33, 1),
    sex: at(1, 34, 1),
  },
}

/** The place of a field every format has. */
export function placeOf(format: MrzFormat, field: 'documentNumber' | 'names'): FieldPlace {
  return MRZ_FIELDS[format][field]!
}

/** The text of a field in a zone's lines ('' where the format has no such field). */
export function fieldText(format: MrzFormat, lines: readonly string[], field: MrzField): string {
  const place = MRZ_FIELDS[format][field]
  return place ? (lines[place.line] ?? '').slice(place.start, place.start + place.length) : ''
}

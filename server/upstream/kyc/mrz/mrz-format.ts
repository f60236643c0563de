/**
 * The zone formats of ICAO 9303 (part 4–6): how many lines of how many characters, and where each
 * field stands. The zone reader and the sandbox's zone generator both take them from here.
 */

/** TD1 (ID card, 3×30), TD2 (ID card, 2×36), TD3 (passport, 2×44). */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3'

export const MRZ_SHAPES: Record<MrzFormat, { lines: number; length: number }> = {
  TD1: { lines: 3, length: 30 },
  TD2: { lines: 2, length: 36 },
  TD3: { lines: 2, length: 44 },
}

/** The line lengths of the formats, longest first. */
export const ZONE_LINE_LENGTHS: readonly number[] = [
  ...new Set(Object.values(MRZ_SHAPES).map((shape) => shape.length)),
].sort((a, b) => b - a)

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
  | 'names'

const at = (line: number, start: number, length: number): FieldPlace => ({ line, start, length })

/** The fields of each format (optional data and the composite check digit aside). */
export const MRZ_FIELDS: Record<MrzFormat, Record<MrzField, FieldPlace>> = {
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
  TD2: {
    documentCode: at(0, 0, 2),
    issuingState: at(0, 2, 3),
    names: at(0, 5, 31),
    documentNumber: at(1, 0, 9),
    documentNumberCheck: at(1, 9, 1),
    nationality: at(1, 10, 3),
    birthDate: at(1, 13, 6),
    birthDateCheck: at(1, 19, 1),
    sex: at(1, 20, 1),
    expiryDate: at(1, 21, 6),
    expiryDateCheck: at(1, 27, 1),
  },
  TD3: {
    documentCode: at(0, 0, 2),
    issuingState: at(0, 2, 3),
    names: at(0, 5, 39),
    documentNumber: at(1, 0, 9),
    documentNumberCheck: at(1, 9, 1),
    nationality: at(1, 10, 3),
    birthDate: at(1, 13, 6),
    birthDateCheck: at(1, 19, 1),
    sex: at(1, 20, 1),
    expiryDate: at(1, 21, 6),
    expiryDateCheck: at(1, 27, 1),
  },
}

/** The text of a field in a zone's lines. */
export function fieldText(format: MrzFormat, lines: readonly string[], field: MrzField): string {
  const place = MRZ_FIELDS[format][field]
  return (lines[place.line] ?? '').slice(place.start, place.start + place.length)
}

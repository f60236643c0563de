/**
 * Normal forms used by the search indexes. Names: lower case, accents removed (NFKD without
 * combining marks), spaces collapsed. Registration numbers: no whitespace, upper case.
 */

export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim()
}

export function normaliseRegistrationNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** Quotes user text as one FTS5 phrase: `"…"` with embedded quotes doubled. */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`
}

/** Whole words of a normalised name (letters and digits of any script). */
export function wordsOf(normalisedName: string): string[] {
  return normalisedName.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0)
}

/** The upper bound of a prefix range: every string starting with `prefix` sorts below it. */
export function prefixUpperBound(prefix: string): string {
  return `${prefix}\u{10ffff}`
}

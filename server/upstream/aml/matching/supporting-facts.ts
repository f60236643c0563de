import type { AmlHitFeature } from '@contract/services/aml-hits'
import { asciiWords } from '../../text/ascii-words'

/**
 * Date of birth and nationality, when both the subject and the listed entry give one: agreeing
 * supports a hit a little, disagreeing lowers it (a namesake born 30 years apart is likely
 * another person). Absent on either side, they say nothing.
 */
export interface FactComparison {
  /** Multiplies the name score (1 unless contradicted). */
  factor: number
  /** Added to the score (0 unless supported). */
  bonus: number
  feature: AmlHitFeature | null
}

const none: FactComparison = { factor: 1, bonus: 0, feature: null }

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

interface PartialDate {
  from: number
  to: number
  month: number | null
}

/** `1948-12-10`, `1948-12`, `1948`, `10-12-1948`, `10 Dec 1948`, `Dec 1948`, `circa 1950`, `1963 to 1965`. */
export function parsePartialDate(text: string): PartialDate | null {
  const lower = text.toLowerCase()
  const years = [...lower.matchAll(/\b(1[89]\d\d|20\d\d)\b/g)].map((m) => Number(m[1]))
  if (years.length === 0) return null
  const iso = /\b\d{4}-(\d{2})/.exec(lower) ?? /\b\d{1,2}[-./](\d{1,2})[-./]\d{4}\b/.exec(lower)
  const named = months.findIndex((m) => new RegExp(`\\b${m}`).test(lower))
  const month = iso?.[1] ? Number(iso[1]) : named >= 0 ? named + 1 : null
  const circa = /circa|approx|about/.test(lower) ? 1 : 0
  return { from: Math.min(...years) - circa, to: Math.max(...years) + circa, month: years.length === 1 ? month : null }
}

export function compareDates(subject: string | null | undefined, listed: readonly string[]): FactComparison {
  const mine = subject ? parsePartialDate(subject) : null
  const theirs = listed.map(parsePartialDate).filter((d): d is PartialDate => d !== null)
  if (!mine || theirs.length === 0) return none
  const agrees = theirs.some((d) => mine.to >= d.from && mine.from <= d.to && (mine.month === null || d.month === null || mine.month === d.month))
  if (agrees) return { factor: 1, bonus: 0.04, feature: { name: 'date_of_birth', score: 1, weight: 0.04 } }
  const near = theirs.some((d) => mine.to >= d.from - 1 && mine.from <= d.to + 1)
  return near ? { factor: 0.95, bonus: 0, feature: { name: 'date_of_birth', score: 0.5, weight: 0.05 } } : { factor: 0.85, bonus: 0, feature: { name: 'date_of_birth', score: 0, weight: 0.15 } }
}

/** `Iran` and `Iranian`, `Russia` and `Russian Federation` agree: same leading word stem. */
function sameNationality(a: string, b: string): boolean {
  const x = asciiWords(a).join(' ')
  const y = asciiWords(b).join(' ')
  if (x === '' || y === '') return false
  if (x === y) return true
  const stem = (s: string) => s.split(' ')[0]?.replace(/(ian|ese|ish|an|i)$/, '') ?? ''
  const sx = stem(x)
  const sy = stem(y)
  return sx.length >= 4 && sy.length >= 4 && (sx.startsWith(sy) || sy.startsWith(sx))
}

export function compareNationality(subject: string | null | undefined, listed: readonly string[]): FactComparison {
  if (!subject || listed.length === 0) return none
  if (listed.some((n) => sameNationality(subject, n))) return { factor: 1, bonus: 0.02, feature: { name: 'nationality', score: 1, weight: 0.02 } }
  return { factor: 0.95, bonus: 0, feature: { name: 'nationality', score: 0, weight: 0.05 } }
}

import type { AmlHitFeature } from '@contract/services/aml-hits'
import { countryCodesOf } from '../../watchlist/country-codes'

/**
 * Date of birth and nationality, when both the subject and the listed entry give one (ADR 0023):
 * agreeing supports a hit a little, disagreeing lowers it (a namesake born 30 years apart is likely
 * another person). Absent on either side, or unreadable, they say nothing. Each feature says why in
 * its `explanation`.
 */
export interface FactComparison {
  /** Multiplies the name score (1 unless contradicted). */
  factor: number
  /** Added to the score (0 unless supported). */
  bonus: number
  feature: (AmlHitFeature & { explanation: string }) | null
}

const none: FactComparison = { factor: 1, bonus: 0, feature: null }

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** Years either side of a date stated as circa / approximately. */
const circaYears = 2

export interface PartialDate {
  from: number
  to: number
  month: number | null
  circa: boolean
}

/**
 * A date of birth as lists and people write it: `1948-12-10`, `1948-12`, `1948`, `10-12-1948`,
 * `10/12/1948`, `00/00/1948` (day and month unknown), `10 Dec 1948`, `Dec 1948`, `circa 1950`,
 * `c. 1950`, `approximately 1950`, `1963 to 1965`, `1963-1965`, `between 1963 and 1965`.
 */
export function parsePartialDate(text: string): PartialDate | null {
  const lower = text.toLowerCase()
  const years = [...lower.matchAll(/(?<!\d)(1[89]\d\d|20\d\d)(?!\d)/g)].map((m) => Number(m[1]))
  if (years.length === 0) return null
  const numeric = /^\s*(?:\w+\.?\s+)?\d{4}-(\d{2})\b/.exec(lower) ?? /\b\d{1,2}[-./](\d{1,2})[-./]\d{4}\b/.exec(lower)
  const named = months.findIndex((m) => new RegExp(`\\b${m}`).test(lower))
  const monthNumber = numeric?.[1] ? Number(numeric[1]) : named >= 0 ? named + 1 : null
  const month = monthNumber !== null && monthNumber >= 1 && monthNumber <= 12 && years.length === 1 ? monthNumber : null
  const circa = /\b(circa|approx\w*|about|around|ca?\.)(?=\s|\d)|~/.test(lower)
  const widen = circa ? circaYears : 0
  return { from: Math.min(...years) - widen, to: Math.max(...years) + widen, month, circa }
}

const describe = (d: PartialDate, text: string) => `${text.trim()}${d.from !== d.to ? ` (${d.from} to ${d.to})` : ''}`

export function compareDates(subject: string | null | undefined, listed: readonly string[]): FactComparison {
  const mine = subject ? parsePartialDate(subject) : null
  const theirs = listed.flatMap((text) => {
    const date = parsePartialDate(text)
    return date ? [{ date, text }] : []
  })
  if (!mine || theirs.length === 0) return none
  const given = subject?.trim() ?? ''
  const agreeing = theirs.find(
    ({ date: d }) =>
      mine.to >= d.from && mine.from <= d.to && (mine.month === null || d.month === null || mine.month === d.month),
  )
  if (agreeing) {
    const how = agreeing.date.from === agreeing.date.to ? 'matches' : 'falls within'
    return {
      factor: 1,
      bonus: 0.04,
      feature: {
        name: 'date_of_birth',
        score: 1,
        weight: 0.04,
        explanation: `${given} ${how} the listed date of birth ${describe(agreeing.date, agreeing.text)}`,
      },
    }
  }
  const all = theirs.map(({ date, text }) => describe(date, text)).join('; ')
  const near = theirs.some(({ date: d }) => mine.to >= d.from - 1 && mine.from <= d.to + 1)
  if (near)
    return {
      factor: 0.95,
      bonus: 0,
      feature: {
        name: 'date_of_birth',
        score: 0.5,
        weight: 0.05,
        explanation: `${given} is within a year of, but not on, the listed date(s) of birth: ${all}`,
      },
    }
  return {
    factor: 0.85,
    bonus: 0,
    feature: {
      name: 'date_of_birth',
      score: 0,
      weight: 0.15,
      explanation: `${given} contradicts every listed date of birth: ${all}`,
    },
  }
}

const codesText = (codes: readonly string[]) => codes.join('/')

export function compareNationality(subject: string | null | undefined, listed: readonly string[]): FactComparison {
  if (!subject || listed.length === 0) return none
  const mine = countryCodesOf(subject)
  const theirs = listed.map((text) => ({ text, codes: countryCodesOf(text) })).filter((n) => n.codes.length > 0)
  if (mine.length === 0 || theirs.length === 0) return none
  const agreeing = theirs.find((n) => n.codes.some((code) => mine.includes(code)))
  if (agreeing) {
    return {
      factor: 1,
      bonus: 0.02,
      feature: {
        name: 'nationality',
        score: 1,
        weight: 0.02,
        explanation: `${subject} (${codesText(mine)}) is the listed nationality ${agreeing.text}`,
      },
    }
  }
  const all = theirs.map((n) => `${n.text} (${codesText(n.codes)})`).join('; ')
  return {
    factor: 0.95,
    bonus: 0,
    feature: {
      name: 'nationality',
      score: 0,
      weight: 0.05,
      explanation: `${subject} (${codesText(mine)}) is none of the listed nationalities: ${all}`,
    },
  }
}

import { IsoDateSchema } from './common'

/**
 * Rules for dates of past events (a birth, a document's issue, a company's incorporation), shared by
 * the forms, the proxy and the upstream so that all three refuse the same impossible dates with the
 * same messages. Dates are calendar days (YYYY-MM-DD) compared in UTC.
 */

/** The oldest age believable for a living person: a birth date further back is a typing error. */
export const MAX_PLAUSIBLE_AGE_YEARS = 130

/** Today's calendar day (UTC) as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10)

/** What is wrong with `value` as the date of a past event; null when it is fine or not a date at all. */
export function pastDateProblem(value: string, now: Date = new Date()): string | null {
  if (!IsoDateSchema.safeParse(value).success) return null
  return value > todayIso(now) ? `must not be in the future (today is ${todayIso(now)})` : null
}

/** What is wrong with `value` as a living person's birth date: in the future, or an impossible age. */
export function birthDateProblem(value: string, now: Date = new Date()): string | null {
  const future = pastDateProblem(value, now)
  if (future || !IsoDateSchema.safeParse(value).success) return future
  const oldest = `${now.getUTCFullYear() - MAX_PLAUSIBLE_AGE_YEARS}${todayIso(now).slice(4)}`
  return value < oldest ? `must be a living person's birth date (at most ${MAX_PLAUSIBLE_AGE_YEARS} years ago)` : null
}

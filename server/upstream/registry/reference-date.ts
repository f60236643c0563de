import { differenceInMonths, differenceInYears } from 'date-fns'

/**
 * The dataset is generated relative to a fixed reference date, not the clock, so the same seed gives
 * the same companies on every machine and every day. Ages ("registered under two years ago") are
 * measured against it.
 */
export const REFERENCE_DATE = '2026-10-31'
const referenceMs = Date.UTC(2026, 9, 31)
const dayMs = 86_400_000

/** `YYYY-MM-DD` of the day `days` after 1970-01-01 (UTC). */
export function isoDay(days: number): string {
  return new Date(days * dayMs).toISOString().slice(0, 10)
}

/** Day number (days since 1970-01-01) of an ISO date. */
export function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / dayMs)
}

export const REFERENCE_DAY = Math.floor(referenceMs / dayMs)

/** A `YYYY-MM-DD` date as that calendar day at local midnight, for date-fns' calendar arithmetic. */
function calendarDay(iso: string): Date {
  return new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
}

/** Whole calendar years between two ISO dates (b after a): 2021-03-01 to 2022-03-01 is 1. */
export function yearsBetween(a: string, b: string): number {
  return differenceInYears(calendarDay(b), calendarDay(a))
}

/** Adds `days` to an ISO date. */
export function addDays(iso: string, days: number): string {
  return isoDay(dayNumber(iso) + days)
}

/** "12 years 3 months" between two ISO dates (b after a). */
export function periodBetween(a: string, b: string): string {
  const months = Math.max(0, differenceInMonths(calendarDay(b), calendarDay(a)))
  const years = Math.floor(months / 12)
  const rest = months % 12
  const y = `${years} ${years === 1 ? 'year' : 'years'}`
  const m = `${rest} ${rest === 1 ? 'month' : 'months'}`
  return years === 0 ? m : rest === 0 ? y : `${y} ${m}`
}

/** A day drawn uniformly between two ISO dates (inclusive), by a [0, 1) number. */
export function dayBetween(a: string, b: string, unit: number): string {
  const from = dayNumber(a)
  const to = Math.max(from, dayNumber(b))
  return isoDay(from + Math.floor(unit * (to - from + 1)))
}

/** ISO 8601 timestamp with microseconds (spec §1) at midnight UTC of an ISO date. */
export function timestampOf(iso: string): string {
  return `${iso.slice(0, 10)}T00:00:00.000000Z`
}

import { ONGOING_READ_DEFAULTS } from '@contract/services/ongoing-aml'
import { format, isValid, parse } from 'date-fns'
import { z } from 'zod'

const isoDay = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/)

/**
 * Every filter of the ongoing read, its page and the highlighted alert, in the URL: a filtered view
 * can be shared. Dates are kept as YYYY-MM-DD (what a date input holds) and sent as DD-MM-YYYY.
 */
export const MonitoringUrlSchema = z.object({
  search: z.string().max(256).catch(''),
  /** Version 1 country names (`germany`), as the ongoing read takes them. */
  country: z
    .preprocess(
      (value) => (typeof value === 'string' ? (value ? [value] : []) : value),
      z.array(z.string().min(1).max(128)).max(50),
    )
    .catch([]),
  match: z.enum(['', 'no_match', 'potential_match']).catch(''),
  monitoring: z.enum(['', 'on', 'off']).catch(''),
  from: isoDay.catch(''),
  to: isoDay.catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type MonitoringUrlState = z.infer<typeof MonitoringUrlSchema>

/** `2026-11-23` → `23-11-2026`; undefined for an empty or impossible date. */
export function toDayMonthYear(isoDate: string): string | undefined {
  if (!isoDate) return undefined
  const date = parse(isoDate, 'yyyy-MM-dd', new Date(0))
  return isValid(date) ? format(date, 'dd-MM-yyyy') : undefined
}

/** What is wrong with the date range of the filters (shown on "Created until"); undefined when it is fine. */
export function dateRangeProblem(state: Pick<MonitoringUrlState, 'from' | 'to'>): string | undefined {
  return state.from && state.to && state.to < state.from ? 'must be on or after the "Created from" date' : undefined
}

/** The query of `GET /api/ongoingRequest/read` for a URL state (empty filters left out). */
export function toOngoingQuery(
  state: MonitoringUrlState,
  page = state.page,
  limit: number = ONGOING_READ_DEFAULTS.limit,
) {
  return {
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(state.country.length > 0 ? { 'country_names[]': state.country } : {}),
    ...(state.match ? { match_status: state.match === 'potential_match' ? 'potential match' : 'no match' } : {}),
    ...(state.monitoring ? { ongoing_monitoring: state.monitoring === 'on' ? 'true' : 'false' } : {}),
    ...(toDayMonthYear(state.from) ? { start_date: toDayMonthYear(state.from) } : {}),
    ...(toDayMonthYear(state.to) ? { end_date: toDayMonthYear(state.to) } : {}),
    page,
    limit,
  }
}
export type OngoingQuery = ReturnType<typeof toOngoingQuery>

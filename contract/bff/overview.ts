import { z } from 'zod'
import { CaseCountsSchema, CaseTypeSchema } from './cases'

/**
 * `GET /bff/overview` (signed in): figures for the overview page, counted from the proxy's own
 * records (the request index, the case records and the callback inbox), every chart over the period
 * asked; what waits now (the attention list, the open cases) is read from the inbox's case records,
 * whenever it came, so that its counts are the inbox's (ADR 0026). A section the role may not see is
 * `null`. The keys read from the index rows' `detail` are `match_status` and `declined_codes`.
 */
export const overviewPeriods = ['7d', '30d', '90d', 'custom'] as const
export type OverviewPeriod = (typeof overviewPeriods)[number]
/** The longest custom period, in days (both ends included). */
export const overviewMaxDays = 366

const dayMs = 86_400_000
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / dayMs

/** A real calendar day, YYYY-MM-DD (UTC). */
export const PeriodDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (day) => Number.isFinite(dayNumber(day)) && new Date(dayNumber(day) * dayMs).toISOString().startsWith(day),
    'must be a real date',
  )

/**
 * The period every chart and count of the overview covers: the last 7, 30 (default) or 90 days up
 * to today, or a custom `from`–`to` (UTC days, both included, at most 366 days).
 */
export const OverviewQuerySchema = z
  .object({
    period: z.enum(overviewPeriods, 'must be one of 7d, 30d, 90d, custom').optional(),
    from: PeriodDaySchema.optional(),
    to: PeriodDaySchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') {
      for (const key of ['from', 'to'] as const)
        if (query[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is only taken with period=custom' })
      return
    }
    for (const key of ['from', 'to'] as const)
      if (!query[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required for a custom period' })
    if (
      !query.from ||
      !query.to ||
      !PeriodDaySchema.safeParse(query.from).success ||
      !PeriodDaySchema.safeParse(query.to).success
    )
      return
    const span = dayNumber(query.to) - dayNumber(query.from) + 1
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' })
    else if (span > overviewMaxDays)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${overviewMaxDays} days from from (both included)`,
      })
  })
export type OverviewQuery = z.infer<typeof OverviewQuerySchema>

/** The first and last day of a period, both included (today by UTC for the fixed ones). */
export function periodBounds(
  query: OverviewQuery,
  now = new Date(),
): { period: OverviewPeriod; from: string; to: string } {
  const period = query.period ?? '30d'
  if (period === 'custom' && query.from && query.to) return { period, from: query.from, to: query.to }
  const today = Math.floor(now.getTime() / dayMs)
  const length = period === '7d' ? 7 : period === '90d' ? 90 : 30
  const day = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10)
  return { period: period === 'custom' ? '30d' : period, from: day(today - length + 1), to: day(today) }
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const first = dayNumber(from)
  return Array.from({ length: Math.max(0, dayNumber(to) - first + 1) }, (_, i) =>
    new Date((first + i) * dayMs).toISOString().slice(0, 10),
  )
}

const count = z.number().int().min(0)
const CountByLabelSchema = z.object({ label: z.string(), count })

export const OverviewDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  searches: count,
  aml_checks: count,
  kyc_checks: count,
})

export const AttentionItemSchema = z.object({
  /** The case's id, or the callback delivery's for `callback_refused`. */
  id: z.string(),
  kind: z.union([CaseTypeSchema, z.literal('callback_refused')]),
  /** The id of what is decided (AML, KYC or questionnaire request), or the refused callback's event id. */
  upstream_id: z.string(),
  /** What the row is about (company, person, search text), when known. */
  title: z.string().nullable(),
  /** Why it needs attention, in words. */
  reason: z.string(),
  /** When it came: the case's opening, the callback's arrival. */
  at: z.string(),
  /** The case's due date (null without an SLA, or for a callback). */
  due_at: z.string().nullable(),
  overdue: z.boolean(),
  /** Who has the case (null: nobody yet). */
  assignee_email: z.string().nullable(),
  /** The dashboard page where it is handled. */
  href: z.string(),
})
export type AttentionItem = z.infer<typeof AttentionItemSchema>

/** Readable words for the outcomes the overview counts (the vendor's KYC statuses). */
export const outcomeLabels: Record<string, string> = {
  'verification.accepted': 'Accepted',
  'verification.declined': 'Declined',
  pending: 'Pending',
  'potential match': 'Potential match',
  'no match': 'No match',
  resolved: 'Resolved',
  failed: 'Failed',
}

export const DeclineCodeCountSchema = z.object({ code: z.string(), count, explanation: z.string() })

export const OverviewResponseSchema = z.object({
  generated_at: z.string(),
  period: z.enum(overviewPeriods),
  /** First and last day of the period (YYYY-MM-DD, UTC, both included). */
  from: z.string(),
  to: z.string(),
  /** Days in the period. */
  days: z.number().int(),
  /** One entry per day of the period, oldest first, zeros included. */
  activity: z.array(OverviewDaySchema),
  kyc_outcomes: z.array(CountByLabelSchema).nullable(),
  top_decline_codes: z.array(DeclineCodeCountSchema).nullable(),
  aml_outcomes: z.array(CountByLabelSchema).nullable(),
  /** Open AML cases now (the inbox's count, whatever the period). */
  open_potential_matches: count.nullable(),
  /** The inbox's counts of open cases for this user: the same numbers as the inbox's views. */
  open_cases: CaseCountsSchema,
  /** Accepted ongoing-monitoring callbacks reporting a potential match, per day (oldest first). */
  monitoring_alerts: z.array(z.object({ day: z.string(), count })).nullable(),
  attention: z.array(AttentionItemSchema),
})
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>

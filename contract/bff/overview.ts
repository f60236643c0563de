import { z } from 'zod'
import { queryInteger } from '../common'
import { RequestKindSchema } from './requests'

/**
 * `GET /bff/overview` (signed in): figures for the overview page, counted from the proxy's own
 * records (the request index and the callback inbox). A section the role may not see is `null`.
 * The index rows are read as the indexers write them; the keys read from `detail` are
 * `match_status`, `decision` (an AML or KYC reviewer decision), `declined_codes` and `risk_level`.
 */
export const OverviewQuerySchema = z.object({ days: queryInteger(7, 90).optional() })
export type OverviewQuery = z.infer<typeof OverviewQuerySchema>

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
  /** The proxy's id of the index row, or of the callback delivery for `callback_refused`. */
  id: z.string(),
  kind: z.union([RequestKindSchema, z.literal('callback_refused')]),
  upstream_id: z.string(),
  /** What the row is about (company, person, search text), when known. */
  title: z.string().nullable(),
  /** Why it needs attention, in words. */
  reason: z.string(),
  at: z.string(),
})
export type AttentionItem = z.infer<typeof AttentionItemSchema>

export const DeclineCodeCountSchema = z.object({ code: z.string(), count, explanation: z.string() })

export const OverviewResponseSchema = z.object({
  generated_at: z.string(),
  days: z.number().int(),
  /** One entry per day of the period, oldest first, zeros included. */
  activity: z.array(OverviewDaySchema),
  kyc_outcomes: z.array(CountByLabelSchema).nullable(),
  top_decline_codes: z.array(DeclineCodeCountSchema).nullable(),
  aml_outcomes: z.array(CountByLabelSchema).nullable(),
  open_potential_matches: count.nullable(),
  risk_mix: z.array(CountByLabelSchema).nullable(),
  /** Accepted ongoing-monitoring callbacks reporting a potential match, per day (oldest first). */
  monitoring_alerts: z.array(z.object({ day: z.string(), count })).nullable(),
  attention: z.array(AttentionItemSchema),
})
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>

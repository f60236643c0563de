import { z } from 'zod'
import {
  alwaysCheck,
  DayMonthYearSchema,
  envelope,
  EmptyDataSchema,
  PaginationSchema,
  queryInteger,
  requiredId,
  TimestampSchema,
  typeError,
} from '../common'
import { AmlMatchStatusSchema } from './aml'
import { joinQueryArrays, ListedNameSchema, queryArrayInput } from './query-array'

/** Ongoing AML monitoring (spec §2.6, §3, §4.3, §8). */

export const DurationTypeSchema = z.enum(['day', 'week', 'month'], 'must be one of day, week, month')
export type DurationType = z.infer<typeof DurationTypeSchema>

/** Allowed monitoring durations per duration_type (spec §8). */
export const ONGOING_DURATION_LIMITS: Record<DurationType, { min: number; max: number }> = {
  day: { min: 1, max: 7 },
  week: { min: 1, max: 4 },
  month: { min: 1, max: 12 },
}

/** Default page and limit of the ongoing read (spec §8). */
export const ONGOING_READ_DEFAULTS = { page: 1, limit: 25 } as const

const BooleanTextSchema = z.enum(['true', 'false'], 'must be true or false')

/**
 * `GET /api/ongoingRequest/read`, all parameters optional. Countries are sent as `country_names[]`
 * (the key the route documents, as in the spec); a plain `country_names` key is accepted too and
 * both are merged into `country_names` of the parsed value. `start_date` must not be after `end_date`.
 */
export const OngoingReadQuerySchema = z
  .object({
    search: z.string('must be a string').trim().max(256, 'must be at most 256 characters').optional(),
    page: queryInteger(1, 100_000).optional(),
    limit: queryInteger(1, 100).optional(),
    'country_names[]': queryArrayInput(ListedNameSchema),
    country_names: queryArrayInput(ListedNameSchema),
    match_status: AmlMatchStatusSchema.optional(),
    ongoing_monitoring: BooleanTextSchema.optional(),
    start_date: DayMonthYearSchema.optional(),
    end_date: DayMonthYearSchema.optional(),
  })
  .superRefine((query, ctx) => {
    const start = dayMonthYearToSortable(query.start_date)
    const end = dayMonthYearToSortable(query.end_date)
    if (start && end && start > end)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must be on or after start_date' })
  }, alwaysCheck)
  .transform(({ 'country_names[]': bracketed, country_names, ...rest }) => ({
    ...rest,
    country_names: joinQueryArrays(bracketed, country_names),
  }))
export type OngoingReadQuery = z.output<typeof OngoingReadQuerySchema>

/** `DD-MM-YYYY` → `YYYYMMDD` (comparable as text); undefined for a missing or malformed value. */
export function dayMonthYearToSortable(value: unknown): string | undefined {
  const match = typeof value !== 'string' ? null : /^(\d{2})-(\d{2})-(\d{4})$/.exec(value)
  return match ? `${match[3]}${match[2]}${match[1]}` : undefined
}

/** One monitored AML request (`data.ongoing_requests[]`, spec §2.6). */
export const OngoingRequestSchema = z.looseObject({
  _id: z.string(),
  aml_request_id: z.string(),
  service_random_id: z.string(),
  /** The name that was searched. */
  search: z.string(),
  country_names: z.array(z.string()),
  /** Digits, or empty when monitoring was never enabled. */
  duration: z.string().regex(/^\d*$/, 'must be digits or empty'),
  duration_type: z.union([DurationTypeSchema, z.literal('')], 'must be day, week, month or empty'),
  service_type: z.array(z.string()).refine((types) => types.includes('ongoing_aml'), 'must include ongoing_aml'),
  ongoing_monitoring: z.boolean(),
  match_status: AmlMatchStatusSchema,
  total_ongoing_request: z.number().int().min(0),
  last_updated_at: TimestampSchema,
  created_at: TimestampSchema,
})
export type OngoingRequest = z.infer<typeof OngoingRequestSchema>

/**
 * Response of the ongoing read. The spec shows no pagination object; we decided the embedded
 * upstream sends the §2.1 object under `data.pagination` and clients accept its absence.
 */
export const OngoingReadResponseSchema = envelope(
  z.looseObject({
    ongoing_requests: z.array(OngoingRequestSchema),
    pagination: PaginationSchema.optional(),
  }),
)
export type OngoingReadResponse = z.infer<typeof OngoingReadResponseSchema>

/**
 * `POST /api/ongoingRequest/update`. The spec makes `duration` required in both directions, so its
 * range for `duration_type` is checked whether monitoring is enabled or disabled.
 */
export const OngoingUpdateBodySchema = z
  .object({
    service_type: z.literal('ongoing_aml', 'must be ongoing_aml'),
    aml_request_id: requiredId(),
    duration: z.number(typeError('a whole number')).int('must be a whole number'),
    duration_type: DurationTypeSchema,
    ongoing_enable: z.boolean(typeError('true or false')),
  })
  .superRefine((body, ctx) => {
    const limits = (ONGOING_DURATION_LIMITS as Partial<Record<string, { min: number; max: number }>>)[
      body.duration_type
    ]
    if (!limits || typeof body.duration !== 'number' || !Number.isInteger(body.duration)) return
    if (body.duration < limits.min || body.duration > limits.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['duration'],
        message: `must be ${limits.min} to ${limits.max} for duration_type ${body.duration_type}`,
      })
    }
  }, alwaysCheck)
export type OngoingUpdateBody = z.infer<typeof OngoingUpdateBodySchema>

export const OngoingUpdateResponseSchema = envelope(EmptyDataSchema)
export type OngoingUpdateResponse = z.infer<typeof OngoingUpdateResponseSchema>

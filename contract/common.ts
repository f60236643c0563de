import { z } from 'zod'

/**
 * Building blocks shared by every part of the contract. Response objects are loose (the vendor may
 * add fields; unknown fields pass through) while the stated fields keep strict types.
 */

/** The success envelope of spec §1 around `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.looseObject({ error: z.literal(false), message: z.string(), data })
}

/** Pagination object of spec §2.1. */
export const PaginationSchema = z.looseObject({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
})
export type Pagination = z.infer<typeof PaginationSchema>

/** ISO 8601 timestamp with microseconds and a trailing Z (spec §1), as the vendor sends it. */
export const TimestampSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/, 'must be an ISO 8601 UTC timestamp')

/** When a stored record was created and last changed, in that order. */
export const recordTimestampFields = { created_at: TimestampSchema, updated_at: TimestampSchema }

/** `YYYY-MM-DD` calendar date, checked to be a real date. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(
    (value) => isRealDate(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))),
    'must be a real calendar date',
  )

/** `DD-MM-YYYY` calendar date (ongoing AML filters), checked to be a real date. */
export const DayMonthYearSchema = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'must be a date as DD-MM-YYYY')
  .refine(
    (value) => isRealDate(Number(value.slice(6, 10)), Number(value.slice(3, 5)), Number(value.slice(0, 2))),
    'must be a real calendar date',
  )

function isRealDate(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** `page` and `limit` of a paginated read; `defaultLimit` is what the server uses when limit is absent. */
export function pageQueryFields(defaultLimit: number) {
  return {
    page: queryInteger(1, 100000).optional().describe('Page number, default 1'),
    limit: queryInteger(1, 1000).optional().describe(`Records per page, default ${defaultLimit}`),
  }
}

/** A query-string integer (`page`, `limit`): digits only, at least `min`. */
export function queryInteger(min = 1, max = 1000) {
  return z
    .string()
    .regex(/^\d+$/, { message: 'must be a whole number', abort: true })
    .refine((v) => Number(v) >= min && Number(v) <= max, `must be between ${min} and ${max}`)
}

export const RiskLevelSchema = z.enum(['low', 'medium', 'high', 'unknown', 'low_risk'])
export const VerificationStatusSchema = z.enum(['verified', 'failed', 'unknown'])

/** `risk_level` and `verification_status` of a company, in search results and profiles alike. */
export const companyAssessmentFields = { risk_level: RiskLevelSchema, verification_status: VerificationStatusSchema }
export const PendingResolvedSchema = z.enum(['pending', 'resolved'])
export const SearchTypeSchema = z.enum(
  ['contains', 'start_with', 'fuzzy'],
  'must be one of contains, start_with, fuzzy',
)
export type SearchType = z.infer<typeof SearchTypeSchema>

/** An opaque identifier as sent in a query or body: non-empty, no longer than 128 characters. */
/** For text drawn or printed as it is (sandbox documents): control characters (NUL, escapes…) cannot be drawn. */
export const noControlCharacters = [/^[^\p{Cc}]*$/u, 'must not contain control characters'] as const

export const IdSchema = z.string().trim().min(1, 'is required').max(128, 'must be at most 128 characters')

/** Empty object (`data: {}`) of start responses. */
export const EmptyDataSchema = z.looseObject({})

/** A required opaque identifier: says `is required` when absent or empty, and what type it must be otherwise. */
export function requiredId(max = 128) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
}

/** An object whose internal structure the spec does not show (`meta_detail`): any keys pass. */
export const MetaDetailSchema = z.looseObject({})

/**
 * Error option for a field's base type: "is required" when the field is missing, otherwise
 * "must be <expected>", e.g. `z.string(typeError('a string'))`.
 */
export function typeError(expected: string) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${expected}`) }
}

/** Run an object-level check even when some fields failed, so every broken rule is reported at once. */
export const alwaysCheck = { when: () => true } as const

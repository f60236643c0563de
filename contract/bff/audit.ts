import { z } from 'zod'

/** The audit trail API (`/bff/audit`, `/bff/audit.csv`, `/bff/audit/verify`; permission audit:read). */
export const AuditOutcomeSchema = z.enum(['success', 'failure', 'denied'])
export type AuditOutcome = z.infer<typeof AuditOutcomeSchema>

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  role: z.string().nullable(),
  /** Dotted verb, e.g. `auth.login`, `users.update`, `kyc.submit`. */
  action: z.string(),
  target_type: z.string().nullable(),
  target_ids: z.array(z.string()),
  outcome: AuditOutcomeSchema,
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  hash: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date or date-time (ISO 8601)')
  .transform((value) => new Date(value).toISOString())

/** Filters of `GET /bff/audit` and `GET /bff/audit.csv` (page/page_size ignored by the CSV). */
export const AuditQuerySchema = z.object({
  /** Part of the actor's e-mail (case-insensitive) or the exact actor id. */
  actor: z.string().trim().min(1).max(254).optional(),
  /** An action (`auth.login`) or a prefix of actions (`auth`). */
  action: z.string().trim().min(1).max(100).optional(),
  outcome: AuditOutcomeSchema.optional(),
  /** The target type (`user`) or one of the target ids, exactly. */
  target: z.string().trim().min(1).max(128).optional(),
  from: instant.optional(),
  to: instant.optional(),
  page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').default(1),
  page_size: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be between 1 and 200')
    .max(200, 'must be between 1 and 200')
    .default(50),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>
export type AuditQueryInput = z.input<typeof AuditQuerySchema>

/** Body of `GET /bff/audit` (200), newest first. */
export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type AuditPage = z.infer<typeof AuditPageSchema>

/** Body of `GET /bff/audit/verify` (200): whether the hash chain is intact. */
export const AuditVerifyResponseSchema = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  first_bad_row: z.number().int().nullable(),
})
export type AuditVerifyResponse = z.infer<typeof AuditVerifyResponseSchema>

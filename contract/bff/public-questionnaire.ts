import { z } from 'zod'

/**
 * The hosted questionnaire form's API (`/public/*`, ADR 0014): the only proxy routes an end user
 * without an account reaches. The browser sends the link's token in one header; the proxy forwards
 * it as the upstream's `token` header to the questionnaire routes of the contract and to nothing else.
 *
 * - `GET /public/questionnaire` → the upstream's `questionnairesListForToken` answer, as sent.
 * - `POST /public/questionnaire` (multipart, the `questionnaireSubmit` form) → PublicSubmissionReceipt.
 *
 * Unknown or foreign tokens answer 404, a used link 409, an expired link 410.
 */
export const questionnaireTokenHeader = 'x-questionnaire-token'

/** A link token as the proxy accepts it: one URL path segment of safe characters. */
export const QuestionnaireLinkTokenSchema = z
  .string('is required')
  .min(8, 'must be at least 8 characters')
  .max(512, 'must be at most 512 characters')
  .regex(/^[A-Za-z0-9._~-]+$/, 'must be a link token (letters, digits, . _ ~ -)')

/** What the end user gets back for accepted answers: no upstream identifiers, only the time. */
export const PublicSubmissionReceiptSchema = z.object({
  error: z.literal(false),
  message: z.string(),
  data: z.object({ received_at: z.string() }),
})
export type PublicSubmissionReceipt = z.infer<typeof PublicSubmissionReceiptSchema>

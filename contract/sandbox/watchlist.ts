import { z } from 'zod'
import { envelope, IsoDateSchema, requiredId } from '../common'

/**
 * Sandbox watchlist (embedded upstream only, ADR "sandbox endpoints"): list or delist an entry of the
 * list `sandbox`. Both re-screen every request under ongoing monitoring.
 */
const nameText = (max: number) =>
  z.string('must be a string').trim().min(1, 'is required').max(max, `must be at most ${max} characters`)

export const SandboxWatchlistEntryBodySchema = z.object({
  name: nameText(256),
  type: z.enum(['person', 'company'], 'must be person or company'),
  aliases: z.array(nameText(256), 'must be a list of names').max(50, 'must have at most 50 aliases').optional(),
  programs: z
    .array(nameText(64), 'must be a list of programme names')
    .max(20, 'must have at most 20 programmes')
    .optional(),
  date_of_birth: IsoDateSchema.optional(),
  nationality: nameText(64).optional(),
})
export type SandboxWatchlistEntryBody = z.infer<typeof SandboxWatchlistEntryBodySchema>

export const SandboxWatchlistEntryResponseSchema = envelope(z.looseObject({ entry_id: z.string().min(1) }))

export const SandboxWatchlistEntryParamsSchema = z.object({ entry_id: requiredId() })

export const SandboxWatchlistDeleteResponseSchema = envelope(z.looseObject({ entry_id: z.string().min(1) }))

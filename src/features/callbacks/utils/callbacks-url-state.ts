import { CallbackVerdictSchema } from '@contract/bff/callbacks'
import { z } from 'zod'
import type { CallbackFilters } from '../api/callback-queries'

/** The callbacks page's filters and page, in the URL. */
export const CallbacksUrlSchema = z.object({
  verdict: z.enum(['', ...CallbackVerdictSchema.options]).catch(''),
  event: z.string().max(64).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})

export function toCallbackFilters(state: z.infer<typeof CallbacksUrlSchema>): CallbackFilters {
  return { verdict: state.verdict || undefined, event: state.event.trim() || undefined, page: state.page }
}

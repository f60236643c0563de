import { DurationTypeSchema, ONGOING_DURATION_LIMITS } from '@contract/services/ongoing-aml'
import { z } from 'zod'

/**
 * The monitoring dialog's fields, checked with the contract's rules before anything is sent
 * (day 1–7, week 1–4, month 1–12; ONGOING_DURATION_LIMITS is the one source of them).
 */
export const DurationFormSchema = z
  .object({
    duration_type: DurationTypeSchema,
    duration: z.coerce.number('must be a whole number').int('must be a whole number'),
  })
  .superRefine((value, ctx) => {
    const limits = ONGOING_DURATION_LIMITS[value.duration_type]
    if (value.duration < limits.min || value.duration > limits.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['duration'],
        message: `must be ${limits.min} to ${limits.max} for duration_type ${value.duration_type}`,
      })
    }
  })
export type DurationFormInput = z.input<typeof DurationFormSchema>
export type DurationForm = z.output<typeof DurationFormSchema>

/** `3 months`, `1 week`. */
export function describeDuration(duration: string | number, type: string): string {
  const n = Number(duration)
  return type ? `${n} ${type}${n === 1 ? '' : 's'}` : ''
}

import {
  CreateQuestionnaireUrlQuerySchema,
  DocumentBasedCreateUrlQuerySchema,
  QUESTIONNAIRE_TTL_MINUTES,
  QuestionnaireTtlSchema,
} from '@contract/services/questionnaires'
import { z } from 'zod'

/**
 * The link generator's rules: the contract's ttl (3 to 43 199 minutes) and, for a document-based
 * questionnaire, its country. "30 days" would be 43 200 minutes, one more than allowed, so that
 * preset is the longest allowed validity (ADR 0014).
 */
export const validityPresets = [
  { value: '60', label: '1 hour' },
  { value: '1440', label: '1 day' },
  { value: '10080', label: '7 days' },
  { value: String(QUESTIONNAIRE_TTL_MINUTES.max), label: '30 days (the longest allowed: 29 days 23 h 59 min)' },
] as const

export const LinkFormSchema = z
  .object({
    questionnaire_id: z.string().min(1, 'Choose a questionnaire'),
    documentBased: z.boolean(),
    country_name: z.string(),
    validity: z.union([z.enum(validityPresets.map((p) => p.value)), z.literal('custom')]),
    minutes: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.validity === 'custom') {
      const ttl = QuestionnaireTtlSchema.safeParse(values.minutes.trim())
      if (!ttl.success)
        ctx.addIssue({
          code: 'custom',
          path: ['minutes'],
          message: `Minutes ${ttl.error.issues[0]?.message ?? 'are not valid'}`,
        })
    }
    if (values.documentBased && values.country_name === '')
      ctx.addIssue({
        code: 'custom',
        path: ['country_name'],
        message: 'Choose the country of the document-based questionnaire',
      })
  })
export type LinkFormValues = z.infer<typeof LinkFormSchema>

/** The createQuestionnaireUrl query of valid form values, checked with the contract's schema. */
export function linkQuery(values: LinkFormValues) {
  const ttl = values.validity === 'custom' ? values.minutes.trim() : values.validity
  const query = {
    questionnaire_id: values.questionnaire_id,
    ttl,
    ...(values.documentBased ? { country_name: values.country_name } : {}),
  }
  return (values.documentBased ? DocumentBasedCreateUrlQuerySchema : CreateQuestionnaireUrlQuerySchema).parse(query)
}

/**
 * When a new link expires: the upstream's `expires_at` when it sends one (it knows its own clock and
 * time scale), otherwise now + ttl minutes.
 */
export function linkExpiry(data: Record<string, unknown>, ttlMinutes: string, now = Date.now()): string {
  return typeof data.expires_at === 'string'
    ? data.expires_at
    : new Date(now + Number(ttlMinutes) * 60_000).toISOString()
}

import { z } from 'zod'
import { envelope, PaginationSchema, recordTimestampFields, requiredId, TimestampSchema } from '../common'
import { joinQueryArrays, ListedNameSchema, queryArrayInput } from './query-array'

/** Questionnaires: structure (spec §2.7), listing and link creation (spec §4.4). */

export const InputTypeSchema = z.enum(['text', 'file', 'countries_list', 'date', 'sub_questions'])
export type InputType = z.infer<typeof InputTypeSchema>

/** Key names in use (spec §2.7); questions may carry other key names. */
export const KEY_NAMES = [
  'kyb_company_name',
  'kyb_registration_number',
  'kyb_country_name',
  'kyb_company_certificate_of_incorporation',
  'kyb_address_detail',
  'kyb_address_document',
  'kyc_check_first_name',
  'kyc_check_last_name',
  'kyc_check_id_number',
  'kyc_check_country_name',
  'kyc_check_address_detail',
  'kyc_check_id_document',
  'kyc_check_address_document',
  'full_name',
  'dob',
] as const
export type KnownKeyName = (typeof KEY_NAMES)[number]

/** Services a question or sub question can trigger. */
export const QuestionServiceSchema = z.enum(['aml', 'kyc'])

export const QuestionRulesSchema = z.looseObject({
  required: z.boolean(),
  /** Present for file questions: whether several files may be sent. */
  multiple: z.boolean().optional(),
})
export type QuestionRules = z.infer<typeof QuestionRulesSchema>

/** A country option of a countries_list question (spec §2.2). */
export const CountryOptionSchema = z.looseObject({
  country_name: z.string(),
  states: z.array(z.string()),
  country_code: z.string(),
  flag_url: z.string(),
})
export type CountryOption = z.infer<typeof CountryOptionSchema>

export const SubQuestionSchema = z.looseObject({
  question: z.string(),
  input_type: InputTypeSchema,
  key_name: z.string(),
  rules: QuestionRulesSchema,
  placeholder: z.string().nullable().optional(),
  services: z.array(QuestionServiceSchema).optional(),
  /** Document types accepted for a file sub question, e.g. passport. */
  supported_types: z.array(z.string()).optional(),
})
export type SubQuestion = z.infer<typeof SubQuestionSchema>

/** A group of sub questions; the end user repeats the group once per entry (e.g. per UBO). */
export const SubQuestionGroupSchema = z.looseObject({ questions: z.array(SubQuestionSchema) })

export const QuestionSchema = z.looseObject({
  question: z.string(),
  input_type: InputTypeSchema,
  rules: QuestionRulesSchema,
  key_name: z.string(),
  question_id: z.string(),
  placeholder: z.string().nullable().optional(),
  options: z.array(CountryOptionSchema).optional(),
  services: z.array(QuestionServiceSchema).optional(),
  sub_questions: z.array(SubQuestionGroupSchema).optional(),
  ubo_kyc_check: z.boolean().optional(),
  ubo_aml_check: z.boolean().optional(),
})
export type Question = z.infer<typeof QuestionSchema>

/** Optional booleans of a page: the checks its answers trigger and who it is for. */
export const PAGE_FLAGS = [
  'kyc_check',
  'kyb_check',
  'document_verification',
  'ubo_kyc_check',
  'ubo_aml_check',
  'for_business',
  'for_individual',
  'kyc_address_check',
  'aml_check',
] as const

const optionalFlags = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.boolean().optional()])) as Record<K, z.ZodOptional<z.ZodBoolean>>

export const PageSchema = z.looseObject({
  page_title: z.string(),
  questions: z.array(QuestionSchema),
  ...optionalFlags(PAGE_FLAGS),
})
export type Page = z.infer<typeof PageSchema>

export const QuestionnaireSchema = z.looseObject({
  questionnaire_id: z.string(),
  ...recordTimestampFields,
  title: z.string(),
  description: z.string().nullable(),
  pages: z.array(PageSchema),
  kyb_check: z.boolean().optional(),
  aml_check: z.boolean().optional(),
  created_by: z.string().optional(),
})
export type Questionnaire = z.infer<typeof QuestionnaireSchema>

/**
 * `GET /api/getAllQuestionnaires` with the account key. Without `country_name` it lists the business
 * information questionnaires; with it (array, sent as `country_name[]` or `country_name`, merged into
 * `country_name`) the document-based ones for that country. `page` is our addition: the response is
 * paginated (15 per page), so a client must be able to ask for the next page.
 */
export const QuestionnairesListQuerySchema = z
  .object({
    'country_name[]': queryArrayInput(ListedNameSchema),
    country_name: queryArrayInput(ListedNameSchema),
    page: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1')
      .optional(),
  })
  .transform(({ 'country_name[]': bracketed, country_name, ...rest }) => ({
    ...rest,
    country_name: joinQueryArrays(bracketed, country_name),
  }))
export type QuestionnairesListQuery = z.output<typeof QuestionnairesListQuerySchema>

/** The document-based variant alone: `country_name` required. */
export const DocumentBasedQuestionnairesQuerySchema = QuestionnairesListQuerySchema.refine(
  (query) => query.country_name !== undefined,
  { path: ['country_name'], message: 'is required for document-based questionnaires' },
)

export const QuestionnairesListResponseSchema = envelope(
  z.looseObject({ questionnaires: z.array(QuestionnaireSchema), pagination: PaginationSchema }),
)
export type QuestionnairesListResponse = z.infer<typeof QuestionnairesListResponseSchema>

/**
 * The same path called with a questionnaire token: no parameters; `data.questionnaires` holds the
 * link's questionnaire (the spec says "the questionnaire object"; a one-element array is accepted).
 */
export const QuestionnaireForTokenResponseSchema = envelope(
  z.looseObject({
    questionnaires: z.union([QuestionnaireSchema, z.array(QuestionnaireSchema)]),
    pagination: PaginationSchema.optional(),
  }),
)
export type QuestionnaireForTokenResponse = z.infer<typeof QuestionnaireForTokenResponseSchema>

/** Questionnaire link lifetime in minutes (spec §4.4, §8). */
export const QUESTIONNAIRE_TTL_MINUTES = { min: 3, max: 43_199, default: 60 } as const

export const QuestionnaireTtlSchema = z
  .string('must be a whole number of minutes')
  .regex(/^\d+$/, { message: 'must be a whole number of minutes', abort: true })
  .refine(
    (value) => Number(value) >= QUESTIONNAIRE_TTL_MINUTES.min && Number(value) <= QUESTIONNAIRE_TTL_MINUTES.max,
    `must be ${QUESTIONNAIRE_TTL_MINUTES.min} to ${QUESTIONNAIRE_TTL_MINUTES.max} minutes`,
  )

/**
 * `GET /api/createQuestionnaireUrl`. `ttl` defaults to 60 minutes. `country_name` is required in the
 * document-based variant (DocumentBasedCreateUrlQuerySchema) and absent in the business
 * information variant; the route accepts both.
 */
export const CreateQuestionnaireUrlQuerySchema = z.object({
  questionnaire_id: requiredId(),
  ttl: QuestionnaireTtlSchema.default(String(QUESTIONNAIRE_TTL_MINUTES.default)),
  country_name: ListedNameSchema.optional(),
})
export type CreateQuestionnaireUrlQuery = z.output<typeof CreateQuestionnaireUrlQuerySchema>

export const DocumentBasedCreateUrlQuerySchema = CreateQuestionnaireUrlQuerySchema.extend({
  country_name: z.string('is required for document-based questionnaires').pipe(ListedNameSchema),
})

/**
 * `data.url`: `{questionnaire_url}/<path>/<questionnaire_token>`; the token is the last segment.
 * `expires_at` (extension, ADR 0008): when the link stops working by the service's own clock (the
 * embedded upstream's ttl runs in simulated time); absent from vendors that do not send it.
 */
export const CreateQuestionnaireUrlResponseSchema = envelope(
  z.looseObject({ url: z.url('must be a URL'), expires_at: TimestampSchema.optional() }),
)
export type CreateQuestionnaireUrlResponse = z.infer<typeof CreateQuestionnaireUrlResponseSchema>

/** The questionnaire token of a link: its last path segment. */
export function questionnaireTokenOf(url: string): string | undefined {
  const segments = new URL(url).pathname.split('/').filter((segment) => segment !== '')
  return segments.at(-1)
}

import { z } from 'zod'
import { envelope, PendingResolvedSchema, recordTimestampFields, requiredId } from '../common'
import { type InputType, PageSchema, QuestionSchema, QuestionnaireSchema } from './questionnaires'

/** Stored answers of a submitted questionnaire (spec §2.7, `GET /api/readQuestionnaireResponse`). */

export const ReadQuestionnaireResponseQuerySchema = z.object({ questionnaire_request_id: requiredId() })
export type ReadQuestionnaireResponseQuery = z.infer<typeof ReadQuestionnaireResponseQuerySchema>

/** A stored file; `file_size` is a number with a unit, e.g. `182.4 KB`. */
export const FileAnswerSchema = z.looseObject({
  file_url: z.string(),
  file_id: z.string(),
  file_name: z.string(),
  extension_type: z.string(),
  file_size: z.string().regex(/^\d+(\.\d+)?\s*(B|KB|MB|GB)$/i, 'must be a number followed by a unit (B, KB, MB, GB)'),
})
export type FileAnswer = z.infer<typeof FileAnswerSchema>

/** A value inside one sub-question entry: text, or files (which may come as nested, possibly empty, arrays). */
export const SubAnswerValueSchema = z.union([
  z.string(),
  z.null(),
  z.array(z.union([FileAnswerSchema, z.array(FileAnswerSchema)])),
])

/** One repeated entry of a sub_questions answer, keyed by sub question key_name. */
export const SubAnswerEntrySchema = z.record(z.string(), SubAnswerValueSchema)
export type SubAnswerEntry = z.infer<typeof SubAnswerEntrySchema>

/**
 * `answer` of a question: text, date (YYYY-MM-DD) and country answers are strings; file answers a
 * list of files; sub_questions answers a list of entries. Null when a question was left unanswered.
 */
export const StoredAnswerSchema = z
  .union([z.string(), z.array(FileAnswerSchema), z.array(SubAnswerEntrySchema)])
  .nullable()
export type StoredAnswer = z.infer<typeof StoredAnswerSchema>

/** The answer shape each input_type stores (null when unanswered). */
export const STORED_ANSWER_BY_INPUT_TYPE: Record<InputType, z.ZodType> = {
  text: z.string('must be text').nullable(),
  date: z.string('must be a date as YYYY-MM-DD').nullable(),
  countries_list: z.string('must be a country name').nullable(),
  file: z.array(FileAnswerSchema, 'must be a list of files').nullable(),
  sub_questions: z.array(SubAnswerEntrySchema, 'must be a list of sub-question entries').nullable(),
}

/** A question with its `answer`, whose shape must be the one its input_type stores. */
export const AnsweredQuestionSchema = QuestionSchema.extend({ answer: StoredAnswerSchema }).superRefine(
  (question, ctx) => {
    const schema = (STORED_ANSWER_BY_INPUT_TYPE as Partial<Record<string, z.ZodType>>)[question.input_type]
    const result = schema?.safeParse(question.answer)
    for (const issue of result?.error?.issues ?? []) {
      ctx.addIssue({
        code: 'custom',
        path: ['answer', ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))],
        message: issue.message,
      })
    }
  },
)
export type AnsweredQuestion = z.infer<typeof AnsweredQuestionSchema>

export const AnsweredPageSchema = PageSchema.extend({ questions: z.array(AnsweredQuestionSchema) })

export const QuestionnaireTypeSchema = z.enum(['document_base_kyb', 'kyb'])
export type QuestionnaireType = z.infer<typeof QuestionnaireTypeSchema>

/** The questionnaire as answered, with the ids of who submitted it. */
export const FinalResponseSchema = QuestionnaireSchema.omit({ questionnaire_id: true }).extend({
  questionnaire_id: z.string().optional(),
  pages: z.array(AnsweredPageSchema),
  /** document_base_kyb for document-based KYB, kyb for business information. */
  type: QuestionnaireTypeSchema,
  /** Document-based questionnaires only. */
  lower_case_title: z.string().optional(),
  company_id: z.string(),
  created_by_user_id: z.string(),
})
export type FinalResponse = z.infer<typeof FinalResponseSchema>

export const QuestionnaireDetailSchema = z.looseObject({
  _id: z.string(),
  questionnaire_request_id: z.string(),
  user_id: z.string(),
  company_id: z.string(),
  service_id: z.string(),
  kyb_services: z.array(z.string()),
  status: PendingResolvedSchema,
  final_response: FinalResponseSchema,
  ...recordTimestampFields,
})
export type QuestionnaireDetail = z.infer<typeof QuestionnaireDetailSchema>

export const ReadQuestionnaireResponseSchema = envelope(
  z.looseObject({ questionnaire_detail: QuestionnaireDetailSchema }),
)
export type ReadQuestionnaireResponse = z.infer<typeof ReadQuestionnaireResponseSchema>

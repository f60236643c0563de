import { z } from 'zod'
import { birthDateProblem, pastDateProblem } from '../date-rules'
import { alwaysCheck, IsoDateSchema, requiredId } from '../common'
import { FileDescriptorSchema, fileProblems, type FileDescriptor } from './file-checks'
import { QUESTIONNAIRE_FILE_RULES } from './file-limits'
import type { CountryOption, Question, Questionnaire, SubQuestion } from './questionnaires'
import { servicesFieldSchema } from './services-field'

/**
 * `POST /api/search` with services[]=questionnaire (multipart, questionnaire token), validated after
 * parseBracketFields: `answers[i][question_id]`, `answers[i][answer]` (text, YYYY-MM-DD date or
 * country name), files as `answers[i][answer][j]`, sub-question entries as
 * `answers[i][answer][j][key_name]` (a file inside an entry may be one file or a list).
 * Every file must meet QUESTIONNAIRE_FILE_RULES. `questionnaireAnswersSchema(questionnaire)` adds
 * the rules of the questionnaire itself (known ids, required answers, answer kind per input_type).
 */

const KeyNameSchema = z.string().regex(/^[A-Za-z0-9_]+$/, 'must be a key name (letters, digits, _)')

export const SubAnswerEntryInputSchema = z.record(
  KeyNameSchema,
  z.union([z.string(), FileDescriptorSchema, z.array(FileDescriptorSchema)], 'must be text, a file or a list of files'),
)
export type SubAnswerEntryInput = z.infer<typeof SubAnswerEntryInputSchema>

/** One file sent as `answers[i][answer]` (without a position) counts as a list of one file. */
export const SubmittedAnswerValueSchema = z.union(
  [
    z.string(),
    FileDescriptorSchema.transform((file) => [file]),
    z.array(z.union([FileDescriptorSchema, SubAnswerEntryInputSchema])),
  ],
  {
    error: (issue) =>
      issue.input === undefined ? 'is required' : 'must be text, a list of files or a list of sub-question entries',
  },
)
export type SubmittedAnswerValue = z.infer<typeof SubmittedAnswerValueSchema>

export const SubmittedAnswerSchema = z.object(
  { question_id: requiredId(), answer: SubmittedAnswerValueSchema },
  {
    error: (issue) =>
      issue.input === undefined ? 'is missing (answers are numbered from 0 without gaps)' : 'must be an answer',
  },
)
export type SubmittedAnswer = z.infer<typeof SubmittedAnswerSchema>

export const QuestionnaireSubmissionFormSchema = z
  .object({
    services: servicesFieldSchema('questionnaire'),
    answers: z
      .array(SubmittedAnswerSchema, {
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of answers'),
      })
      .min(1, 'must hold at least one answer'),
  })
  .superRefine((form, ctx) => {
    if (!Array.isArray(form.answers)) return
    form.answers.forEach((answer, index) => {
      if (answer && typeof answer === 'object') checkFiles(answer.answer, ['answers', index, 'answer'], ctx)
    })
  }, alwaysCheck)
export type QuestionnaireSubmissionForm = z.infer<typeof QuestionnaireSubmissionFormSchema>

function isFile(value: unknown): value is FileDescriptor {
  return FileDescriptorSchema.safeParse(value).success
}

/** Reports every file (at any depth of an answer) that breaks QUESTIONNAIRE_FILE_RULES. */
function checkFiles(value: unknown, path: PropertyKey[], ctx: z.RefinementCtx) {
  if (isFile(value)) {
    for (const problem of fileProblems(value, QUESTIONNAIRE_FILE_RULES)) {
      ctx.addIssue({
        code: 'custom',
        path: path as Array<string | number>,
        message: problem.message,
        params: { kind: problem.kind },
      })
    }
  } else if (Array.isArray(value)) value.forEach((item, index) => checkFiles(item, [...path, index], ctx))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) checkFiles(item, [...path, key], ctx)
}

/** Response (no envelope). */
export const QuestionnaireSubmissionResponseSchema = z.looseObject({
  questionnaire_request_id: z.string().min(1),
  company_id: z.string().min(1),
  service_id: z.string().min(1),
})
export type QuestionnaireSubmissionResponse = z.infer<typeof QuestionnaireSubmissionResponseSchema>

type Issue = { path: Array<string | number>; message: string }

/**
 * A date question about a past event, known by its key: a birth (`dob`, `date_of_birth`) or an
 * incorporation, registration or issue. Its answer may not lie in the future, nor a birth further
 * back than a living person's age.
 */
function pastEventProblem(keyName: string, answer: string): string | null {
  if (/^(dob|date_of_birth|birth_date)$/i.test(keyName)) return birthDateProblem(answer)
  return /incorporat|registration_date|issue_date|founded/i.test(keyName) ? pastDateProblem(answer) : null
}

/** A country answer names the option's country, one of its states, or `<country>.<state>` (the version 1 form). */
export function isOptionAnswer(option: CountryOption, answer: string): boolean {
  return (
    option.country_name === answer ||
    option.states.includes(answer) ||
    option.states.some((state) => `${option.country_name}.${state}` === answer)
  )
}

/** Checks one answer against its question; '' or an empty list means "not answered". */
export function answerIssues(question: Question | SubQuestion, answer: unknown, path: Array<string | number>): Issue[] {
  const empty = answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)
  if (empty) return question.rules.required ? [{ path, message: 'is required' }] : []
  const issues: Issue[] = []
  switch (question.input_type) {
    case 'text':
      if (typeof answer !== 'string') issues.push({ path, message: 'must be text' })
      break
    case 'date': {
      if (!IsoDateSchema.safeParse(answer).success) issues.push({ path, message: 'must be a date as YYYY-MM-DD' })
      const problem = typeof answer === 'string' ? pastEventProblem(question.key_name, answer) : null
      if (problem) issues.push({ path, message: problem })
      break
    }
    case 'countries_list': {
      const options = (question as Question).options
      if (typeof answer !== 'string') issues.push({ path, message: 'must be a country name' })
      else if (options && options.length > 0 && !options.some((option) => isOptionAnswer(option, answer)))
        issues.push({ path, message: 'must be one of the listed countries' })
      break
    }
    case 'file': {
      const files = Array.isArray(answer) ? answer : [answer]
      if (!files.every(isFile)) issues.push({ path, message: 'must be uploaded files' })
      else if (!question.rules.multiple && files.length > 1) issues.push({ path, message: 'must be a single file' })
      break
    }
    case 'sub_questions': {
      const groups = (question as Question).sub_questions ?? []
      const subQuestions = groups.flatMap((group) => group.questions)
      if (
        !Array.isArray(answer) ||
        answer.some((entry) => isFile(entry) || typeof entry !== 'object' || entry === null)
      ) {
        issues.push({ path, message: 'must be a list of sub-question entries' })
        break
      }
      answer.forEach((entry: Record<string, unknown>, index) => {
        for (const key of Object.keys(entry)) {
          if (!subQuestions.some((sub) => sub.key_name === key))
            issues.push({ path: [...path, index, key], message: 'is not a sub question of this question' })
        }
        for (const sub of subQuestions)
          issues.push(...answerIssues(sub, entry[sub.key_name], [...path, index, sub.key_name]))
      })
      break
    }
  }
  return issues
}

/**
 * The submission form checked against `questionnaire`: every question_id exists and is answered
 * once, required questions are answered, each answer has the kind its input_type asks for.
 */
export function questionnaireAnswersSchema(questionnaire: Questionnaire) {
  const questions = new Map(
    questionnaire.pages.flatMap((page) => page.questions).map((question) => [question.question_id, question]),
  )
  return QuestionnaireSubmissionFormSchema.superRefine((form, ctx) => {
    const seen = new Map<string, number>()
    form.answers.forEach((submitted, index) => {
      const question = questions.get(submitted.question_id)
      if (!question) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', index, 'question_id'],
          message: 'is not a question of this questionnaire',
        })
        return
      }
      if (seen.has(submitted.question_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', index, 'question_id'],
          message: `is answered twice (also at answers.${seen.get(submitted.question_id)})`,
        })
      }
      seen.set(submitted.question_id, index)
      for (const issue of answerIssues(question, submitted.answer, ['answers', index, 'answer']))
        ctx.addIssue({ code: 'custom', ...issue })
    })
    for (const question of questions.values()) {
      if (question.rules.required && !seen.has(question.question_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers'],
          message: `must answer the required question ${question.question_id} (${question.key_name})`,
        })
      }
    }
  })
}

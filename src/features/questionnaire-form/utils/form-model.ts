import { toBracketFields } from '@contract/services/bracket-fields'
import { fileProblems, type FileDescriptor } from '@contract/services/file-checks'
import { QUESTIONNAIRE_FILE_RULES } from '@contract/services/file-limits'
import { answerIssues } from '@contract/services/questionnaire-submission'
import type { Question, Questionnaire, SubQuestion } from '@contract/services/questionnaires'
import { z } from 'zod'

/**
 * The hosted form's values: one answer per question of the questionnaire, in order (`answers.<n>`
 * is the n-th question over all pages). Text, date and country answers are strings; file answers
 * lists of File; sub-question answers lists of entries keyed by sub question key_name.
 */
export type SubEntry = Record<string, string | File[]>
export type AnswerValue = string | File[] | SubEntry[]
export interface FormValues {
  answers: AnswerValue[]
}

export interface FormQuestion {
  question: Question
  /** Position over all pages: the form field is `answers.<index>`. */
  index: number
  page: number
}

export function formQuestionsOf(questionnaire: Questionnaire): FormQuestion[] {
  let index = 0
  return questionnaire.pages.flatMap((page, pageIndex) =>
    page.questions.map((question) => ({ question, index: index++, page: pageIndex })),
  )
}

/** The sub questions of a sub_questions question (all groups together). */
export function subQuestionsOf(question: Question): SubQuestion[] {
  return (question.sub_questions ?? []).flatMap((group) => group.questions)
}

export function emptySubEntry(question: Question): SubEntry {
  return Object.fromEntries(subQuestionsOf(question).map((sub) => [sub.key_name, sub.input_type === 'file' ? [] : '']))
}

export function emptyAnswer(question: Question): AnswerValue {
  if (question.input_type === 'file') return []
  if (question.input_type === 'sub_questions') return question.rules.required ? [emptySubEntry(question)] : []
  return ''
}

export function emptyValues(questions: readonly FormQuestion[]): FormValues {
  return { answers: questions.map(({ question }) => emptyAnswer(question)) }
}

const isFileList = (value: unknown): value is File[] =>
  Array.isArray(value) && value.every((item) => item instanceof File)

/** A browser File as the contract's checks see an uploaded file. */
export function describeFile(file: File): FileDescriptor {
  return { filename: file.name, mimetype: file.type, size: file.size }
}

/** The problems of a chosen file against the upload rules (type and 5 MB), before any upload. */
export function fileRuleProblems(file: File): string[] {
  return fileProblems(describeFile(file), QUESTIONNAIRE_FILE_RULES).map((problem) => problem.message)
}

/** An answer in the shape the contract's submission rules check (files as descriptors). */
function toCheckedAnswer(value: AnswerValue | undefined, question: Question | SubQuestion): unknown {
  if (value === undefined) return undefined
  if (question.input_type === 'file') return isFileList(value) ? value.map(describeFile) : value
  if (question.input_type === 'sub_questions' && Array.isArray(value)) {
    const subs = subQuestionsOf(question as Question)
    return (value as SubEntry[]).map((entry) =>
      Object.fromEntries(
        subs
          .map((sub) => [sub.key_name, toCheckedAnswer(entry[sub.key_name], sub)])
          .filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0)),
      ),
    )
  }
  return typeof value === 'string' ? value.trim() : value
}

/**
 * The form's validation: the contract's rules of each question (required, kind of answer, listed
 * country, single file) and the upload rules of each file, reported on `answers.<n>[.<entry>.<key>]`.
 */
export function formSchema(questions: readonly FormQuestion[]) {
  return z.object({ answers: z.array(z.any()) }).superRefine((values, ctx) => {
    for (const { question, index } of questions) {
      const value = values.answers[index] as AnswerValue | undefined
      for (const issue of answerIssues(question, toCheckedAnswer(value, question), ['answers', index])) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: `This answer ${issue.message}.` })
      }
      const files: Array<{ file: File; path: Array<string | number> }> = []
      if (isFileList(value)) files.push(...value.map((file) => ({ file, path: ['answers', index] })))
      if (question.input_type === 'sub_questions' && Array.isArray(value)) {
        ;(value as SubEntry[]).forEach((entry, position) => {
          for (const [key, item] of Object.entries(entry))
            if (isFileList(item)) files.push(...item.map((file) => ({ file, path: ['answers', index, position, key] })))
        })
      }
      for (const { file, path } of files)
        for (const problem of fileRuleProblems(file))
          ctx.addIssue({ code: 'custom', path, message: `${file.name}: ${problem}.` })
    }
  })
}

function isAnswered(value: unknown) {
  return !(value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
}

/** One file of the submission and the bytes sent before it (for per-file progress). */
export interface SubmittedFile {
  file: File
  /** The form field it answers (`answers.<n>` or `answers.<n>.<entry>.<key>`). */
  field: string
  start: number
}

export interface Submission {
  form: FormData
  files: SubmittedFile[]
  /** Estimated body size, in the same units as `start`. */
  estimatedBytes: number
  /** `answers[i]` of the submission → the form's question index. */
  questionIndexOf: number[]
}

/** Bytes a multipart part costs besides its content (boundary and headers), roughly. */
const partOverhead = 120

/**
 * The multipart form the upstream expects (`services[]`, `answers[i][question_id]`,
 * `answers[i][answer]…` in bracket names), with the unanswered optional questions left out.
 */
export function buildSubmission(questions: readonly FormQuestion[], values: FormValues): Submission {
  const answers: Array<{ question_id: string; answer: unknown }> = []
  const questionIndexOf: number[] = []
  for (const { question, index } of questions) {
    const value = values.answers[index]
    if (!isAnswered(value)) continue
    let answer: unknown = typeof value === 'string' ? value.trim() : value
    if (question.input_type === 'sub_questions') {
      answer = (value as SubEntry[]).map((entry) =>
        Object.fromEntries(
          Object.entries(entry)
            .filter(([, item]) => isAnswered(item))
            .map(([key, item]) => [key, Array.isArray(item) && item.length === 1 ? item[0] : item]),
        ),
      )
    }
    questionIndexOf.push(index)
    answers.push({ question_id: question.question_id, answer })
  }
  const form = new FormData()
  const files: SubmittedFile[] = []
  let bytes = 0
  for (const [name, value] of toBracketFields<string | File>({ services: ['questionnaire'], answers })) {
    const fixedName = name === 'services[0]' ? 'services[]' : name
    if (value instanceof File) {
      files.push({
        file: value,
        field: fieldOfSubmittedName(fixedName, questionIndexOf) ?? '',
        start: bytes + partOverhead,
      })
      bytes += partOverhead + value.size
      form.append(fixedName, value, value.name)
    } else {
      bytes += partOverhead + String(value).length
      form.append(fixedName, String(value))
    }
  }
  return { form, files, estimatedBytes: bytes, questionIndexOf }
}

/**
 * The form field a path of the submission names (`answers[2][answer][0][dob]` or
 * `answers.2.answer.0.dob`), or undefined for a path no question owns.
 */
export function fieldOfSubmittedName(path: string, questionIndexOf: readonly number[]): string | undefined {
  const dotted = path.replace(/\[([^\]]*)\]/g, '.$1')
  const match = /^answers\.(\d+)\.answer(?:\.(\d+)(?:\.([A-Za-z0-9_]+))?)?/.exec(dotted)
  if (!match) return undefined
  const index = questionIndexOf[Number(match[1])]
  if (index === undefined) return undefined
  return match[3] !== undefined ? `answers.${index}.${match[2]}.${match[3]}` : `answers.${index}`
}

/** Per-file progress (0 to 1) from the bytes the browser reports sent. */
export function fileProgress(
  submission: Pick<Submission, 'files' | 'estimatedBytes'>,
  loaded: number,
  total: number,
): number[] {
  const sent = total > 0 ? (loaded / total) * submission.estimatedBytes : 0
  return submission.files.map(({ file, start }) =>
    file.size === 0 ? (sent >= start ? 1 : 0) : Math.min(1, Math.max(0, (sent - start) / file.size)),
  )
}

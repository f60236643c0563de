import type { AnsweredPageSchema, FileAnswer } from '@contract/services/questionnaire-detail'
import type { z } from 'zod'
import type { SubmittedAnswerValue } from '@contract/services/questionnaire-submission'
import { extensionOf } from '@contract/services/file-checks'
import type { Page, Question, Questionnaire, SubQuestion } from '@contract/services/questionnaires'
import type { ReceivedFile } from '../../shared/multipart/receive-multipart'

/**
 * The answers of a submission as stored (spec §2.7 answer shapes): text, date and country answers
 * as strings, files as lists of file records, sub-question answers as one object per entry keyed
 * by key_name; null for a question left unanswered (an empty list for a file inside an entry).
 * Files are stored without their link: `withFileLinks` signs fresh ones whenever they are read.
 */

export type StoredFile = Pick<FileAnswer, 'file_id' | 'file_name' | 'extension_type' | 'file_size'>
/** A page as stored: each question carries its `answer` (files without `file_url`). */
export type StoredPage = Page
type AnsweredPage = z.infer<typeof AnsweredPageSchema>

/** A file of the form, with the record it is stored under and the key name of its question. */
export interface FileToStore {
  record: StoredFile
  file: ReceivedFile
  keyName: string
}

/** `182.4 KB`: bytes in B, KB or MB with at most one decimal. */
export function formatFileSize(bytes: number): string {
  const [value, unit] =
    bytes < 1024 ? [bytes, 'B'] : bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB']
  return `${Number(value.toFixed(1))} ${unit}`
}

function isFile(value: unknown): value is ReceivedFile {
  return typeof value === 'object' && value !== null && 'filename' in value && 'chunks' in value
}

/** The stored pages of `questionnaire` answered by `answers` (already validated), and the files to store. */
export function answeredPages(
  questionnaire: Questionnaire,
  answers: ReadonlyArray<{ question_id: string; answer: SubmittedAnswerValue }>,
  newFileId: () => string,
) {
  const byId = new Map(answers.map((a) => [a.question_id, a.answer as unknown]))
  const files: FileToStore[] = []
  const storeFiles = (value: unknown, keyName: string): StoredFile[] =>
    (Array.isArray(value) ? value : [value]).filter(isFile).map((file) => {
      const record: StoredFile = {
        file_id: newFileId(),
        file_name: file.filename,
        extension_type: extensionOf(file.filename),
        file_size: formatFileSize(file.size),
      }
      files.push({ record, file, keyName })
      return record
    })
  const subAnswer = (sub: SubQuestion, value: unknown): unknown => {
    if (sub.input_type === 'file') return storeFiles(value ?? [], sub.key_name)
    return typeof value === 'string' && value !== '' ? value : null
  }
  const answerOf = (question: Question): unknown => {
    const value = byId.get(question.question_id)
    const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
    if (empty) return null
    if (question.input_type === 'file') return storeFiles(value, question.key_name)
    if (question.input_type === 'sub_questions') {
      const subs = (question.sub_questions ?? []).flatMap((group) => group.questions)
      return (value as Array<Record<string, unknown>>).map((entry) =>
        Object.fromEntries(subs.map((sub) => [sub.key_name, subAnswer(sub, entry[sub.key_name])])),
      )
    }
    return value
  }
  const pages: StoredPage[] = questionnaire.pages.map((page) => ({
    ...page,
    questions: page.questions.map((question) => ({ ...question, answer: answerOf(question) })),
  }))
  return { pages, files }
}

/** The stored pages with a freshly signed `file_url` on every file record. */
export function withFileLinks(pages: StoredPage[], link: (fileId: string) => string): AnsweredPage[] {
  const sign = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sign)
    if (typeof value === 'object' && value !== null) {
      if ('file_id' in value && 'file_name' in value) return { file_url: link(String(value.file_id)), ...value }
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sign(item)]))
    }
    return value
  }
  return pages.map(
    (page) =>
      ({
        ...page,
        questions: page.questions.map((question) => ({ ...question, answer: sign(question.answer) })),
      }) as AnsweredPage,
  )
}

/** The answer of the first question with this key name (top-level questions). */
export function answerOfKey(pages: StoredPage[], keyName: string): unknown {
  return pages.flatMap((page) => page.questions).find((question) => question.key_name === keyName)?.answer
}

/** The text answer of a key name, or undefined. */
export function textOfKey(pages: StoredPage[], keyName: string): string | undefined {
  const answer = answerOfKey(pages, keyName)
  return typeof answer === 'string' && answer.trim() !== '' ? answer.trim() : undefined
}

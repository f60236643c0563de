import { z } from 'zod'
import type { AnswerValue, FormValues, SubEntry } from './form-model'

/**
 * The answers being filled in, kept in this browser's localStorage under the link's token until
 * they are submitted (a reload or a lost connection loses nothing). Text, dates and countries are
 * kept here; of a chosen file only its name (localStorage holds text): its bytes are kept in
 * IndexedDB (draft-files-store.ts), and a file whose bytes cannot be brought back is asked for again.
 */
const keyOf = (token: string) => `kybdesk.questionnaire-draft.${token}`

const StoredEntrySchema = z.record(z.string(), z.union([z.string(), z.object({ files: z.array(z.string()) })]))
const StoredAnswerSchema = z.union([z.string(), z.object({ files: z.array(z.string()) }), z.array(StoredEntrySchema)])
const DraftSchema = z.object({
  version: z.literal(1),
  step: z.number().int().min(0),
  answers: z.array(StoredAnswerSchema),
  saved_at: z.string(),
})

export interface Draft {
  step: number
  values: FormValues
  /** Names of the files chosen before the reload, by form field (restored from IndexedDB, else asked for again). */
  chosenFiles: Record<string, string[]>
  savedAt: string
}

const isFiles = (value: unknown): value is File[] => Array.isArray(value) && value.every((item) => item instanceof File)

function storeValue(value: AnswerValue | string | File[]) {
  if (typeof value === 'string') return value
  if (isFiles(value)) return { files: value.map((file) => file.name) }
  return (value as SubEntry[]).map((entry) =>
    Object.fromEntries(
      Object.entries(entry).map(([key, item]) => [
        key,
        typeof item === 'string' ? item : { files: item.map((f) => f.name) },
      ]),
    ),
  )
}

export function saveDraft(token: string, values: FormValues, step: number) {
  try {
    const draft = { version: 1, step, answers: values.answers.map(storeValue), saved_at: new Date().toISOString() }
    window.localStorage.setItem(keyOf(token), JSON.stringify(draft))
  } catch {
    // Storage full or disabled (private mode): the form still works, without resume.
  }
}

/** The saved draft of a link, fitted onto the questionnaire's current questions; undefined when none. */
export function loadDraft(token: string, empty: FormValues): Draft | undefined {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(keyOf(token))
  } catch {
    return undefined
  }
  if (!raw) return undefined
  let parsed: z.infer<typeof DraftSchema>
  try {
    parsed = DraftSchema.parse(JSON.parse(raw))
  } catch {
    return undefined
  }
  const chosenFiles: Record<string, string[]> = {}
  const answers = empty.answers.map((blank, index): AnswerValue => {
    const stored = parsed.answers[index]
    if (stored === undefined) return blank
    if (typeof blank === 'string') return typeof stored === 'string' ? stored : blank
    if (blank.length === 0 && !Array.isArray(stored) && typeof stored === 'object') {
      if (stored.files.length > 0) chosenFiles[`answers.${index}`] = stored.files
      return []
    }
    if (!Array.isArray(stored)) return blank
    return stored.map((entry, position) =>
      Object.fromEntries(
        Object.entries(entry).map(([key, item]) => {
          if (typeof item === 'string') return [key, item]
          if (item.files.length > 0) chosenFiles[`answers.${index}.${position}.${key}`] = item.files
          return [key, []]
        }),
      ),
    )
  })
  return { step: parsed.step, values: { answers }, chosenFiles, savedAt: parsed.saved_at }
}

export function clearDraft(token: string) {
  try {
    window.localStorage.removeItem(keyOf(token))
  } catch {
    // Nothing stored.
  }
}

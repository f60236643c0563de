import { clearDraftFiles, readDraftFiles, writeDraftFiles } from './draft-files-store'
import type { FormValues, SubEntry } from './form-model'

const isFileList = (value: unknown): value is File[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof File)

/** The chosen files of the form by field name (`answers.<n>`, `answers.<n>.<entry>.<key>`); empty fields left out. */
export function fileFieldsOf(values: FormValues): Map<string, File[]> {
  const fields = new Map<string, File[]>()
  values.answers.forEach((answer, index) => {
    if (isFileList(answer)) fields.set(`answers.${index}`, answer)
    else if (Array.isArray(answer)) {
      ;(answer as unknown[]).forEach((entry, position) => {
        if (typeof entry !== 'object' || entry === null || entry instanceof File) return
        for (const [key, item] of Object.entries(entry as SubEntry))
          if (isFileList(item)) fields.set(`answers.${index}.${position}.${key}`, item)
      })
    }
  })
  return fields
}

const sameFiles = (a: readonly File[] | undefined, b: readonly File[] | undefined) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((file, i) => file === b?.[i])
const sameNames = (files: readonly File[], names: readonly string[]) =>
  files.length === names.length && files.every((file, i) => file.name === names[i])

export interface DraftFilesSync {
  /**
   * The kept files of the fields whose names the text draft lists, in the same order (the text
   * draft is written first, so a file whose write did not finish before a reload is not brought
   * back against the draft). Empty when nothing is kept or IndexedDB cannot be read.
   */
  restore(names: Readonly<Record<string, readonly string[]>>): Promise<Map<string, File[]>>
  /** Keeps the chosen files of `values`; only fields whose files changed are written. */
  keep(values: FormValues): void
  /** Forgets every kept file of the link (sent, or the link can no longer be used); stops keeping. */
  discard(): Promise<void>
}

/**
 * Keeps a link's chosen files in IndexedDB while the form is filled in. Writes run one at a time,
 * each with the latest values. `onKept(false)` when the browser refused to keep them (private
 * mode, storage full): the form goes on, and the user is told a reload would lose them.
 */
export function createDraftFilesSync(token: string, onKept: (kept: boolean) => void): DraftFilesSync {
  /** What the store holds (as last written or read), by field. */
  let kept = new Map<string, readonly File[]>()
  let latest: Map<string, File[]> | undefined
  let ready = false
  let writing = false
  let stopped = false

  async function writeLatest() {
    writing = true
    while (latest && !stopped) {
      const wanted = latest
      latest = undefined
      const changes = new Map<string, readonly File[]>()
      for (const [field, files] of wanted) if (!sameFiles(kept.get(field), files)) changes.set(field, files)
      for (const field of kept.keys()) if (!wanted.has(field)) changes.set(field, [])
      if (changes.size === 0) continue
      // Tried once per change: a failed write is not repeated on every keystroke.
      kept = new Map(wanted)
      try {
        await writeDraftFiles(token, changes)
        if (!stopped) onKept(true)
      } catch {
        if (!stopped) onKept(false)
      }
    }
    writing = false
  }

  return {
    async restore(names) {
      let stored = new Map<string, File[]>()
      try {
        stored = await readDraftFiles(token)
      } catch {
        // Nothing can be read back: the form asks for the files again.
      }
      kept = stored
      ready = true
      return new Map(
        [...stored].filter(([field, files]) => names[field] !== undefined && sameNames(files, names[field])),
      )
    },
    keep(values) {
      if (stopped) return
      latest = fileFieldsOf(values)
      if (ready && !writing) void writeLatest()
    },
    async discard() {
      stopped = true
      latest = undefined
      await clearDraftFiles(token).catch(() => undefined)
    },
  }
}

import { z } from 'zod'

/**
 * The files an end user chose in the hosted form, kept in this browser's IndexedDB until the
 * answers are sent (ADR 0014). One record per form field (`answers.<n>` or
 * `answers.<n>.<entry>.<key>`) under the link's token: the token is already in the page's URL and
 * nothing else identifies the record (no account data). Bytes are kept as ArrayBuffer, which every
 * browser stores (Blob storage has had gaps), with the file's name, type, size and date.
 *
 * Every call opens the database, does one transaction and closes it; calls run one after another
 * (a clear queued after a write runs after that write). Any failure (no IndexedDB in private mode,
 * storage full, a blocked upgrade) rejects: callers decide what the user is told.
 */
const databaseName = 'kybdesk-questionnaire-drafts'
const storeName = 'files'

const StoredFileSchema = z.object({
  name: z.string().min(1).max(1000),
  type: z.string().max(200),
  size: z.number().int().min(0),
  last_modified: z.number(),
  // Checked by tag, not instanceof: a structured clone may come from another realm (test runners).
  bytes: z.custom<ArrayBuffer>(
    (value) => Object.prototype.toString.call(value) === '[object ArrayBuffer]',
    'must be the file bytes',
  ),
})
const StoredFieldSchema = z.object({ token: z.string(), field: z.string(), files: z.array(StoredFileSchema).min(1) })
type StoredField = z.infer<typeof StoredFieldSchema>

let queue: Promise<unknown> = Promise.resolve()
function inTurn<T>(operation: () => Promise<T>): Promise<T> {
  const run = queue.then(operation, operation)
  queue = run.catch(() => undefined)
  return run
}

function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function openDatabase(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available in this browser'))
  const request = indexedDB.open(databaseName, 1)
  request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath: ['token', 'field'] })
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'))
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'))
  })
}

/** Runs `work` in one transaction; resolves when it has committed, rejects when it aborted. */
async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const database = await openDatabase()
  try {
    const transaction = database.transaction(storeName, mode)
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve()
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    })
    const [result] = await Promise.all([work(transaction.objectStore(storeName)), done])
    return result
  } finally {
    database.close()
  }
}

/** All the token's records: [token] ≤ key < [token, []] (arrays sort after strings). */
const rangeOf = (token: string) => IDBKeyRange.bound([token], [token, []])

function fileOf(stored: z.infer<typeof StoredFileSchema>): File {
  return new File([stored.bytes], stored.name, { type: stored.type, lastModified: stored.last_modified })
}

/** The files kept for a link, by form field; records that do not fit are left out. */
export function readDraftFiles(token: string): Promise<Map<string, File[]>> {
  return inTurn(async () => {
    const records = await transact('readonly', (store) => requested(store.getAll(rangeOf(token))))
    const fields = new Map<string, File[]>()
    for (const record of records) {
      const parsed = StoredFieldSchema.safeParse(record)
      if (parsed.success && parsed.data.token === token) fields.set(parsed.data.field, parsed.data.files.map(fileOf))
    }
    return fields
  })
}

/** Replaces the kept files of some fields (an empty list removes the field's record), in one transaction. */
export function writeDraftFiles(token: string, changes: ReadonlyMap<string, readonly File[]>): Promise<void> {
  return inTurn(async () => {
    // The bytes are read before the transaction opens: a transaction commits once nothing is pending.
    const records: Array<StoredField | { token: string; field: string; files: [] }> = await Promise.all(
      [...changes].map(async ([field, files]) => ({
        token,
        field,
        files: await Promise.all(
          files.map(async (file) => ({
            name: file.name,
            type: file.type,
            size: file.size,
            last_modified: file.lastModified,
            bytes: await file.arrayBuffer(),
          })),
        ),
      })),
    )
    await transact('readwrite', async (store) => {
      await Promise.all(
        records.map((record) =>
          record.files.length > 0 ? requested(store.put(record)) : requested(store.delete([token, record.field])),
        ),
      )
    })
  })
}

/** Removes every file kept for a link. */
export function clearDraftFiles(token: string): Promise<void> {
  return inTurn(() => transact('readwrite', async (store) => void (await requested(store.delete(rangeOf(token))))))
}

import type { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { WatchlistFormatError } from './import-errors'

/** Rows of a CSV stream, each with its line number; a malformed line throws WatchlistFormatError naming it. */
export async function* csvRows(
  stream: Readable,
  file: string,
  delimiter = ',',
): AsyncGenerator<{ line: number; row: string[] }> {
  const parser = stream.pipe(
    parse({ delimiter, relax_column_count: true, trim: true, skip_empty_lines: true, info: true, bom: true }),
  )
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.record.every((cell) => cell === '')) continue
      yield { line: record.info.lines, row: record.record }
    }
  } catch (error) {
    if (error instanceof WatchlistFormatError) throw error
    const line = (error as { lines?: number }).lines
    throw new WatchlistFormatError(file, line ?? 0, error instanceof Error ? error.message : String(error))
  }
}

/** A column of a headed CSV file and the headings it has had in published versions of the file. */
export type ColumnHeadings<K extends string> = Record<K, readonly string[]>

export interface HeadedRecord<K extends string> {
  line: number
  /** The trimmed cell of a column, null when the column is absent or the cell empty. */
  get(column: K): string | null
}

const heading = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/**
 * Records of a CSV file with a header row, found among its first three rows (lists put a banner such
 * as `Report Date: …` or `Last Updated,…` above it; `preamble` receives those rows). The header
 * must hold every `required` column, under any of its known headings.
 */
export async function* headedRecords<K extends string>(
  stream: Readable,
  options: {
    file: string
    delimiter?: string
    columns: ColumnHeadings<K>
    required: readonly NoInfer<K>[]
    preamble?: (row: string[]) => void
  },
): AsyncGenerator<HeadedRecord<K>> {
  const { file, columns, required } = options
  let index: Map<K, number> | undefined
  let first: string[] | undefined
  for await (const { line, row } of csvRows(stream, file, options.delimiter)) {
    if (!index) {
      first ??= row
      const found = new Map<K, number>()
      const headings = row.map(heading)
      for (const key of Object.keys(columns) as K[]) {
        const at = headings.findIndex((h) => columns[key].some((name) => heading(name) === h))
        if (at >= 0) found.set(key, at)
      }
      if (required.every((key) => found.has(key))) {
        index = found
        continue
      }
      if (line >= 3) break
      options.preamble?.(row)
      continue
    }
    const at = index
    yield { line, get: (column) => (at.has(column) ? row[at.get(column) ?? -1]?.trim() || null : null) }
  }
  if (!index) {
    const headings = (first ?? []).map(heading)
    const missing = required.filter((key) => !columns[key].some((name) => headings.includes(heading(name))))
    throw new WatchlistFormatError(
      file,
      1,
      `not the expected header: missing column(s) ${missing.map((key) => columns[key][0]).join(', ')}`,
    )
  }
}

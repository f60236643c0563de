import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

/**
 * The one CSV writer of the proxy (audit trail, search results, and every table export after
 * them). RFC 4180 cells, safe to open in a spreadsheet, streamed row by row so that a large list
 * never sits in memory.
 */

/**
 * One CSV cell: a value starting with = + - @ (or a tab or carriage return) is prefixed with ' so
 * that a spreadsheet never evaluates it as a formula; objects are written as JSON.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: readonly unknown[]) {
  return `${values.map(csvCell).join(',')}\r\n`
}

/** The header line, then one line per row as the rows arrive. */
export async function* csvLines(
  columns: readonly string[],
  rows: AsyncIterable<readonly unknown[]>,
): AsyncGenerator<string> {
  yield csvRow(columns)
  for await (const row of rows) yield csvRow(row)
}

/** A file name safe in a Content-Disposition header: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string) {
  return name.replace(/[^\w.-]+/g, '-').slice(0, 120)
}

/** Streams the CSV as a download named `fileName`. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  columns: readonly string[],
  rows: AsyncIterable<readonly unknown[]>,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeFileName(fileName)}"`)
    .send(Readable.from(csvLines(columns, rows)))
}

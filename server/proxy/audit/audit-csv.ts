import type { AuditEntry } from '@contract/bff/audit'

export const auditCsvColumns = ['id', 'at', 'actor_id', 'actor_email', 'role', 'action', 'target_type', 'target_ids', 'outcome', 'ip', 'detail', 'hash'] as const

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a value starting with = + - @ (or a tab or
 * carriage return) is prefixed with ' so it is never evaluated as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: readonly unknown[]) {
  return `${values.map(csvCell).join(',')}\r\n`
}

export function auditCsvHeader() {
  return csvRow(auditCsvColumns)
}

export function auditCsvLine(entry: AuditEntry) {
  return csvRow(auditCsvColumns.map((column) => (column === 'target_ids' ? entry.target_ids.join(' ') : entry[column])))
}

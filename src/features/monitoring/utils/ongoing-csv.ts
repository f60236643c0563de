import type { OngoingRequest } from '@contract/services/ongoing-aml'

/**
 * CSV of monitored requests. A cell that a spreadsheet would run as a formula (starting with =, +,
 * -, @, a tab or a carriage return) is prefixed with an apostrophe; every cell is quoted.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

export const ongoingCsvHeader = ['aml_request_id', 'service_random_id', 'search', 'country_names', 'match_status', 'ongoing_monitoring', 'duration', 'duration_type', 'total_ongoing_request', 'last_updated_at', 'created_at'] as const

export function ongoingCsv(rows: readonly OngoingRequest[]): string {
  const lines = [ongoingCsvHeader.join(','), ...rows.map((row) => ongoingCsvHeader.map((key) => csvCell(row[key])).join(','))]
  return `${lines.join('\r\n')}\r\n`
}

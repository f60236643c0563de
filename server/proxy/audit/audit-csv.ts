import type { AuditEntry } from '@contract/bff/audit'

export const auditCsvColumns = [
  'id',
  'at',
  'actor_id',
  'actor_email',
  'role',
  'action',
  'target_type',
  'target_ids',
  'outcome',
  'ip',
  'detail',
  'hash',
] as const

/** The cells of one audit entry, in the order of auditCsvColumns (written by exports/csv-writer.ts). */
export function auditCsvValues(entry: AuditEntry): unknown[] {
  return auditCsvColumns.map((column) => (column === 'target_ids' ? entry.target_ids.join(' ') : entry[column]))
}

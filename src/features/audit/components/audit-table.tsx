import type { AuditEntry } from '@contract/bff/audit'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { Badge } from '@/components/ui/badge'
import { DataTable } from '@/components/ui/data-table'
import { auditDetailLines } from '../utils/audit-detail'

const column = createColumnHelper<AuditEntry>()
const columns = [
  column.accessor('at', { header: 'When (UTC)', cell: (info) => info.getValue().slice(0, 19).replace('T', ' ') }),
  column.accessor('actor_email', { header: 'Actor', cell: (info) => info.getValue() ?? 'system' }),
  column.accessor('action', { header: 'Action' }),
  column.accessor('target_ids', {
    header: 'Target',
    cell: (info) => [info.row.original.target_type, info.getValue().join(', ')].filter(Boolean).join(': ') || '—',
  }),
  column.accessor('outcome', {
    header: 'Outcome',
    cell: (info) => (
      <Badge tone={info.getValue() === 'success' ? 'good' : info.getValue() === 'denied' ? 'warn' : 'bad'}>
        {info.getValue()}
      </Badge>
    ),
  }),
  column.accessor('detail', {
    header: 'Detail',
    cell: (info) => {
      const lines = auditDetailLines(info.getValue())
      if (lines.length === 0) return '—'
      return (
        <dl className="max-w-md space-y-0.5 text-xs">
          {lines.map(([label, text], index) => (
            <div key={index} className="break-words">
              <dt className="inline font-medium">{label}:</dt> <dd className="inline">{text}</dd>
            </div>
          ))}
        </dl>
      )
    },
  }),
]

export function AuditTable({ entries, busy }: { entries: readonly AuditEntry[]; busy?: boolean }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not memo-safe; the table is re-read each render.
  const table = useReactTable({
    data: entries as AuditEntry[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  })
  return <DataTable table={table} caption="Audit trail" busy={busy} />
}

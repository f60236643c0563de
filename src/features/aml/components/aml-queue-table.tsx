import type { AmlQueueItem } from '@contract/bff/aml-review'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { DataTable } from '@/components/ui/data-table'
import { reviewPath } from '../utils/aml-paths'
import { dispositionLabels, dispositionTones } from '../utils/review-labels'

const column = createColumnHelper<AmlQueueItem>()
const day = (iso: string) => iso.slice(0, 10)

const columns = [
  column.accessor('subject_name', {
    header: 'Subject',
    cell: (info) => (
      <Link to={reviewPath(info.row.original.aml_request_id)} className="text-brand-700 underline dark:text-sky-300">
        {info.getValue() ?? info.row.original.aml_request_id}
      </Link>
    ),
  }),
  column.accessor('company', {
    header: 'Company',
    cell: (info) => {
      const company = info.getValue()
      return company ? (
        <Link to={`/companies/v2/${encodeURIComponent(company.kyb_response_id)}`} className="underline">
          {company.name ?? 'Company profile'}
        </Link>
      ) : (
        '—'
      )
    },
  }),
  column.accessor('status', { header: 'Status', cell: (info) => info.getValue() ?? 'unknown' }),
  column.accessor('match_status', {
    header: 'Match',
    cell: (info) => {
      const value = info.getValue()
      return value ? <Badge tone={value === 'potential match' ? 'warn' : 'good'}>{value}</Badge> : '—'
    },
  }),
  column.accessor('disposition', {
    header: 'Disposition',
    cell: (info) => <Badge tone={dispositionTones[info.getValue()]}>{dispositionLabels[info.getValue()]}</Badge>,
  }),
  column.accessor('reviewers', { header: 'Reviewers', cell: (info) => info.getValue().join(', ') || '—' }),
  column.accessor('requested_by', { header: 'Requested by', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('created_at', { header: 'Requested on', cell: (info) => day(info.getValue()) }),
]

/** The AML queue, in the server's order (open potential matches first). */
export function AmlQueueTable({ items, busy }: { items: AmlQueueItem[]; busy: boolean }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not memo-safe; the table is re-read each render.
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.aml_request_id,
  })
  return <DataTable table={table} caption="AML requests" busy={busy} />
}

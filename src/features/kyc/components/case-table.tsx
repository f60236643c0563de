import type { KycCase } from '@contract/bff/kyc-cases'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { format } from 'date-fns'
import { Link } from 'react-router'
import { DataTable } from '@/components/ui/data-table'
import { documentTypeLabels, listedNameLabel } from '../utils/review-labels'
import { DeclinedCodeSummary } from './declined-code-list'
import { KycStatusBadge, ReviewStateBadge } from './kyc-badges'

const column = createColumnHelper<KycCase>()

/** The queue's rows in the proxy's order (declined and undecided first); each case links to its review. */
export function CaseTable({
  cases,
  caseHref,
  busy,
}: {
  cases: KycCase[]
  caseHref: (kycRequestId: string) => string
  busy?: boolean
}) {
  const columns = [
    column.accessor('kyc_request_id', {
      header: 'Case',
      cell: (info) => (
        <Link to={caseHref(info.getValue())} className="font-medium text-brand-700 underline dark:text-brand-300">
          {info.row.original.subject || info.getValue()}
        </Link>
      ),
    }),
    column.accessor('status', { header: 'Result', cell: (info) => <KycStatusBadge status={info.getValue()} /> }),
    column.accessor('declined_codes', {
      header: 'Decline codes',
      cell: (info) => <DeclinedCodeSummary codes={info.getValue()} />,
    }),
    column.accessor('review_state', { header: 'Review', cell: (info) => <ReviewStateBadge state={info.getValue()} /> }),
    column.accessor('country', {
      header: 'Country',
      cell: (info) => (info.getValue() ? listedNameLabel(info.getValue()!) : '—'),
    }),
    column.display({
      id: 'type',
      header: 'Type',
      cell: ({ row }) =>
        [
          ...row.original.kyc_request_type.filter((t) => t !== 'document'),
          ...row.original.document_types.map((t) => documentTypeLabels[t] ?? t),
        ].join(', ') || '—',
    }),
    column.accessor('submitted_by', { header: 'Submitted by', cell: (info) => info.getValue() ?? 'a callback' }),
    column.accessor('created_at', {
      header: 'Submitted',
      cell: (info) => format(new Date(info.getValue()), 'yyyy-MM-dd HH:mm'),
    }),
  ]
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not memo-safe; the table is re-read each render.
  const table = useReactTable({ data: cases, columns, getCoreRowModel: getCoreRowModel() })
  return <DataTable table={table} caption="KYC verifications" busy={busy} />
}

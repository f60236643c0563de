import type { IndexedRequest } from '@contract/bff/requests'
import { createColumnHelper, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { DataTable } from '@/components/ui/data-table'

const column = createColumnHelper<IndexedRequest>()
const tones: Record<string, BadgeTone> = {
  active: 'info',
  submitted: 'good',
  expired: 'neutral',
  pending: 'warn',
  resolved: 'good',
}
const when = (iso: string) => new Date(iso).toLocaleString()
const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function IndexStatusBadge({ status }: { status: string | null }) {
  return <Badge tone={tones[status ?? ''] ?? 'neutral'}>{status ?? 'unknown'}</Badge>
}

/** Links the proxy created: state (active, expired, submitted), questionnaire, creator, dates. */
export function LinksTable({ rows }: { rows: IndexedRequest[] }) {
  const columns = useMemo(
    () =>
      [
        column.accessor('status', { header: 'State', cell: (info) => <IndexStatusBadge status={info.getValue()} /> }),
        column.accessor((row) => text(row.detail.questionnaire_id), { id: 'questionnaire', header: 'Questionnaire' }),
        column.accessor('country', { header: 'Country', cell: (info) => info.getValue() ?? 'business information' }),
        column.accessor('user_email', { header: 'Created by', cell: (info) => info.getValue() ?? '—' }),
        column.accessor('created_at', { header: 'Created', cell: (info) => when(info.getValue()) }),
        column.accessor((row) => text(row.detail.expires_at), {
          id: 'expires',
          header: 'Expires',
          cell: (info) => (info.getValue() ? when(info.getValue()) : '—'),
        }),
        column.accessor((row) => text(row.detail.questionnaire_request_id), {
          id: 'submission',
          header: 'Submission',
          cell: (info) =>
            info.getValue() ? (
              <Link
                to={`/questionnaires/submissions/${encodeURIComponent(info.getValue())}`}
                className="text-brand-700 underline dark:text-sky-300"
              >
                Open
              </Link>
            ) : (
              '—'
            ),
        }),
      ] as ColumnDef<IndexedRequest, unknown>[],
    [],
  )
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not memo-safe; the table is re-read each render.
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() })
  return <DataTable table={table} caption="Questionnaire links" />
}

/** Submissions that reached the proxy (through its hosted form or a callback). */
export function SubmissionsTable({ rows }: { rows: IndexedRequest[] }) {
  const columns = useMemo(
    () =>
      [
        column.accessor('upstream_id', {
          header: 'Submission',
          cell: (info) => (
            <Link
              to={`/questionnaires/submissions/${encodeURIComponent(info.getValue())}`}
              className="font-medium text-brand-700 underline dark:text-sky-300"
            >
              {info.getValue()}
            </Link>
          ),
        }),
        column.accessor('status', { header: 'Checks', cell: (info) => <IndexStatusBadge status={info.getValue()} /> }),
        column.accessor('created_at', { header: 'Received', cell: (info) => when(info.getValue()) }),
        column.accessor('updated_at', { header: 'Last update', cell: (info) => when(info.getValue()) }),
      ] as ColumnDef<IndexedRequest, unknown>[],
    [],
  )
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not memo-safe; the table is re-read each render.
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() })
  return <DataTable table={table} caption="Questionnaire submissions" />
}

import type { OngoingRequest } from '@contract/services/ongoing-aml'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { placeFlag, placeLabel } from '@/lib/place-labels'
import { describeDuration } from '../utils/duration-rules'
import { DurationDialog } from './duration-dialog'

const column = createColumnHelper<OngoingRequest>()
const day = (timestamp: string) => timestamp.slice(0, 10)

function Countries({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <>—</>
  return (
    <ul className="space-y-0.5">
      {names.map((name) => {
        const flag = placeFlag('v1', name)
        return (
          <li key={name} className="inline-flex items-center gap-1.5 pr-2">
            {flag && <img src={flag} alt="" className="h-3 w-4 rounded-sm" />}
            {placeLabel('v1', name)}
          </li>
        )
      })}
    </ul>
  )
}

function MonitoringAction({ row }: { row: OngoingRequest }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`${row.ongoing_monitoring ? 'Disable' : 'Enable'} monitoring of ${row.search}`}
      >
        {row.ongoing_monitoring ? 'Disable' : 'Enable'}
      </Button>
      {open && <DurationDialog row={row} isOpen={open} onOpenChange={setOpen} />}
    </>
  )
}

/**
 * The monitored requests of one page. Rows named by a monitoring alert are highlighted; each row
 * links to its review, and roles with monitoring:write enable or disable monitoring.
 */
export function MonitoringTable({
  rows,
  busy,
  alerted,
  canWrite,
  reviewPath,
}: {
  rows: OngoingRequest[]
  busy: boolean
  alerted: ReadonlySet<string>
  canWrite: boolean
  reviewPath: (amlRequestId: string) => string
}) {
  const columns = useMemo(
    () => [
      column.accessor('search', {
        header: 'Name',
        cell: (info) => (
          <span className="space-y-0.5">
            <Link
              to={reviewPath(info.row.original.aml_request_id)}
              className="block text-brand-700 underline dark:text-sky-300"
            >
              {info.getValue()}
            </Link>
            {alerted.has(info.row.original.aml_request_id) && <Badge tone="bad">new alert</Badge>}
          </span>
        ),
      }),
      column.accessor('service_random_id', { header: 'Service id' }),
      column.accessor('country_names', { header: 'Countries', cell: (info) => <Countries names={info.getValue()} /> }),
      column.accessor('match_status', {
        header: 'Match',
        cell: (info) => <Badge tone={info.getValue() === 'potential match' ? 'warn' : 'good'}>{info.getValue()}</Badge>,
      }),
      column.accessor('ongoing_monitoring', {
        header: 'Monitoring',
        cell: (info) =>
          info.getValue()
            ? `on · ${describeDuration(info.row.original.duration, info.row.original.duration_type)}`
            : 'off',
      }),
      column.accessor('total_ongoing_request', { header: 'Status changes' }),
      column.accessor('last_updated_at', { header: 'Last updated', cell: (info) => day(info.getValue()) }),
      column.accessor('created_at', { header: 'Created', cell: (info) => day(info.getValue()) }),
      ...(canWrite
        ? [
            column.display({
              id: 'action',
              header: 'Action',
              cell: (info) => <MonitoringAction row={info.row.original} />,
            }),
          ]
        : []),
    ],
    [alerted, canWrite, reviewPath],
  )
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not memo-safe; the table is re-read each render.
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.aml_request_id,
  })
  return (
    <DataTable
      table={table}
      caption="Monitored AML requests"
      busy={busy}
      rowClassName={(row) => (alerted.has(row.aml_request_id) ? 'bg-amber-50 dark:bg-amber-950' : undefined)}
    />
  )
}

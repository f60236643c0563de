import {
  createColumnHelper,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { FetchBadge, RiskBadge, StatusBadge, VerificationBadge } from '@/components/ui/badge'
import { DataTable } from '@/components/ui/data-table'
import { placeFlag, placeLabel } from '@/lib/place-labels'
import type { ResultRow } from '../utils/result-rows'
import type { SortableColumn } from '../utils/search-url-state'

const riskOrder: Record<string, number> = { low: 0, low_risk: 0, medium: 1, high: 2, unknown: 3 }
const column = createColumnHelper<ResultRow>()

/**
 * One page of search results: name (links to the profile), number, country, type, legal status,
 * risk, verification and whether the company's data is still being fetched. Sorting is by the
 * caller's URL state. Given one page of rows (no `pageIndex`) it shows them; given the whole result
 * set with a `pageIndex`, it sorts every row and shows that page of them.
 */
export function ResultsTable({
  rows,
  version,
  sort,
  dir,
  onSort,
  busy,
  pageIndex,
  pageSize,
}: {
  rows: ResultRow[]
  pageIndex?: number
  pageSize: number
  version: 'v1' | 'v2'
  sort: SortableColumn | ''
  dir: 'asc' | 'desc'
  onSort: (sort: SortableColumn | '', dir: 'asc' | 'desc') => void
  busy: boolean
}) {
  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: 'Company',
        cell: (info) => (
          <Link
            to={info.row.original.href}
            className="break-words font-medium text-brand-700 underline dark:text-sky-300"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor((row) => row.registrationNumber ?? '', {
        id: 'registration_number',
        header: 'Registration number',
        cell: (info) => info.getValue() || '—',
      }),
      column.accessor((row) => placeLabel(version, row.countryValue), {
        id: 'country',
        header: 'Country',
        cell: (info) => {
          const flag = placeFlag(version, info.row.original.countryValue)
          return (
            <span className="inline-flex items-center gap-1.5">
              {flag && <img src={flag} alt="" className="h-3 w-4 rounded-sm" />}
              {info.getValue()}
            </span>
          )
        },
      }),
      column.accessor((row) => row.type ?? '', { id: 'type', header: 'Type', cell: (info) => info.getValue() || '—' }),
      column.accessor((row) => row.status ?? '', {
        id: 'status',
        header: 'Status',
        cell: (info) => <StatusBadge status={info.row.original.status} />,
      }),
      column.accessor((row) => riskOrder[row.risk] ?? 4, {
        id: 'risk',
        header: 'Risk',
        cell: (info) => <RiskBadge risk={info.row.original.risk} />,
      }),
      column.accessor('verification', {
        id: 'verification',
        header: 'Verification',
        cell: (info) => <VerificationBadge verification={info.getValue()} />,
      }),
      column.accessor('fetchStatus', {
        id: 'fetch',
        header: 'Data',
        cell: (info) => <FetchBadge status={info.getValue()} />,
      }),
    ],
    [version],
  )
  const sorting = useMemo<SortingState>(() => (sort ? [{ id: sort, desc: dir === 'desc' }] : []), [sort, dir])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not memo-safe; the table is re-read each render.
  const table = useReactTable({
    data: rows,
    columns,
    state: {
      sorting,
      pagination: { pageIndex: pageIndex ?? 0, pageSize: pageIndex === undefined ? rows.length : pageSize },
    },
    getRowId: (row) => row.id,
    enableSortingRemoval: true,
    // One page from the server is shown as it is; the whole set is sorted, then paged here.
    manualPagination: pageIndex === undefined,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      onSort(first ? (first.id as SortableColumn) : '', first?.desc ? 'desc' : 'asc')
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  })
  return <DataTable table={table} caption="Search results" busy={busy} />
}

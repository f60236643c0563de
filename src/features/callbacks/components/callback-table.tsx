import type { CallbackDelivery, CallbackVerdict } from '@contract/bff/callbacks'
import { useMutation } from '@tanstack/react-query'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { notify } from '@/lib/notify'
import { callbackMutations } from '../api/callback-queries'

const verdictTone: Record<CallbackVerdict, BadgeTone> = {
  accepted: 'good',
  duplicate: 'neutral',
  bad_signature: 'bad',
  stale: 'warn',
  malformed: 'bad',
}
export const verdictLabels: Record<CallbackVerdict, string> = {
  accepted: 'accepted',
  duplicate: 'duplicate',
  bad_signature: 'bad signature',
  stale: 'stale',
  malformed: 'malformed',
}

function ReapplyButton({ delivery }: { delivery: CallbackDelivery }) {
  const reapply = useMutation(callbackMutations.reapply())
  return (
    <Button
      variant="secondary"
      disabled={reapply.isPending}
      aria-label={`Re-apply ${delivery.event ?? 'delivery'} ${delivery.event_id ?? delivery.id}`}
      onClick={() =>
        reapply.mutate(delivery.id, {
          onSuccess: (result) =>
            void notify(
              'success',
              `Re-applied: ${result.operations} index ${result.operations === 1 ? 'change' : 'changes'}.`,
            ),
          onError: (error) => void notify('error', error.message),
        })
      }
    >
      {reapply.isPending ? 'Re-applying…' : 'Re-apply'}
    </Button>
  )
}

const column = createColumnHelper<CallbackDelivery>()
const columns = [
  column.accessor('received_at', {
    header: 'Received (UTC)',
    cell: (info) => info.getValue().slice(0, 19).replace('T', ' '),
  }),
  column.accessor('verdict', {
    header: 'Signature and verdict',
    cell: (info) => <Badge tone={verdictTone[info.getValue()]}>{verdictLabels[info.getValue()]}</Badge>,
  }),
  column.accessor('event', {
    header: 'Event',
    cell: (info) =>
      [info.getValue(), info.row.original.service, info.row.original.status].filter(Boolean).join(' · ') || '—',
  }),
  column.accessor('ids', {
    header: 'Request ids',
    cell: (info) =>
      Object.entries(info.getValue())
        .map(([key, value]) => `${key}: ${value}`)
        .join(', ') || '—',
  }),
  column.accessor('reason', { header: 'Why' }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (info) => (info.row.original.verdict === 'accepted' ? <ReapplyButton delivery={info.row.original} /> : null),
  }),
]

export function CallbackTable({ deliveries, busy }: { deliveries: readonly CallbackDelivery[]; busy?: boolean }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not memo-safe; the table is re-read each render.
  const table = useReactTable({
    data: deliveries as CallbackDelivery[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
  })
  return <DataTable table={table} caption="Callback deliveries" busy={busy} />
}

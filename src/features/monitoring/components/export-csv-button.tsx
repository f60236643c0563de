import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { fetchAllOngoing } from '../api/ongoing-queries'
import type { OngoingQuery } from '../utils/monitoring-url-state'
import { ongoingCsv } from '../utils/ongoing-csv'

/** Downloads every page of the filtered table as CSV. */
export function ExportCsvButton({ query }: { query: Omit<OngoingQuery, 'page' | 'limit'> }) {
  const [busy, setBusy] = useState(false)
  const exportAll = async () => {
    setBusy(true)
    try {
      const rows = await fetchAllOngoing(query)
      const url = URL.createObjectURL(new Blob([ongoingCsv(rows)], { type: 'text/csv;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = `monitoring-${new Date().toISOString().slice(0, 10)}.csv`
      link.click()
      URL.revokeObjectURL(url)
      void notify('success', `Exported ${rows.length} monitored ${rows.length === 1 ? 'request' : 'requests'}.`)
    } catch (error) {
      void notify('error', `The export failed: ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void exportAll()}>
      {busy ? 'Exporting…' : 'Export CSV (all pages)'}
    </Button>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { countOf } from '@/lib/plural'
import { auditQueries } from '../api/audit-queries'

/** The hash chain check of the whole trail, with its verdict in words. */
export function ChainVerdict() {
  const verify = useQuery({ ...auditQueries.verify(), enabled: false })
  return (
    <section
      aria-labelledby="chain-heading"
      className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="chain-heading" className="font-medium">
        Chain check
      </h2>
      <p className="text-sm">
        Every entry carries the hash of the one before it: an edited or deleted entry breaks the chain from there on.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void verify.refetch()} disabled={verify.isFetching}>
          {verify.isFetching ? 'Checking…' : 'Check the chain'}
        </Button>
        <p role="status" className="text-sm">
          {verify.error
            ? `The check failed: ${verify.error.message}`
            : verify.data
              ? verify.data.ok
                ? `Intact: ${verify.data.rows === 1 ? 'the 1 entry chains' : `all ${verify.data.rows} entries chain`} correctly.`
                : `Broken: entry ${verify.data.first_bad_row} does not match its hash; the trail was changed from there on (${countOf(verify.data.rows, 'entry', 'entries')}).`
              : ''}
        </p>
      </div>
    </section>
  )
}

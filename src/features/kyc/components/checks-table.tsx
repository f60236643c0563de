import { Badge } from '@/components/ui/badge'
import type { CheckRow } from '../utils/check-rows'

function Flag({ flag }: { flag: CheckRow['flag'] }) {
  if (flag === 1) return <Badge tone="good">passed</Badge>
  if (flag === 0) return <Badge tone="bad">failed</Badge>
  return <Badge>not run</Badge>
}

function Provided({ value }: { value: string | null }) {
  if (value === null) return <span className="text-slate-600 dark:text-slate-400">—</span>
  if (value === '') return <span className="italic text-slate-600 dark:text-slate-400">left to extraction</span>
  return <>{value}</>
}

/** What was read from the proofs next to what the submitter provided, with each check's flag. */
export function ChecksTable({ rows }: { rows: CheckRow[] }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label="Extracted and provided values"
      className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Extracted and provided values, with the result of each check</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Check
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Provided
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Extracted
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.service}.${row.check}`}
              className={
                row.flag === 0
                  ? 'border-t border-slate-200 bg-red-50 dark:border-slate-800 dark:bg-red-950'
                  : 'border-t border-slate-200 dark:border-slate-800'
              }
            >
              <th scope="row" className="px-3 py-2 font-medium">
                {row.label}
              </th>
              <td className="break-words px-3 py-2">
                <Provided value={row.provided} />
              </td>
              <td className="break-words px-3 py-2">
                {row.extracted ?? <span className="text-slate-600 dark:text-slate-400">—</span>}
              </td>
              <td className="px-3 py-2">
                <Flag flag={row.flag} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

import type { KycMrz } from '@contract/services/kyc'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { mrzVerdicts } from '../utils/mrz-verdicts'

/** The machine-readable zone as read, with the verdict of each check digit. */
export function MrzPanel({ mrz }: { mrz: KycMrz | null | undefined }) {
  const result = useMemo(() => (mrz ? mrzVerdicts(mrz.lines) : null), [mrz])
  if (mrz === undefined)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The upstream does not report the machine-readable zone.
      </p>
    )
  if (mrz === null || !result)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">No machine-readable zone was found on the document.</p>
    )
  return (
    <div className="space-y-3">
      <pre
        aria-label={`MRZ lines (${mrz.format})`}
        className="overflow-x-auto rounded bg-slate-100 p-3 font-mono text-sm leading-relaxed dark:bg-slate-900"
      >
        {mrz.lines.join('\n')}
      </pre>
      {result.problem ? (
        <p className="text-sm text-red-700 dark:text-red-300">
          The lines could not be read as a zone: {result.problem}
        </p>
      ) : (
        <ul aria-label="Check digits" className="space-y-1 text-sm">
          {result.verdicts.map((verdict) => (
            <li key={`${verdict.line}.${verdict.start}`} className="flex items-center gap-2">
              <Badge tone={verdict.valid ? 'good' : 'bad'}>{verdict.valid ? 'holds' : 'fails'}</Badge>
              <span>
                {verdict.label} <span className="font-mono">{verdict.value}</span> (line {verdict.line + 1}, position{' '}
                {verdict.start + 1})
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

import { cn } from '@/lib/cn'

export type BadgeTone = 'neutral' | 'good' | 'warn' | 'bad' | 'info'

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  good: 'bg-green-50 text-green-800 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800',
  warn: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  bad: 'bg-red-50 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  info: 'bg-sky-50 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
}

export function Badge({ tone = 'neutral', children, title }: { tone?: BadgeTone; children: string; title?: string }) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}

const humanize = (value: string) => value.replace(/[_-]+/g, ' ')
const missing = (value: string | null | undefined) => value === null || value === undefined || value === ''

/** Legal status of a company (active, dissolved, …). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (missing(status)) return <Badge>status unknown</Badge>
  const value = String(status).toLowerCase()
  const tone: BadgeTone =
    /active|live|registered|good/.test(value) && !/inactive/.test(value)
      ? 'good'
      : /dissolved|closed|struck|liquidat|removed|ceased/.test(value)
        ? 'bad'
        : /inactive|dormant|suspend/.test(value)
          ? 'warn'
          : 'neutral'
  return <Badge tone={tone}>{humanize(String(status))}</Badge>
}

export function RiskBadge({ risk }: { risk: string | null | undefined }) {
  if (missing(risk)) return <Badge>risk unknown</Badge>
  const value = String(risk).toLowerCase()
  const tone: BadgeTone = value.startsWith('low')
    ? 'good'
    : value === 'medium'
      ? 'warn'
      : value === 'high'
        ? 'bad'
        : 'neutral'
  return <Badge tone={tone}>{`${humanize(value.replace(/_risk$/, ''))} risk`}</Badge>
}

export function VerificationBadge({ verification }: { verification: string | null | undefined }) {
  if (missing(verification)) return <Badge>verification unknown</Badge>
  const value = String(verification).toLowerCase()
  const tone: BadgeTone = value === 'verified' ? 'good' : value === 'failed' ? 'bad' : 'neutral'
  return <Badge tone={tone}>{value === 'unknown' ? 'verification unknown' : humanize(value)}</Badge>
}

/** Whether the data of a request or company is still being fetched. */
export function FetchBadge({ status }: { status: string | null | undefined }) {
  if (status === 'pending') return <Badge tone="info">fetching</Badge>
  if (status === 'resolved') return <Badge tone="good">fetched</Badge>
  return <Badge>{missing(status) ? 'fetch status unknown' : humanize(String(status))}</Badge>
}

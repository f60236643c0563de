import { cn } from '@/lib/cn'

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded bg-slate-200 dark:bg-slate-800', className)} />
}

/** A labelled loading block: some lines of skeleton and a status for assistive technology. */
export function LoadingBlock({ label = 'Loading', lines = 3 }: { label?: string; lines?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={cn('h-4', index % 2 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  )
}

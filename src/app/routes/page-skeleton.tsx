/** What a page shows while its code or first data loads: never a blank screen. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="m-6 max-w-3xl animate-pulse space-y-4">
      <div className="h-7 w-48 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-4 w-full rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
    </div>
  )
}

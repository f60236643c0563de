import { SystemStatus } from './system-status'

/** The overview's "System status" section (loaded after the page: first-route budget, ADR 0004); at least as tall as the space the page keeps for it. */
export function SystemStatusSection() {
  return (
    <section
      aria-labelledby="status-heading"
      className="min-h-28 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="status-heading" className="mb-2 font-medium">
        System status
      </h2>
      <SystemStatus />
    </section>
  )
}

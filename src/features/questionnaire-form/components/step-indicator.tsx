import { cn } from '@/lib/cn'

/** Where the user is: "Step 2 of 4", each step named, the current one marked for assistive tech. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Progress" className="space-y-2">
      <p className="text-sm font-medium">{`Step ${current + 1} of ${steps.length}: ${steps[current] ?? ''}`}</p>
      <ol className="flex gap-1" aria-hidden="false">
        {steps.map((step, position) => (
          <li key={`${step}-${position}`} aria-current={position === current ? 'step' : undefined} className="flex-1">
            <span
              className={cn(
                'block h-1.5 rounded-full',
                position <= current ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-700',
              )}
            />
            <span className="sr-only">{`${step}${position < current ? ' (done)' : position === current ? ' (current)' : ''}`}</span>
          </li>
        ))}
      </ol>
    </nav>
  )
}

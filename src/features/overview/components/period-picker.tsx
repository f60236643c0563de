import { OverviewQuerySchema, overviewPeriods, type OverviewPeriod } from '@contract/bff/overview'
import { useState, type FormEvent } from 'react'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/field'
import { useUrlState } from '@/lib/url-state'

/** The overview's period in the URL: `period` (30d by default) and, for a custom one, `from` and `to`. */
export const OverviewUrlSchema = z.object({
  period: z.enum(overviewPeriods).catch('30d'),
  from: z.string().max(10).catch(''),
  to: z.string().max(10).catch(''),
})

const labels: Record<OverviewPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  custom: 'Custom range',
}

type Errors = Partial<Record<'from' | 'to', string>>

/** Each field's first message of a failed check of the period. */
function errorsOf(error: z.ZodError): Errors {
  const errors: Errors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if ((field === 'from' || field === 'to') && !errors[field])
      errors[field] = `${field === 'from' ? 'From' : 'To'} ${issue.message}`
  }
  return errors
}

/**
 * Chooses the period every chart and count of the overview covers: the last 7, 30 or 90 days, or a
 * custom from–to checked by the contract's rules before it goes into the URL. Loaded after the page
 * (first-route budget, ADR 0004).
 */
export function PeriodPicker() {
  const [state, update] = useUrlState(OverviewUrlSchema)
  const [custom, setCustom] = useState(state.period === 'custom')
  const [draft, setDraft] = useState({ from: state.from, to: state.to })
  const [errors, setErrors] = useState<Errors>({})
  const inUrl = OverviewQuerySchema.safeParse({
    period: state.period,
    from: state.from || undefined,
    to: state.to || undefined,
  })

  const choose = (period: OverviewPeriod) => {
    setErrors({})
    if (period === 'custom') return setCustom(true)
    setCustom(false)
    update({ period, from: '', to: '' })
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const checked = OverviewQuerySchema.safeParse({
      period: 'custom',
      from: draft.from || undefined,
      to: draft.to || undefined,
    })
    if (!checked.success) return setErrors(errorsOf(checked.error))
    setErrors({})
    update({ period: 'custom', from: draft.from, to: draft.to })
  }

  return (
    <form aria-label="Period" className="flex min-h-16 flex-wrap items-end gap-3" onSubmit={apply} noValidate>
      <SelectField
        label="Period"
        value={custom ? 'custom' : state.period}
        onChange={(event) => choose(OverviewUrlSchema.shape.period.parse(event.target.value))}
        options={overviewPeriods.map((value) => ({ value, label: labels[value] }))}
      />
      {custom && (
        <>
          <TextField
            label="From"
            type="date"
            value={draft.from}
            error={errors.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={draft.to}
            error={errors.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </>
      )}
      {!inUrl.success && (
        <p role="alert" className="basis-full text-sm text-red-700 dark:text-red-300">
          The period in the address is not valid ({Object.values(errorsOf(inUrl.error)).join('; ') || 'unknown period'}
          ): the figures show the last 30 days.
        </p>
      )}
    </form>
  )
}

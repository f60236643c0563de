import type { ReactNode } from 'react'
import { SelectField, TextField } from '@/components/ui/field'
import { dateRangeProblem, type MonitoringUrlState } from '../utils/monitoring-url-state'

type Update = (patch: Partial<MonitoringUrlState>, options?: { replace?: boolean }) => void

/** Every filter of the ongoing read; `countries` is the multi-select the page composes in. */
export function MonitoringFilters({
  state,
  onChange,
  countries,
}: {
  state: MonitoringUrlState
  onChange: Update
  countries: ReactNode
}) {
  return (
    <form
      role="search"
      aria-label="Filter monitored requests"
      className="space-y-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label="Name or service id"
          value={state.search}
          onChange={(e) => onChange({ search: e.target.value, page: 1 }, { replace: true })}
        />
        <SelectField
          label="Match status"
          value={state.match}
          onChange={(e) => onChange({ match: e.target.value as MonitoringUrlState['match'], page: 1 })}
          options={[
            { value: '', label: 'Any' },
            { value: 'potential_match', label: 'Potential match' },
            { value: 'no_match', label: 'No match' },
          ]}
        />
        <SelectField
          label="Monitoring"
          value={state.monitoring}
          onChange={(e) => onChange({ monitoring: e.target.value as MonitoringUrlState['monitoring'], page: 1 })}
          options={[
            { value: '', label: 'On or off' },
            { value: 'on', label: 'On' },
            { value: 'off', label: 'Off' },
          ]}
        />
        <TextField
          label="Created from"
          type="date"
          value={state.from}
          onChange={(e) => onChange({ from: e.target.value, page: 1 })}
        />
        <TextField
          label="Created until"
          type="date"
          value={state.to}
          error={dateRangeProblem(state)}
          onChange={(e) => onChange({ to: e.target.value, page: 1 })}
        />
      </div>
      {countries}
    </form>
  )
}

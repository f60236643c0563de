import { SelectField, TextField } from '@/components/ui/field'
import type { AmlQueueUrlState } from '../utils/queue-url-state'

/** The queue's filters; every change goes to the URL (and back to page 1). */
export function AmlQueueFilters({
  state,
  onChange,
}: {
  state: AmlQueueUrlState
  onChange: (patch: Partial<AmlQueueUrlState>, options?: { replace?: boolean }) => void
}) {
  return (
    <form
      role="search"
      aria-label="Filter AML requests"
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Status"
        value={state.status}
        onChange={(e) => onChange({ status: e.target.value as AmlQueueUrlState['status'], page: 1 })}
        options={[
          { value: '', label: 'Any' },
          { value: 'pending', label: 'Pending' },
          { value: 'resolved', label: 'Resolved' },
        ]}
      />
      <SelectField
        label="Disposition"
        value={state.disposition}
        onChange={(e) => onChange({ disposition: e.target.value as AmlQueueUrlState['disposition'], page: 1 })}
        options={[
          { value: '', label: 'Any' },
          { value: 'open', label: 'Open' },
          { value: 'cleared', label: 'Cleared' },
          { value: 'confirmed', label: 'Confirmed' },
          { value: 'none', label: 'No hits' },
        ]}
      />
      <SelectField
        label="Match"
        value={state.match}
        onChange={(e) => onChange({ match: e.target.value as AmlQueueUrlState['match'], page: 1 })}
        options={[
          { value: '', label: 'Any' },
          { value: 'potential_match', label: 'Potential match' },
          { value: 'no_match', label: 'No match' },
        ]}
      />
      <TextField
        label="Reviewer"
        value={state.reviewer}
        onChange={(e) => onChange({ reviewer: e.target.value, page: 1 }, { replace: true })}
        placeholder="e-mail"
      />
      <TextField
        label="From"
        type="date"
        value={state.from}
        onChange={(e) => onChange({ from: e.target.value, page: 1 })}
      />
      <TextField label="To" type="date" value={state.to} onChange={(e) => onChange({ to: e.target.value, page: 1 })} />
    </form>
  )
}

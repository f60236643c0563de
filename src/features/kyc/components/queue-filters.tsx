import { SPDR_CODES } from '@contract/services/spdr-codes'
import type { ReactNode } from 'react'
import { OptionComboBox } from '@/components/ui/combo-box'
import { SelectField, TextField } from '@/components/ui/field'
import type { KycQueueUrlState } from '../utils/queue-url-state'

const codeOptions = SPDR_CODES.map((entry) => ({ id: entry.code, label: `${entry.code} ${entry.meanings[0] ?? ''}` }))
const statusOptions = [
  { value: '', label: 'Any status' },
  { value: 'verification.declined', label: 'Declined' },
  { value: 'pending', label: 'Pending' },
  { value: 'verification.accepted', label: 'Accepted' },
]

/** The queue's filters; every change goes to the URL (and back to page 1). */
export function QueueFilters({
  state,
  onChange,
  renderCountryField,
}: {
  state: KycQueueUrlState
  onChange: (patch: Partial<KycQueueUrlState>) => void
  renderCountryField: (props: { value: string | null; onChange: (value: string | null) => void }) => ReactNode
}) {
  const set = (patch: Partial<KycQueueUrlState>) => onChange({ ...patch, page: 1 })
  return (
    <form
      aria-label="Queue filters"
      className="grid gap-4 md:grid-cols-3 xl:grid-cols-6"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Status"
        options={statusOptions}
        value={state.status}
        onChange={(event) => set({ status: event.target.value as KycQueueUrlState['status'] })}
      />
      <OptionComboBox
        label="Decline code"
        placeholder="e.g. SPDR07"
        options={codeOptions}
        selectedId={state.code || null}
        onSelect={(code) => set({ code: code ?? '' })}
      />
      {renderCountryField({ value: state.country || null, onChange: (country) => set({ country: country ?? '' }) })}
      <TextField
        label="Submitted from"
        type="date"
        value={state.from}
        onChange={(event) => set({ from: event.target.value })}
      />
      <TextField
        label="Submitted until"
        type="date"
        value={state.to}
        onChange={(event) => set({ to: event.target.value })}
      />
      <label className="flex items-center gap-2 self-end pb-1.5 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={state.needs_review === 'true'}
          onChange={(event) => set({ needs_review: event.target.checked ? 'true' : '' })}
        />
        Needs review only
      </label>
    </form>
  )
}

import { keyLabel } from '@/lib/key-label'
import { formatDate } from '../../utils/format'
import type { CompanyView } from '../../utils/to-company-view'
import { Section, SimpleTable } from './section'

/** Previous names, announcements and the change history in additional_detail. */
export function HistoryTab({ company }: { company: CompanyView }) {
  const changes = company.additional.filter((section) => /change|history|event/i.test(section.type))
  const other = company.additional.filter((section) => !changes.includes(section))
  return (
    <div className="space-y-8">
      <Section
        title="Previous names"
        empty={company.previousNames.length === 0 && 'The company has no recorded previous names.'}
      >
        <SimpleTable
          caption="Previous names"
          headers={['Name', 'Changed on']}
          rows={company.previousNames.map((name) => [name.company_name, formatDate(name.update_date)])}
        />
      </Section>
      <Section title="Announcements" empty={company.announcements.length === 0 && 'No announcements are recorded.'}>
        <SimpleTable
          caption="Announcements"
          headers={['Date', 'Title', 'Description']}
          rows={company.announcements.map((announcement) => [
            formatDate(announcement.date),
            announcement.title,
            announcement.description,
          ])}
        />
      </Section>
      <Section title="Change history" empty={changes.length === 0 && 'No change history is recorded.'}>
        {changes.map((section) => (
          <FreeTable key={section.type} title={section.type} rows={section.data} />
        ))}
      </Section>
      {other.length > 0 && (
        <Section title="Additional information">
          {other.map((section) => (
            <FreeTable key={section.type} title={section.type} rows={section.data} />
          ))}
        </Section>
      )}
    </div>
  )
}

const cellText = (value: unknown) =>
  value === null || value === undefined
    ? null
    : typeof value === 'object'
      ? JSON.stringify(value)
      : typeof value === 'string'
        ? (formatDate(value) ?? value)
        : String(value)

/** Rows of free key/value pairs: the union of their keys as columns, values shown as text. */
function FreeTable({ title, rows }: { title: string; rows: readonly Record<string, unknown>[] }) {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const label = keyLabel(title)
  if (rows.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">{label}: no entries.</p>
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">{label}</p>
      <SimpleTable
        caption={label}
        headers={keys.map(keyLabel)}
        rows={rows.map((row) => keys.map((key) => cellText(row[key])))}
      />
    </div>
  )
}

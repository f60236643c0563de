import { useState } from 'react'
import { Badge, StatusBadge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { KeyValueList } from '@/components/ui/key-value-list'
import { formatDate } from '../../utils/format'
import type { CompanyView, OfficerView } from '../../utils/to-company-view'
import type { CompanyAmlSlots } from '../company-aml-slots'
import { Section } from './section'

/** Officers with their role, status, dates and nationality; similar people expand per officer. */
export function OfficersTab({ company, personAml }: { company: CompanyView; personAml?: CompanyAmlSlots['person'] }) {
  return (
    <Section
      title="Officers"
      empty={company.officers.length === 0 && 'No officers are recorded for this company (yet).'}
    >
      <ul className="space-y-3">
        {company.officers.map((officer, index) => (
          <OfficerCard key={`${officer.name}-${index}`} officer={officer} personAml={personAml} />
        ))}
      </ul>
    </Section>
  )
}

function OfficerCard({ officer, personAml }: { officer: OfficerView; personAml?: CompanyAmlSlots['person'] }) {
  const [open, setOpen] = useState(false)
  const count = officer.similarPeople.length
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <p className="break-words font-medium">{officer.name}</p>
        {officer.designation && <Badge tone="info">{officer.designation}</Badge>}
        {officer.status && <StatusBadge status={officer.status} />}
        {personAml
          ? personAml(officer)
          : officer.amlStatus && (
              <Badge tone={officer.amlStatus === 'no match' ? 'good' : 'warn'}>{`AML: ${officer.amlStatus}`}</Badge>
            )}
      </div>
      <KeyValueList
        items={[
          { label: 'Appointed', value: formatDate(officer.appointmentDate) },
          { label: 'Resigned', value: formatDate(officer.terminationDate) },
          ...(officer.appointmentPeriod ? [{ label: 'In office for', value: officer.appointmentPeriod }] : []),
          { label: 'Nationality', value: officer.nationality },
          { label: 'Address', value: officer.address },
        ]}
      />
      {count > 0 && (
        <div className="space-y-2">
          <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? 'Hide' : 'Show'} {count} similar {count === 1 ? 'person' : 'people'}
          </Button>
          {open && (
            <ul className="space-y-2 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
              {officer.similarPeople.map((person, index) => (
                <li key={`${person.name}-${index}`} className="text-sm">
                  <p className="break-words font-medium">{person.name}</p>
                  <p className="break-words text-slate-700 dark:text-slate-300">
                    {[
                      person.designation,
                      person.nationality,
                      person.meta_detail.company?.name,
                      formatDate(person.appointment_date),
                    ]
                      .filter(Boolean)
                      .join(' · ') || 'No details'}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  )
}

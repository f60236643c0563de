import type { ScreeningTarget } from '../api/aml-mutations'
import { AmlStatus } from './aml-status'
import { ScreenButton } from './screen-button'

export interface CompanyAmlPanelProps {
  target: ScreeningTarget
  companyName: string
  aml: { requestId: string | null; requestStatus: string | null; status: string | null }
  people: number
  /** The role may start screenings (aml:run). */
  canScreen: boolean
}

/** The company's own AML status and the buttons that screen it and its officers and owners. */
export function CompanyAmlPanel({ target, companyName, aml, people, canScreen }: CompanyAmlPanelProps) {
  return (
    <section
      aria-labelledby="company-aml-heading"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 dark:border-slate-800"
    >
      <h2 id="company-aml-heading" className="text-sm font-semibold">
        Company AML
      </h2>
      <AmlStatus
        subjectName={companyName}
        amlRequestId={aml.requestId}
        requestStatus={aml.requestStatus}
        matchStatus={aml.status}
      />
      {canScreen && (
        <div className="ml-auto flex flex-wrap gap-2">
          <ScreenButton
            target={target}
            scope={{ kind: 'company' }}
            label="Screen company"
            what={`the company ${companyName}`}
          />
          <ScreenButton
            target={target}
            scope={{ kind: 'officers' }}
            label="Screen all officers and owners"
            what={
              people === 1
                ? `the 1 officer or owner of ${companyName}`
                : `all ${people} officers and owners of ${companyName}, each on their own`
            }
          />
        </div>
      )}
    </section>
  )
}

/** A person's AML status with a "Screen" button for that person alone. */
export function PersonAml({
  target,
  person,
  canScreen,
}: {
  target: ScreeningTarget
  person: { name: string; amlRequestId: string | null; amlRequestStatus: string | null; amlStatus: string | null }
  canScreen: boolean
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <AmlStatus
        subjectName={person.name}
        amlRequestId={person.amlRequestId}
        requestStatus={person.amlRequestStatus}
        matchStatus={person.amlStatus}
      />
      {canScreen && person.amlRequestStatus !== 'pending' && (
        <ScreenButton
          target={target}
          scope={{ kind: 'person', name: person.name }}
          label="Screen"
          accessibleLabel={`Screen ${person.name}`}
          what={`the person ${person.name}`}
          variant="ghost"
        />
      )}
    </span>
  )
}

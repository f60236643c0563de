import { useQuery } from '@tanstack/react-query'
import { CsvExportLink } from '@/components/ui/csv-export-link'
import { Pagination } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { SelectField, TextField } from '@/components/ui/field'
import { Tabs } from '@/components/ui/tabs'
import { CountryPicker } from '@/features/countries/components/country-picker'
import { questionnaireQueries } from '@/features/questionnaires/api/questionnaire-queries'
import { LinkGenerator } from '@/features/questionnaires/components/link-generator'
import { LinksTable, SubmissionsTable } from '@/features/questionnaires/components/indexed-requests-table'
import { QuestionnairePreview } from '@/features/questionnaires/components/questionnaire-preview'
import {
  indexListFilters,
  QuestionnairesUrlSchema,
  type QuestionnairesUrlState,
} from '@/features/questionnaires/utils/questionnaires-url-state'
import { useUrlState } from '@/lib/url-state'

type SetState = (patch: Partial<QuestionnairesUrlState>, options?: { replace?: boolean }) => void

function QuestionnairesTab({ state, setState }: { state: QuestionnairesUrlState; setState: SetState }) {
  const documentBased = state.kind === 'document'
  const list = useQuery({
    ...questionnaireQueries.list(documentBased ? state.country : null, 1),
    enabled: !documentBased || state.country !== '',
  })
  const questionnaires = list.data?.questionnaires ?? []
  const selected = questionnaires.find((q) => q.questionnaire_id === state.selected) ?? questionnaires[0]
  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Kind of questionnaire</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['business', 'Business information'],
              ['document', 'Document-based, per country'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={state.kind === value}
                onChange={() => setState({ kind: value, selected: '' })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {documentBased && (
        <div className="max-w-md">
          <CountryPicker
            version="v1"
            value={state.country || null}
            onChange={(country) => setState({ country: country ?? '', selected: '' })}
          />
        </div>
      )}
      {documentBased && state.country === '' ? (
        <EmptyState title="Choose a country">Document-based questionnaires are listed per country.</EmptyState>
      ) : list.isPending ? (
        <p role="status">Loading questionnaires…</p>
      ) : list.isError ? (
        <p role="alert">The questionnaires could not be loaded: {list.error.message}</p>
      ) : questionnaires.length === 0 ? (
        <EmptyState title="No questionnaires">
          There is no questionnaire of this kind{documentBased ? ' for this country' : ''}.
        </EmptyState>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="space-y-4">
            <SelectField
              label="Questionnaire"
              value={selected?.questionnaire_id ?? ''}
              onChange={(event) => setState({ selected: event.target.value })}
              options={questionnaires.map((q) => ({ value: q.questionnaire_id, label: q.title }))}
            />
            {selected && <QuestionnairePreview questionnaire={selected} />}
          </div>
          {selected && (
            <LinkGenerator
              key={selected.questionnaire_id}
              questionnaireId={selected.questionnaire_id}
              documentBased={documentBased}
              country={state.country}
            />
          )}
        </div>
      )}
    </div>
  )
}

function IndexTab({
  state,
  setState,
  kind,
}: {
  state: QuestionnairesUrlState
  setState: SetState
  kind: 'links' | 'submissions'
}) {
  const query = useQuery(
    kind === 'links'
      ? questionnaireQueries.links(indexListFilters(state))
      : questionnaireQueries.submissions(indexListFilters(state)),
  )
  const statuses = kind === 'links' ? ['active', 'expired', 'submitted'] : ['pending', 'resolved']
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label="State"
          value={state.status}
          onChange={(event) => setState({ status: event.target.value as QuestionnairesUrlState['status'], page: 1 })}
          options={[{ value: '', label: 'Any' }, ...statuses.map((s) => ({ value: s, label: s }))]}
        />
        <TextField
          label="Id contains"
          defaultValue={state.q}
          onChange={(event) => setState({ q: event.target.value.trim(), page: 1 }, { replace: true })}
        />
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={state.mine === 'true'}
            onChange={(event) => setState({ mine: event.target.checked ? 'true' : '', page: 1 })}
          />
          Only mine
        </label>
        <div className="ml-auto">
          <CsvExportLink
            path={`/bff/exports/questionnaire-${kind}.csv`}
            query={{ status: state.status, mine: state.mine === 'true' ? 'true' : undefined, q: state.q }}
          />
        </div>
      </div>
      {query.isPending ? (
        <p role="status">Loading…</p>
      ) : query.isError ? (
        <p role="alert">The list could not be loaded: {query.error.message}</p>
      ) : query.data.items.length === 0 ? (
        <EmptyState title={kind === 'links' ? 'No links' : 'No submissions'}>
          {kind === 'links' ? 'Links you create appear here.' : 'Answers sent through your links appear here.'}
        </EmptyState>
      ) : (
        <>
          {kind === 'links' ? <LinksTable rows={query.data.items} /> : <SubmissionsTable rows={query.data.items} />}
          <Pagination
            page={state.page}
            lastPage={query.data.pagination.pages}
            total={query.data.pagination.total}
            onPage={(page) => setState({ page })}
          />
        </>
      )}
    </div>
  )
}

export function QuestionnairesPage() {
  const [state, setState] = useUrlState(QuestionnairesUrlSchema)
  return (
    <div className="max-w-7xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Questionnaires</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Send businesses a link to a questionnaire and follow what comes back.
        </p>
      </div>
      <Tabs
        label="Questionnaire views"
        selected={state.tab}
        onSelect={(tab) => setState({ tab, status: '', q: '', mine: '', page: 1 })}
        items={[
          {
            id: 'questionnaires',
            label: 'Questionnaires',
            content: () => <QuestionnairesTab state={state} setState={setState} />,
          },
          {
            id: 'links',
            label: 'Links',
            content: () => <IndexTab key="links" kind="links" state={state} setState={setState} />,
          },
          {
            id: 'submissions',
            label: 'Submissions',
            content: () => <IndexTab key="submissions" kind="submissions" state={state} setState={setState} />,
          },
        ]}
      />
    </div>
  )
}

import type { KeyFigureReading } from '@contract/registry'
import { lazy, Suspense } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { KeyValueList } from '@/components/ui/key-value-list'
import { LoadingBlock } from '@/components/ui/skeleton'
import { formatAmount, formatDate, humanize, isMoneyFigure } from '../../utils/format'
import type { CompanyView } from '../../utils/to-company-view'
import { Section } from './section'

// recharts is big: it loads with this tab only, never with the first page.
const FinancialCharts = lazy(() => import('./financial-charts').then((m) => ({ default: m.FinancialCharts })))

/** Change against last year in percent, or null when it cannot be computed. */
export function changeAgainstLastYear(reading: KeyFigureReading): number | null {
  const { current, last_year_value: previous } = reading.data
  if (current === null || previous === null || previous === 0) return null
  return ((current - previous) / Math.abs(previous)) * 100
}

/** Figures where more is worse (owing more, spending more): an increase is shown as bad. */
const higherIsWorse = (type: string) => /liabilit|debt|expense|cost|loss/i.test(type)

/**
 * The latest year the profile has figures for: a reading whose "last year" is that year (or later)
 * compares the year with itself, which is no comparison at all.
 */
export function latestYear(company: CompanyView): number | null {
  const years = [
    ...(company.financial?.financial_years ?? []).map(Number),
    ...(company.financial?.insights ?? []).flatMap((insight) =>
      insight.figures.flatMap((figure) => figure.data.map((point) => point.year)),
    ),
  ].filter(Number.isFinite)
  return years.length > 0 ? Math.max(...years) : null
}

function KeyFigureCard({
  reading,
  currency: profileCurrency,
  latest,
}: {
  reading: KeyFigureReading
  currency: string | null
  latest: number | null
}) {
  const currency = isMoneyFigure(reading.type) ? profileCurrency : null
  const lastYear = Number(reading.data.last_year)
  const comparable =
    reading.data.last_year_value !== null && (latest === null || !Number.isFinite(lastYear) || lastYear < latest)
  const change = comparable ? changeAgainstLastYear(reading) : null
  const direction = !comparable ? 0 : change !== null ? Math.sign(change) : reading.data.graph_up ? 1 : -1
  const good = higherIsWorse(reading.type) ? direction < 0 : direction > 0
  const tone =
    direction === 0
      ? 'text-slate-700 dark:text-slate-300'
      : good
        ? 'text-green-800 dark:text-green-300'
        : 'text-red-800 dark:text-red-300'
  return (
    <li className="space-y-1 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <p className="text-sm font-medium capitalize text-slate-700 dark:text-slate-300">{humanize(reading.type)}</p>
      <p className="text-xl font-semibold">{formatAmount(reading.data.current, currency) ?? '—'}</p>
      {comparable ? (
        <p className={`text-sm ${tone}`}>
          {direction !== 0 && <span aria-hidden="true">{direction > 0 ? '▲' : '▼'}</span>}{' '}
          {change === null
            ? (reading.data.status ?? 'no comparison')
            : `${change > 0 ? '+' : ''}${change.toFixed(1)} %`}{' '}
          vs {reading.data.last_year ?? 'last year'}
          {reading.data.last_year_value !== null && ` (${formatAmount(reading.data.last_year_value, currency)})`}
          {direction !== 0 && <span className="sr-only">{good ? ', favourable' : ', unfavourable'}</span>}
        </p>
      ) : (
        <p className={`text-sm ${tone}`}>No earlier year to compare with.</p>
      )}
    </li>
  )
}

/** Key figures with their change against last year, the financial facts, and the insight charts. */
export function FinancialsTab({ company }: { company: CompanyView }) {
  const financial = company.financial
  if (!financial) return <Section title="Financials" empty="No financial information is recorded for this company." />
  const currency = financial.currency
  const latest = latestYear(company)
  return (
    <div className="space-y-8">
      <Section title="Key figures" empty={financial.key_figure_readings.length === 0 && 'No key figures are recorded.'}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {financial.key_figure_readings.map((reading) => (
            <KeyFigureCard key={reading.type} reading={reading} currency={currency} latest={latest} />
          ))}
        </ul>
      </Section>
      <Section title="Financial facts">
        <KeyValueList
          items={[
            { label: 'Currency', value: currency },
            { label: 'Fiscal year', value: financial.fiscal_year },
            {
              label: 'Fiscal year runs',
              value:
                [formatDate(financial.fiscal_year_start), formatDate(financial.fiscal_year_end)]
                  .filter(Boolean)
                  .join(' – ') || null,
            },
            { label: 'Years covered', value: financial.financial_years.join(', ') || null },
            { label: 'Fixed assets', value: formatAmount(financial.fixed_assets, currency) },
            { label: 'Total net assets', value: formatAmount(financial.total_net_assets, currency) },
            { label: 'Liabilities', value: formatAmount(financial.liability, currency) },
            { label: 'Financial statement due', value: formatDate(financial.financial_statement_due_date) },
            { label: 'Annual return due', value: formatDate(financial.annual_return_due_date) },
          ]}
        />
      </Section>
      <Section title="Insights" empty={financial.insights.length === 0 && 'No multi-year figures to chart.'}>
        <ErrorBoundary
          fallbackRender={({ error }) => (
            <p role="alert" className="break-words text-sm text-red-700 dark:text-red-300">
              The charts could not be shown: {error instanceof Error ? error.message : String(error)}
            </p>
          )}
        >
          <Suspense fallback={<LoadingBlock label="Loading charts" lines={6} />}>
            <FinancialCharts insights={financial.insights} currency={currency} />
          </Suspense>
        </ErrorBoundary>
      </Section>
    </div>
  )
}

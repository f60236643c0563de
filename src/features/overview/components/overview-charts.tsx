import type { OverviewResponse } from '@contract/bff/overview'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFigure } from '@/components/ui/chart-figure'
import { countOf } from '@/lib/plural'

const colours = { searches: '#1f57c3', aml: '#b45309', kyc: '#047857', alert: '#be123c' }

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0)
const shortDay = (day: string) => day.slice(5)

/** A label's width on the category axis: room for the longest one on one line (labels are short words). */
const axisWidth = (labels: readonly string[]) => Math.min(220, 16 + 7 * Math.max(4, ...labels.map((l) => l.length)))
const axisLabelMax = 30
const axisLabel = (label: string) => (label.length > axisLabelMax ? `${label.slice(0, axisLabelMax - 1)}…` : label)

/** Bars of counts by label (outcomes), with the same figures as a table. */
function CountsChart({
  title,
  rows,
  colour,
  empty,
}: {
  title: string
  rows: ReadonlyArray<{ label: string; count: number }>
  colour: string
  empty: string
}) {
  if (rows.length === 0) {
    return (
      <figure className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
        <figcaption className="font-medium">{title}</figcaption>
        <p className="text-sm text-slate-700 dark:text-slate-300">{empty}</p>
      </figure>
    )
  }
  const summary = rows.map((row) => `${row.label}: ${row.count}`).join(', ')
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={{ columns: ['', 'Count'], rows: rows.map((row) => [row.label, row.count] as const) }}
    >
      <ResponsiveContainer width="100%" height="100%" minWidth={200}>
        <BarChart data={[...rows]} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            width={axisWidth(rows.map((row) => axisLabel(row.label)))}
            interval={0}
            tickFormatter={axisLabel}
          />
          <Tooltip />
          <Bar dataKey="count" name="Count" fill={colour} isAnimationActive={!navigator.webdriver} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  )
}

/** The overview's charts (recharts is loaded with this module only, after the page shows). */
export function OverviewCharts({ figures }: { figures: OverviewResponse }) {
  const animate = !navigator.webdriver
  const activity = figures.activity.map((day) => ({ ...day, label: shortDay(day.day) }))
  const totals = {
    searches: total(figures.activity.map((d) => d.searches)),
    aml: total(figures.activity.map((d) => d.aml_checks)),
    kyc: total(figures.activity.map((d) => d.kyc_checks)),
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFigure
        title={`Searches and checks per day (${figures.period === 'custom' ? `${figures.from} to ${figures.to}` : `last ${figures.days} days`})`}
        summary={`${countOf(totals.searches, 'search', 'searches')}, ${countOf(totals.aml, 'AML check')} and ${countOf(totals.kyc, 'KYC check')} in ${figures.days} days.`}
        table={{
          columns: ['Day', 'Searches', 'AML checks', 'KYC checks'],
          rows: figures.activity
            .filter((d) => d.searches + d.aml_checks + d.kyc_checks > 0)
            .map((d) => [d.day, d.searches, d.aml_checks, d.kyc_checks] as const),
        }}
        testId="activity-chart"
      >
        <ResponsiveContainer width="100%" height="100%" minWidth={200}>
          <BarChart data={activity} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" minTickGap={16} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Legend />
            <Bar dataKey="searches" name="Searches" stackId="a" fill={colours.searches} isAnimationActive={animate} />
            <Bar dataKey="aml_checks" name="AML checks" stackId="a" fill={colours.aml} isAnimationActive={animate} />
            <Bar dataKey="kyc_checks" name="KYC checks" stackId="a" fill={colours.kyc} isAnimationActive={animate} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      {figures.aml_outcomes && (
        <CountsChart
          title={`AML outcomes (${figures.open_potential_matches ?? 0} open potential ${figures.open_potential_matches === 1 ? 'match' : 'matches'})`}
          rows={figures.aml_outcomes}
          colour={colours.aml}
          empty="No screening recorded yet."
        />
      )}
      {figures.kyc_outcomes && (
        <CountsChart
          title="KYC outcomes"
          rows={figures.kyc_outcomes}
          colour={colours.kyc}
          empty="No KYC verification recorded yet."
        />
      )}
      {figures.monitoring_alerts && (
        <ChartFigure
          title="Monitoring alerts over time"
          summary={`${countOf(total(figures.monitoring_alerts.map((d) => d.count)), 'potential match', 'potential matches')} reported by ongoing monitoring in ${figures.days} days.`}
          table={{
            columns: ['Day', 'Alerts'],
            rows: figures.monitoring_alerts.filter((d) => d.count > 0).map((d) => [d.day, d.count] as const),
          }}
        >
          <ResponsiveContainer width="100%" height="100%" minWidth={200}>
            <BarChart
              data={figures.monitoring_alerts.map((d) => ({ ...d, label: shortDay(d.day) }))}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" minTickGap={16} />
              <YAxis allowDecimals={false} width={40} />
              <Tooltip />
              <Bar dataKey="count" name="Alerts" fill={colours.alert} isAnimationActive={animate} />
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      )}
    </div>
  )
}

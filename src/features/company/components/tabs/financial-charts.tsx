import type { FinancialInsight } from '@contract/registry'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatAmount, formatCompact, humanize } from '../../utils/format'

const palette = ['#1f57c3', '#b45309', '#047857', '#9333ea', '#be123c', '#0e7490']

/** Rows by year with one column per key figure: the shape recharts plots. */
export function toChartRows(insight: FinancialInsight): Array<Record<string, number | null>> {
  const byYear = new Map<number, Record<string, number | null>>()
  for (const figure of insight.figures) {
    for (const point of figure.data) {
      const row = byYear.get(point.year) ?? { year: point.year }
      row[figure.key_figure] = point.value
      byYear.set(point.year, row)
    }
  }
  return [...byYear.values()].sort((a, b) => (a.year ?? 0) - (b.year ?? 0))
}

/**
 * One line chart per insight (lazy-loaded with the Financials tab); no animation under automation.
 * Yearly figures are joined by straight segments: a smoothed curve would invent values between years.
 */
export function FinancialCharts({
  insights,
  currency,
}: {
  insights: readonly FinancialInsight[]
  currency: string | null
}) {
  const animate = typeof navigator === 'undefined' || !navigator.webdriver
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {insights.map((insight, index) => {
        const rows = toChartRows(insight)
        const format = (value: number) =>
          insight.data_type === 'currency'
            ? (formatAmount(value, currency) ?? String(value))
            : insight.data_type === 'percentage'
              ? `${value} %`
              : String(value)
        // The unit goes once into the title: on every tick ("900 K GBP") it wraps and is clipped.
        const axisLabel = (value: number) => formatCompact(value, insight.data_type === 'percentage' ? '%' : null)
        const title = humanize(insight.type)
        const unit = insight.data_type === 'currency' && currency ? ` (${currency})` : ''
        return (
          <figure
            key={`${insight.type}-${index}`}
            className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
            data-testid="financial-chart"
          >
            <figcaption className="text-sm font-medium">
              <span className="capitalize">{title}</span>
              {unit}
            </figcaption>
            <div className="h-64" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%" minWidth={200}>
                <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="year" />
                  <YAxis tickFormatter={axisLabel} width={56} allowDecimals={false} />
                  <Tooltip formatter={(value) => (typeof value === 'number' ? format(value) : String(value))} />
                  <Legend />
                  {insight.figures.map((figure, figureIndex) => (
                    <Line
                      key={figure.key_figure}
                      type="linear"
                      dataKey={figure.key_figure}
                      name={humanize(figure.key_figure)}
                      stroke={palette[figureIndex % palette.length]}
                      strokeWidth={2}
                      isAnimationActive={animate}
                      connectNulls
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
            <table className="sr-only">
              <caption>{title} by year</caption>
              <thead>
                <tr>
                  <th scope="col">Year</th>
                  {insight.figures.map((figure) => (
                    <th key={figure.key_figure} scope="col">
                      {humanize(figure.key_figure)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.year}>
                    <th scope="row">{row.year}</th>
                    {insight.figures.map((figure) => {
                      const value = row[figure.key_figure]
                      return (
                        <td key={figure.key_figure}>{value === null || value === undefined ? '—' : format(value)}</td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        )
      })}
    </div>
  )
}

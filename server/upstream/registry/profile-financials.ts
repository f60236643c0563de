import type { CompanyCore } from './company-core'
import type { Rng } from './random'
import { REFERENCE_DATE } from './reference-date'
import type { FinancialDetail, Insight, KeyFigureReading } from './profile-types'

/**
 * Five to eight fiscal years of figures (fewer for young companies, none without filed accounts).
 * Revenue follows a random walk; the other figures derive from it, so the key figure readings
 * (latest year vs the year before) and the insights (every year) always agree.
 */
const KEY_FIGURES = ['revenue', 'net_income', 'total_assets', 'total_liabilities', 'equity', 'employees'] as const
type KeyFigure = (typeof KEY_FIGURES)[number]

export function financialDetailOf(core: CompanyCore, rng: Rng, currency: string): FinancialDetail {
  const referenceYear = Number(REFERENCE_DATE.slice(0, 4))
  const firstYear = Number(core.registrationDate.slice(0, 4))
  const lastYear = Math.min(
    referenceYear - 1,
    Number((core.dissolutionDate ?? core.inactiveDate ?? REFERENCE_DATE).slice(0, 4)) - 1,
  )
  const span = Math.min(rng.int(5, 8), lastYear - firstYear + 1)
  const shares = rng.pick([100, 1000, 10_000, 25_000, 100_000, 1_000_000])
  const perShare = rng.pick([0.01, 0.1, 1, 1, 1, 10])
  const base = {
    total_capital: Math.round(shares * perShare * 100) / 100,
    currency,
    total_number_of_shares: shares,
    per_share_value: perShare,
    have_extensive_shareholding: core.traits.owners + (core.traits.ownershipDepth >= 3 ? 1 : 0) >= 3,
    has_more_than_one_class_of_share: rng.chance(0.15),
    ordinary_shareholder_signatures: core.traits.owners > 0 ? core.traits.owners : null,
  }
  if (!core.traits.hasFinancials || span < 1) {
    return {
      ...base,
      fiscal_year: null,
      fiscal_year_end: null,
      fiscal_year_start: null,
      fixed_assets: null,
      total_net_assets: null,
      financial_years: [],
      annual_return_due_date: null,
      financial_statement_due_date: null,
      liability: null,
      key_figure_readings: [],
      insights: [],
    }
  }
  const years = Array.from({ length: span }, (_, i) => lastYear - span + 1 + i)
  const series = new Map<KeyFigure, number[]>(KEY_FIGURES.map((k) => [k, []]))
  let revenue = Math.round(Math.exp(rng.int(11, 17) + rng.next()))
  for (let i = 0; i < years.length; i++) {
    if (i > 0) revenue = Math.max(1000, Math.round(revenue * (0.85 + rng.next() * 0.35)))
    const margin = -0.08 + rng.next() * 0.2
    const assets = Math.round(revenue * (0.5 + rng.next() * 0.8))
    const liabilities = Math.round(assets * (0.3 + rng.next() * 0.6))
    series.get('revenue')?.push(revenue)
    series.get('net_income')?.push(Math.round(revenue * margin))
    series.get('total_assets')?.push(assets)
    series.get('total_liabilities')?.push(liabilities)
    series.get('equity')?.push(assets - liabilities)
    series.get('employees')?.push(Math.max(1, Math.round(revenue / (60_000 + rng.int(0, 90_000)))))
  }
  const latest = (k: KeyFigure) => series.get(k)?.at(-1) ?? 0
  const readings: KeyFigureReading[] = KEY_FIGURES.map((k) => {
    const values = series.get(k) ?? []
    const current = values.at(-1) ?? 0
    const previous = values.length > 1 ? (values.at(-2) ?? current) : current
    return {
      type: k,
      data: {
        current,
        last_year: String(years.length > 1 ? lastYear - 1 : lastYear),
        last_year_value: previous,
        graph_up: current > previous,
        status: current > previous ? 'increase' : current < previous ? 'decrease' : 'unchanged',
      },
    }
  })
  const figures = (keys: readonly KeyFigure[]) =>
    keys.map((k) => ({ key_figure: k, data: years.map((year, i) => ({ year, value: series.get(k)?.[i] ?? 0 })) }))
  const insights: Insight[] = [
    { type: 'income_statement', data_type: 'currency', figures: figures(['revenue', 'net_income']) },
    { type: 'balance_sheet', data_type: 'currency', figures: figures(['total_assets', 'total_liabilities', 'equity']) },
    { type: 'employees', data_type: 'number', figures: figures(['employees']) },
  ]
  const fiscalEnd = rng.pick(['12-31', '03-31', '06-30', '09-30'])
  const startOf: Record<string, string> = { '12-31': '01-01', '03-31': '04-01', '06-30': '07-01', '09-30': '10-01' }
  return {
    ...base,
    fiscal_year: String(lastYear),
    fiscal_year_end: fiscalEnd,
    fiscal_year_start: startOf[fiscalEnd] ?? '01-01',
    fixed_assets: Math.round(latest('total_assets') * 0.4),
    total_net_assets: latest('equity'),
    financial_years: years.map(String),
    annual_return_due_date: `${lastYear + 1}-${fiscalEnd}`,
    financial_statement_due_date: `${lastYear + 1}-${fiscalEnd === '12-31' ? '09-30' : fiscalEnd}`,
    liability: latest('total_liabilities'),
    key_figure_readings: readings,
    insights,
  }
}

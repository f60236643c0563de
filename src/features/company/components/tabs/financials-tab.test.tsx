import { exampleV2CompanyInsights, type KeyFigureReading } from '@contract/registry'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toCompanyView } from '../../utils/to-company-view'
import { FinancialCharts } from './financial-charts'
import { FinancialsTab } from './financials-tab'

const reading = (type: string, current: number, lastYear: string, previous: number): KeyFigureReading => ({
  type,
  data: {
    current,
    last_year: lastYear,
    last_year_value: previous,
    graph_up: current > previous,
    status: current > previous ? 'increase' : current < previous ? 'decrease' : 'unchanged',
  },
})

function renderFigures(readings: KeyFigureReading[], years: string[]) {
  const financial = exampleV2CompanyInsights.financial_detail!
  const company = toCompanyView({
    version: 'v2',
    data: {
      ...exampleV2CompanyInsights,
      financial_detail: { ...financial, financial_years: years, insights: [], key_figure_readings: readings },
    },
  })
  render(<FinancialsTab company={company} />)
  return (type: string) => within(screen.getByText(type).closest('li')!)
}

describe('key figures', () => {
  it('shows an increase of liabilities as unfavourable and of revenue as favourable', () => {
    const card = renderFigures(
      [reading('total_liabilities', 3040, '2022', 1000), reading('revenue', 1200, '2022', 1000)],
      ['2022', '2023'],
    )
    const liabilities = card('total liabilities').getByText(/\+204\.0 % vs 2022/)
    expect(liabilities).toHaveClass('text-red-800')
    expect(liabilities).toHaveTextContent('unfavourable')
    const revenue = card('revenue').getByText(/\+20\.0 % vs 2022/)
    expect(revenue).toHaveClass('text-green-800')
    expect(revenue).toHaveTextContent('favourable')
  })

  it('does not compare a single year with itself', () => {
    const card = renderFigures([reading('revenue', 900, '1972', 900)], ['1972'])
    expect(card('revenue').getByText('No earlier year to compare with.')).toBeInTheDocument()
    expect(card('revenue').queryByText(/vs 1972/)).not.toBeInTheDocument()
  })
})

describe('financial charts', () => {
  it('name the currency once in the title, not on every axis label', () => {
    render(<FinancialCharts insights={exampleV2CompanyInsights.financial_detail!.insights} currency="GBP" />)
    const figure = screen.getByTestId('financial-chart')
    expect(within(figure).getByText('(GBP)', { exact: false })).toBeInTheDocument()
    expect(figure.querySelector('figcaption')).toHaveTextContent(/^revenue \(GBP\)$/)
  })
})

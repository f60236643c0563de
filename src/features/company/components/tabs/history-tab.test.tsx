import { exampleV2CompanyInsights } from '@contract/registry'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toCompanyView } from '../../utils/to-company-view'
import { HistoryTab } from './history-tab'

describe('history tab', () => {
  it('shows the registry keys of the change history as words, and its dates as dates', () => {
    const company = toCompanyView({
      version: 'v2',
      data: {
        ...exampleV2CompanyInsights,
        additional_detail: [{ type: 'status_history', data: [{ changed_on: '2021-03-04', new_status: 'active' }] }],
      },
    })
    render(<HistoryTab company={company} />)
    const table = screen.getByRole('table', { name: 'Status history' })
    expect(within(table).getByRole('columnheader', { name: 'Changed on' })).toBeInTheDocument()
    expect(within(table).getByRole('columnheader', { name: 'New status' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: '4 Mar 2021' })).toBeInTheDocument()
    expect(screen.queryByText('status_history')).not.toBeInTheDocument()
  })
})

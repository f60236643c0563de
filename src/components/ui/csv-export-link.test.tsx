import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CsvExportLink } from './csv-export-link'

describe('CsvExportLink', () => {
  it('links the proxy export with the filters, leaving out paging and empty values', () => {
    render(
      <CsvExportLink
        path="/bff/exports/aml-queue.csv"
        query={{
          status: 'resolved',
          reviewer: 'a&b',
          from: '',
          to: undefined,
          page: '3',
          limit: '25',
          page_size: 50,
          'country_names[]': ['de', 'fr'],
        }}
      />,
    )
    const link = screen.getByRole('link', { name: 'Export CSV' })
    expect(link).toHaveAttribute(
      'href',
      '/bff/exports/aml-queue.csv?status=resolved&reviewer=a%26b&country_names%5B%5D=de&country_names%5B%5D=fr',
    )
    expect(link).toHaveAttribute('download')
  })

  it('takes its own label', () => {
    render(
      <CsvExportLink path="/bff/exports/search.csv" query={{ version: 'v2', request: 'kreq_1' }}>
        Export all 3 as CSV
      </CsvExportLink>,
    )
    expect(screen.getByRole('link', { name: 'Export all 3 as CSV' })).toHaveAttribute(
      'href',
      '/bff/exports/search.csv?version=v2&request=kreq_1',
    )
  })
})

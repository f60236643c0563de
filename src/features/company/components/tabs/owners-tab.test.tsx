import { exampleV1CompanyProfile } from '@contract/registry'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toCompanyView } from '../../utils/to-company-view'
import { OwnersTab } from './owners-tab'

describe('owners tab', () => {
  it('lists the ultimate owners of the ownership tree that the beneficial owners leave out, with their shares', () => {
    const company = toCompanyView({
      version: 'v1',
      data: {
        ...exampleV1CompanyProfile,
        ownership_structure: {
          id: 'cmp_1',
          name: 'Acme Handels GmbH',
          children: [
            { name: 'Holding Alpha GmbH', percentage: 66.63, active: true, meta_detail: {} },
            { name: 'Greta Hollis', percentage: 33.37, active: true, meta_detail: {} },
          ],
        },
      },
    })
    render(<OwnersTab company={company} />)
    const table = screen.getByRole('table', { name: 'Other owners in the ownership tree' })
    const row = within(table).getByRole('row', { name: /Greta Hollis/ })
    expect(row).toHaveTextContent('33.37 %')
    // The holding listed among the beneficial owners is not repeated.
    expect(within(table).queryByText('Holding Alpha GmbH')).not.toBeInTheDocument()
  })
})

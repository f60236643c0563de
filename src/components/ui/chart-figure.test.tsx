import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChartFigure } from './chart-figure'

const table = { columns: ['Day', 'Count'], rows: [['2026-11-23', 3]] as const }

describe('ChartFigure', () => {
  it('shows the title, summary and table at once and each drawing in its turn, one after the other', async () => {
    render(
      <>
        <ChartFigure title="First" summary="3 in all" table={table}>
          <svg data-testid="first-drawing" />
        </ChartFigure>
        <ChartFigure title="Second" table={table}>
          <svg data-testid="second-drawing" />
        </ChartFigure>
      </>,
    )
    expect(screen.getByText('First', { selector: 'figcaption' })).toBeInTheDocument()
    expect(screen.getByText('3 in all')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'First' })).toBeInTheDocument()
    expect(screen.queryByTestId('first-drawing')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('first-drawing')).toBeInTheDocument())
    expect(screen.queryByTestId('second-drawing')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('second-drawing')).toBeInTheDocument())
  })
})

import { render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AfterPaint } from './after-paint'

describe('AfterPaint', () => {
  it('shows the fallback on the first paint and imports the lazy part only after it', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Charts</p> }))
    const Charts = lazy(load)
    render(
      <AfterPaint fallback={<p>Keeping the place</p>}>
        <Charts />
      </AfterPaint>,
    )
    expect(screen.getByText('Keeping the place')).toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()
    expect(await screen.findByText('Charts')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Keeping the place')).not.toBeInTheDocument()
  })
})

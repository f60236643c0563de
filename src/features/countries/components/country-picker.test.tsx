import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { searchPageHandlers } from '@/testing/fixtures/registry-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { CountryPicker } from './country-picker'

setupMswServer()

function Harness({ version }: { version: 'v1' | 'v2' }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <QueryClientProvider client={createQueryClient()}>
      <CountryPicker version={version} value={value} onChange={setValue} />
      <output aria-label="picked">{value ?? ''}</output>
    </QueryClientProvider>
  )
}

describe('CountryPicker', () => {
  it('filters as you type and picks a state with the keyboard alone (v2 codes)', async () => {
    mswServer.use(...searchPageHandlers())
    render(<Harness version="v2" />)
    const input = await screen.findByRole('combobox', { name: 'Country or state' })
    await userEvent.click(input)
    await userEvent.keyboard('alab')
    const listbox = await screen.findByRole('listbox')
    const options = within(listbox).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toContain('Alabama, United States')
    expect(options.every((o) => /alab/i.test(o.textContent ?? ''))).toBe(true)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('status', { name: 'picked' })).toHaveTextContent('US_AL')
    expect(input).toHaveValue('Alabama')
  })

  it('nests states under their country, with decorative flags and the name as text (v1 names)', async () => {
    mswServer.use(...searchPageHandlers())
    render(<Harness version="v1" />)
    const input = await screen.findByRole('combobox', { name: 'Country or state' })
    await userEvent.type(input, 'united states')
    const listbox = await screen.findByRole('listbox')
    const options = within(listbox).getAllByRole('option')
    const alabama = options.find((o) => o.textContent === 'Alabama, United States')!
    expect(alabama).toHaveClass('pl-9')
    const usFlags = document.querySelectorAll('img[src="/flags/us.svg"]')
    expect(usFlags.length).toBeGreaterThan(0)
    for (const img of usFlags) expect(img).toHaveAttribute('alt', '')
    await userEvent.click(alabama)
    expect(screen.getByRole('status', { name: 'picked' })).toHaveTextContent('united_states.alabama')
  })

  it('says when nothing matches', async () => {
    mswServer.use(...searchPageHandlers())
    render(<Harness version="v2" />)
    await userEvent.type(await screen.findByRole('combobox', { name: 'Country or state' }), 'zzqx')
    expect(await screen.findByText('No match for “zzqx”')).toBeInTheDocument()
  })
})

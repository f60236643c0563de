import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as zm from 'zod/mini'
import { parseSearchParams, toSearchParams, useUrlState } from './url-state'

const Schema = z.object({
  q: z.string().max(20).catch(''),
  page: z.coerce.number().int().min(1).catch(1),
  sort: z.enum(['name', 'date', '']).catch(''),
  dir: z.enum(['asc', 'desc']).catch('asc'),
})

describe('url state', () => {
  it('round-trips a state through the URL, leaving defaults out', () => {
    const state = { q: 'acme & sons', page: 3, sort: 'name' as const, dir: 'asc' as const }
    const params = toSearchParams(Schema, state)
    expect(params.toString()).toBe('page=3&q=acme+%26+sons&sort=name')
    expect(parseSearchParams(Schema, params)).toEqual(state)
  })

  it('turns a hand-edited or hostile URL into defaults, field by field', () => {
    const parsed = parseSearchParams(Schema, new URLSearchParams('q=x&page=-4&sort=<script>&dir=up&extra=1'))
    expect(parsed).toEqual({ q: 'x', page: 1, sort: '', dir: 'asc' })
  })

  it('works with zod/mini schemas too', () => {
    const Mini = zm.object({ tab: zm.catch(zm.enum(['a', 'b']), 'a') })
    expect(parseSearchParams(Mini, new URLSearchParams('tab=b'))).toEqual({ tab: 'b' })
    expect(parseSearchParams(Mini, new URLSearchParams('tab=zzz'))).toEqual({ tab: 'a' })
  })

  it('pushes a history entry per change so that the back button restores the previous state', async () => {
    function ListPage() {
      const [state, setState] = useUrlState(Schema)
      return (
        <button type="button" onClick={() => setState({ q: 'second', page: 2 })}>
          {`${state.q}:${state.page}`}
        </button>
      )
    }
    const router = createMemoryRouter([{ path: '/list', Component: ListPage }], { initialEntries: ['/list?q=first'] })
    render(<RouterProvider router={router} />)
    await userEvent.click(await screen.findByRole('button', { name: 'first:1' }))
    expect(await screen.findByRole('button', { name: 'second:2' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2&q=second')
    await act(() => router.navigate(-1))
    expect(await screen.findByRole('button', { name: 'first:1' })).toBeInTheDocument()
  })

  it("shows the state navigated to while the page's loader still runs, and builds a second change on it", async () => {
    const loads: Array<() => void> = []
    function FilterPage() {
      const [state, setState] = useUrlState(Schema)
      return (
        <>
          <input
            type="checkbox"
            aria-label="Sorted by name"
            checked={state.sort === 'name'}
            onChange={(event) => setState({ sort: event.target.checked ? 'name' : '' })}
          />
          <button type="button" onClick={() => setState({ page: state.page + 1 })}>{`page ${state.page}`}</button>
        </>
      )
    }
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          Component: FilterPage,
          HydrateFallback: () => null,
          loader: ({ request }) =>
            new URL(request.url).search === '' ? null : new Promise<null>((resolve) => loads.push(() => resolve(null))),
        },
      ],
      { initialEntries: ['/list'] },
    )
    render(<RouterProvider router={router} />)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sorted by name' }))
    // The loader has not answered: the box is ticked already, the router still shows the old URL.
    expect(screen.getByRole('checkbox', { name: 'Sorted by name' })).toBeChecked()
    expect(router.state.location.search).toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'page 1' }))
    expect(await screen.findByRole('button', { name: 'page 2' })).toBeInTheDocument()
    for (const load of loads) load()
    await act(async () => {})
    expect(await screen.findByRole('button', { name: 'page 2' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2&sort=name')
    expect(screen.getByRole('checkbox', { name: 'Sorted by name' })).toBeChecked()
  })
})

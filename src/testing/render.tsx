import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { appRoutes, redirectOnUnauthorized } from '@/app/router'
import { afterEach } from 'vitest'
import { ToastHost } from '@/components/ui/toast-host'
import { createQueryClient } from '@/lib/query-client'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** Renders the whole app at `path` with a fresh QueryClient and an in-memory router. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] })
  cleanups.push(redirectOnUnauthorized(router))
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  )
  return { ...utils, router, queryClient }
}

import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { appRoutes } from '@/app/router'
import { ToastHost } from '@/components/ui/toast-host'
import { createQueryClient } from '@/lib/query-client'

/** Renders the whole app at `path` with a fresh QueryClient and an in-memory router. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] })
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  )
  return { ...utils, router, queryClient }
}

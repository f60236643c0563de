import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { PageSkeleton } from './routes/page-skeleton'
import { RouteErrorPage } from './routes/route-error-page'

/** Every page is a lazy route; a route module exports `Component` and, when it prefetches, `loader`. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      lazy: () => import('./layouts/app-shell').then((m) => ({ Component: m.AppShell })),
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageSkeleton,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, lazy: () => import('./routes/overview/overview-page').then((m) => m.route(queryClient)) },
            { path: '*', lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
          ],
        },
      ],
    },
  ]
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient))
}

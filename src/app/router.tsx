import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { onUnauthorized } from '@/lib/api-client'
import { signInPathFor } from './routes/loader-helpers'
import { PageSkeleton } from './routes/page-skeleton'
import { RouteErrorPage } from './routes/route-error-page'

/** Every page is a lazy route; a route module exports `route(queryClient)` with `Component` and its `loader`. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/sign-in',
      lazy: () => import('./routes/sign-in/sign-in-page').then((m) => m.route(queryClient)),
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageSkeleton,
    },
    {
      path: '/',
      lazy: () => import('./layouts/app-shell').then((m) => m.shellRoute(queryClient)),
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageSkeleton,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, lazy: () => import('./routes/overview/overview-page').then((m) => m.route(queryClient)) },
            { path: 'search', lazy: () => import('./routes/search/search-page').then((m) => m.route(queryClient)) },
            { path: 'companies/v1/:requestId/:companyId', lazy: () => import('./routes/companies/company-v1-page').then((m) => m.route(queryClient)) },
            { path: 'companies/v2/:kybResponseId', lazy: () => import('./routes/companies/company-v2-page').then((m) => m.route(queryClient)) },
            { path: 'aml', lazy: () => import('./routes/aml/aml-queue-page').then((m) => m.route(queryClient)) },
            { path: 'aml/:amlRequestId', lazy: () => import('./routes/aml/aml-review-page').then((m) => m.route(queryClient)) },
            { path: 'monitoring', lazy: () => import('./routes/monitoring/monitoring-page').then((m) => m.route(queryClient)) },
            { path: '*', lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
          ],
        },
      ],
    },
  ]
}

type AppRouter = ReturnType<typeof createBrowserRouter>

/**
 * A 401 anywhere (the session expired or was revoked) goes to sign-in and back to where the user
 * was. During a navigation the loaders redirect by themselves (prefetchOrSignIn), knowing the URL
 * being loaded; this handles the 401s of queries on the page shown.
 */
export function redirectOnUnauthorized(router: AppRouter) {
  return onUnauthorized(() => {
    const { location, navigation } = router.state
    if (navigation.state !== 'idle' || location.pathname.startsWith('/sign-in')) return
    void router.navigate(signInPathFor(location), { replace: true })
  })
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(appRoutes(queryClient))
  redirectOnUnauthorized(router)
  return router
}

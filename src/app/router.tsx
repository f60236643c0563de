import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { createBrowserRouter, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router'
import { onUnauthorized } from '@/lib/api-client'
import { signInPathFor } from './routes/loader-helpers'
import { PageSkeleton } from './routes/page-skeleton'
import { RouteErrorPage } from './routes/route-error-page'

/** A route's data module (`*-loader.ts`): its loader, made with the query client, and when to run it again. */
interface RouteData {
  loader: (queryClient: QueryClient) => LoaderFunction
  shouldRevalidate?: ShouldRevalidateFunction
}

/**
 * Every page is a lazy route in React Router's object form: the page's component module and its
 * data module load side by side, and the loader runs as soon as its own small module is there. (With
 * a lazy function the loader ran only once the whole page, widgets included, had loaded, so the
 * data requests waited for them; ADR 0004.)
 */
function lazyPages(queryClient: QueryClient) {
  return (component: () => Promise<ComponentType>, data?: () => Promise<RouteData>): RouteObject['lazy'] => {
    if (!data) return { Component: component }
    // The loader first: React Router imports the properties in this order, so the data module's
    // files are requested ahead of the page's.
    return {
      loader: async () => (await data()).loader(queryClient),
      shouldRevalidate: async () => (await data()).shouldRevalidate,
      Component: component,
    }
  }
}

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const page = lazyPages(queryClient)
  return [
    {
      path: '/sign-in',
      lazy: page(() => import('./routes/sign-in/sign-in-page').then((m) => m.SignInPage)),
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageSkeleton,
    },
    {
      // The hosted questionnaire form: public, outside the shell, nothing of the dashboard loaded.
      path: '/q/:token',
      lazy: page(() => import('./routes/public/questionnaire-form-page').then((m) => m.QuestionnaireFormPage)),
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageSkeleton,
    },
    {
      path: '/',
      lazy: page(
        () => import('./layouts/app-shell').then((m) => m.AppShell),
        () => import('./layouts/app-shell-loader'),
      ),
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageSkeleton,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              lazy: page(
                () => import('./routes/overview/overview-page').then((m) => m.OverviewPage),
                () => import('./routes/overview/overview-loader'),
              ),
            },
            {
              path: 'inbox',
              lazy: page(
                () => import('./routes/inbox/inbox-page').then((m) => m.InboxPage),
                () => import('./routes/inbox/inbox-loader'),
              ),
            },
            {
              path: 'search',
              lazy: page(
                () => import('./routes/search/search-page').then((m) => m.SearchPage),
                () => import('./routes/search/search-loader'),
              ),
            },
            {
              path: 'companies/v1/:requestId/:companyId',
              lazy: page(
                () => import('./routes/companies/company-v1-page').then((m) => m.CompanyV1Page),
                () => import('./routes/companies/company-v1-loader'),
              ),
            },
            {
              path: 'kyc',
              lazy: page(
                () => import('./routes/kyc/kyc-queue-page').then((m) => m.KycQueuePage),
                () => import('./routes/kyc/kyc-queue-loader'),
              ),
            },
            {
              path: 'kyc/new',
              lazy: page(
                () => import('./routes/kyc/kyc-new-page').then((m) => m.KycNewPage),
                () => import('./routes/kyc/kyc-new-loader'),
              ),
            },
            {
              path: 'kyc/cases/:kycRequestId',
              lazy: page(
                () => import('./routes/kyc/kyc-case-page').then((m) => m.KycCasePage),
                () => import('./routes/kyc/kyc-case-loader'),
              ),
            },
            {
              path: 'companies/v2/:kybResponseId',
              lazy: page(
                () => import('./routes/companies/company-v2-page').then((m) => m.CompanyV2Page),
                () => import('./routes/companies/company-v2-loader'),
              ),
            },
            {
              path: 'aml',
              lazy: page(
                () => import('./routes/aml/aml-queue-page').then((m) => m.AmlQueuePage),
                () => import('./routes/aml/aml-queue-loader'),
              ),
            },
            {
              path: 'aml/:amlRequestId',
              lazy: page(
                () => import('./routes/aml/aml-review-page').then((m) => m.AmlReviewPage),
                () => import('./routes/aml/aml-review-loader'),
              ),
            },
            {
              path: 'monitoring',
              lazy: page(
                () => import('./routes/monitoring/monitoring-page').then((m) => m.MonitoringPage),
                () => import('./routes/monitoring/monitoring-loader'),
              ),
            },
            {
              path: 'questionnaires',
              lazy: page(
                () => import('./routes/questionnaires/questionnaires-page').then((m) => m.QuestionnairesPage),
                () => import('./routes/questionnaires/questionnaires-loader'),
              ),
            },
            {
              path: 'questionnaires/submissions/:submissionId',
              lazy: page(
                () => import('./routes/questionnaires/submission-page').then((m) => m.SubmissionPage),
                () => import('./routes/questionnaires/submission-loader'),
              ),
            },
            {
              path: 'users',
              lazy: page(
                () => import('./routes/users/users-page').then((m) => m.UsersPage),
                () => import('./routes/users/users-loader'),
              ),
            },
            {
              path: 'audit',
              lazy: page(
                () => import('./routes/audit/audit-page').then((m) => m.AuditPage),
                () => import('./routes/audit/audit-loader'),
              ),
            },
            {
              path: 'callbacks',
              lazy: page(
                () => import('./routes/callbacks/callbacks-page').then((m) => m.CallbacksPage),
                () => import('./routes/callbacks/callbacks-loader'),
              ),
            },
            { path: '*', lazy: page(() => import('./routes/not-found-page').then((m) => m.NotFoundPage)) },
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

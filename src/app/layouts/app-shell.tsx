import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'
import { lazy, Suspense, useCallback } from 'react'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router'
import { AfterPaint } from '@/components/ui/after-paint'
import { authQueries } from '@/features/auth/api/auth-queries'
import { UserMenu } from '@/features/auth/components/user-menu'
import { cn } from '@/lib/cn'
import { useLiveEvents } from '@/lib/live-events'
import { useMonitoringAlertFeed, useMonitoringAlerts } from '@/lib/monitoring-alerts'
import { KeyboardShortcuts } from './keyboard-shortcuts'
import { requiredPermission, visibleNavigation } from './navigation'
import { ThemeToggle } from './theme-toggle'

/** The notification bell (and its validators) loads after the first paint (first-route budget, ADR 0004). */
const NotificationBell = lazy(() =>
  import('@/features/cases/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
)

/** The error and access-denied pages load when one is shown, not with the first page (ADR 0004). */
const PageError = lazy(() => import('../routes/page-error').then((m) => ({ default: m.PageError })))
const AccessDeniedPage = lazy(() =>
  import('../routes/access-denied-page').then((m) => ({ default: m.AccessDeniedPage })),
)

function LazyPageError(props: FallbackProps) {
  return (
    <Suspense fallback={null}>
      <PageError {...props} />
    </Suspense>
  )
}

/** The frame of every signed-in page: sidebar navigation, header with theme and user menu, content. */
export function AppShell() {
  const { data: me } = useSuspenseQuery(authQueries.me())
  const location = useLocation()
  const { reset } = useQueryErrorResetBoundary()
  useLiveEvents()
  const navigate = useNavigate()
  useMonitoringAlertFeed(useCallback((id: string) => void navigate(`/aml/${encodeURIComponent(id)}`), [navigate]))
  const { unseen } = useMonitoringAlerts()
  const needed = requiredPermission(location.pathname)
  const allowed = needed === undefined || me.permissions.includes(needed)

  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <aside className="w-56 shrink-0 border-r border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
        <div className="px-5 py-4 text-lg font-semibold tracking-tight">kybdesk</div>
        <nav aria-label="Main">
          <ul className="space-y-0.5 px-2">
            {visibleNavigation(me.permissions).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-200 dark:hover:bg-slate-800',
                      isActive && 'bg-brand-100 text-brand-700 dark:bg-slate-800 dark:text-sky-300',
                    )
                  }
                >
                  {item.label}
                  {item.to === '/monitoring' && unseen > 0 && (
                    <span className="ml-2 rounded-full bg-red-700 px-1.5 text-xs text-white">
                      {unseen}
                      <span className="sr-only"> new monitoring {unseen === 1 ? 'alert' : 'alerts'}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-3 border-b border-slate-200 px-6 py-3 dark:border-slate-800">
          {me.permissions.includes('cases:read') && (
            <AfterPaint fallback={null}>
              <NotificationBell />
            </AfterPaint>
          )}
          <KeyboardShortcuts permissions={me.permissions} />
          <ThemeToggle />
          <UserMenu me={me} />
        </header>
        <main id="main" className="min-w-0 flex-1 px-6 py-6">
          <ErrorBoundary FallbackComponent={LazyPageError} onReset={reset} resetKeys={[location.pathname]}>
            {allowed ? (
              <Outlet />
            ) : (
              <Suspense fallback={null}>
                <AccessDeniedPage />
              </Suspense>
            )}
          </ErrorBoundary>
        </main>
      </div>
    </div>
  )
}

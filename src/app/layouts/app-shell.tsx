import { NavLink, Outlet } from 'react-router'
import { cn } from '@/lib/cn'
import { navigation } from './navigation'
import { ThemeToggle } from './theme-toggle'

/** The frame of every signed-in page: sidebar navigation, header with theme and user menu, content. */
export function AppShell() {
  return (
    <div className="flex min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900">
        Skip to content
      </a>
      <aside className="w-56 shrink-0 border-r border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
        <div className="px-5 py-4 text-lg font-semibold tracking-tight">kybdesk</div>
        <nav aria-label="Main">
          <ul className="space-y-0.5 px-2">
            {navigation.map((item) => (
              <li key={item.to}>
                {item.ready ? (
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    className={({ isActive }) =>
                      cn('block rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-200 dark:hover:bg-slate-800',
                        isActive && 'bg-brand-100 text-brand-700 dark:bg-slate-800 dark:text-sky-300')}
                  >
                    {item.label}
                  </NavLink>
                ) : (
                  <span aria-disabled="true" className="flex items-center justify-between rounded-md px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
                    {item.label}
                    <span className="rounded bg-slate-200 px-1.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">soon</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-3 border-b border-slate-200 px-6 py-3 dark:border-slate-800">
          <ThemeToggle />
          <span className="text-sm text-slate-700 dark:text-slate-300" aria-label="User menu">Not signed in</span>
        </header>
        <main id="main" className="flex-1 px-6 py-6">
          <Outlet />
        </main>
      </div>
    </div>
  )
}

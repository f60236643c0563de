import { Link, useLocation } from 'react-router'

export function NotFoundPage() {
  const location = useLocation()
  return (
    <div className="max-w-xl space-y-3">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p>
        There is no page at{' '}
        <code className="break-all rounded bg-slate-100 px-1 dark:bg-slate-800">{location.pathname}</code>.
      </p>
      <Link className="text-brand-600 underline dark:text-sky-300" to="/">
        Go to the overview
      </Link>
    </div>
  )
}

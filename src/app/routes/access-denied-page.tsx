import { Link } from 'react-router'

/** What a page the user's role may not use shows: no form, no error, just that and a way back. */
export function AccessDeniedPage() {
  return (
    <div className="max-w-xl space-y-3">
      <h1 className="text-2xl font-semibold">You don't have access</h1>
      <p>Your role may not use this page. An administrator can change your role on the Users page.</p>
      <Link className="text-brand-600 underline dark:text-sky-300" to="/">
        Go to the overview
      </Link>
    </div>
  )
}

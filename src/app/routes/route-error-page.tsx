import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router'

/** A readable message and a retry for anything a route throws while loading or rendering. */
export function RouteErrorPage() {
  const error = useRouteError()
  const navigate = useNavigate()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unexpected error occurred.'
  return (
    <div
      role="alert"
      className="m-6 max-w-xl space-y-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <h1 className="text-lg font-semibold">Something went wrong</h1>
      <p className="break-words">{message}</p>
      <button
        type="button"
        className="rounded-md bg-red-700 px-3 py-1.5 text-sm text-white hover:bg-red-800"
        onClick={() => void navigate(0)}
      >
        Try again
      </button>
    </div>
  )
}

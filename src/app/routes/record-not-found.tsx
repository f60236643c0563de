import { Link } from 'react-router'
import { ApiError } from '@/lib/api-client'

/** The error is the proxy's 404: no such record. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** What a page of a record the desk does not know shows (an unknown or mistyped id). */
export function RecordNotFound({ message }: { message: string }) {
  return (
    <div className="max-w-xl space-y-3">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="break-words">{message}</p>
      <Link className="text-brand-600 underline dark:text-sky-300" to="/">
        Go to the overview
      </Link>
    </div>
  )
}

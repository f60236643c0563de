import type { FallbackProps } from 'react-error-boundary'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { AccessDeniedPage } from './access-denied-page'
import { isNotFound, RecordNotFound } from './record-not-found'

/**
 * What a page shows when it fails to render or load: the reason and a retry — or, when the proxy
 * refused the role (403), that the user has no access; when it knows no such record (404), that.
 */
export function PageError({ error, resetErrorBoundary }: FallbackProps) {
  if (error instanceof ApiError && error.status === 403) return <AccessDeniedPage />
  if (isNotFound(error)) return <RecordNotFound message={(error as ApiError).message} />
  const message = error instanceof Error ? error.message : 'An unexpected error occurred.'
  return (
    <div
      role="alert"
      className="max-w-xl space-y-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <h1 className="text-lg font-semibold">This page could not be shown</h1>
      <p className="break-words">{message}</p>
      <Button variant="danger" onClick={resetErrorBoundary}>
        Try again
      </Button>
    </div>
  )
}

import type { FallbackProps } from 'react-error-boundary'
import { Button } from '@/components/ui/button'

/** What a page shows when it fails to render or load: the reason and a retry. */
export function PageError({ error, resetErrorBoundary }: FallbackProps) {
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

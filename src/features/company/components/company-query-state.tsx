import { Button } from '@/components/ui/button'
import { LoadingBlock, Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-client'

/** What the profile page shows before its data: a skeleton, or the error with a retry. */
export function CompanyQueryState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean
  error: Error | null
  onRetry: () => void
}) {
  if (isPending) {
    return (
      <div className="max-w-4xl space-y-4">
        <Skeleton className="h-8 w-72" />
        <LoadingBlock label="Loading the company profile" lines={6} />
      </div>
    )
  }
  const notFound = error instanceof ApiError && error.status === 404
  return (
    <div
      role="alert"
      className="max-w-xl space-y-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <h1 className="text-lg font-semibold">
        {notFound ? 'Company not found' : 'The company profile could not be loaded'}
      </h1>
      <p className="break-words">{error?.message ?? 'No data.'}</p>
      {!notFound && (
        <Button variant="danger" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  )
}

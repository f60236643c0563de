import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { LoadingBlock } from '@/components/ui/skeleton'
import { amlQueries } from '@/features/aml/api/aml-queries'
import { AmlReviewView } from '@/features/aml/components/aml-review-view'
import { authQueries } from '@/features/auth/api/auth-queries'
import { PageError } from '../page-error'

/** `/aml/:amlRequestId`: the review of one AML request (deep-linkable). */
export function AmlReviewPage() {
  const { amlRequestId = '' } = useParams()
  const query = useQuery(amlQueries.review(amlRequestId))
  const { data: me } = useQuery(authQueries.me())
  const permissions = me?.permissions ?? []
  return (
    <div className="max-w-6xl space-y-6">
      <div className="space-y-1">
        <p className="text-sm">
          <Link to="/aml" className="text-brand-700 underline dark:text-sky-300">
            AML reviews
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">AML review</h1>
      </div>
      {query.data ? (
        <AmlReviewView
          review={query.data}
          canDecide={permissions.includes('aml:run')}
          canLift={permissions.includes('aml:approve')}
        />
      ) : query.error ? (
        <PageError error={query.error} resetErrorBoundary={() => void query.refetch()} />
      ) : (
        <LoadingBlock label="Loading the AML review" />
      )}
    </div>
  )
}

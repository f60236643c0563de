import { liveKeys } from '@contract/bff/live-events'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { companyQueries } from '@/features/company/api/company-queries'
import { CompanyProfile } from '@/features/company/components/company-profile'
import { CompanyQueryState } from '@/features/company/components/company-query-state'
import { CompanyUrlSchema } from '@/features/company/utils/company-url-state'
import { v2CompanyView } from '@/features/company/utils/to-company-view'
import { useUrlState } from '@/lib/url-state'
import { useCompanyAmlSlots } from './company-aml-slots'

export function CompanyV2Page() {
  const { kybResponseId = '' } = useParams()
  const [{ tab }, setUrl] = useUrlState(CompanyUrlSchema)
  const query = useQuery({ ...companyQueries.v2(kybResponseId), select: v2CompanyView })
  const kybRequestId = query.data?.kybRequestId
  const aml = useCompanyAmlSlots(
    query.data,
    kybRequestId
      ? { companyId: kybResponseId, requestId: kybRequestId, profileKey: liveKeys.companyV2(kybResponseId) }
      : null,
  )
  if (!query.data)
    return <CompanyQueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
  return <CompanyProfile company={query.data} tab={tab} onTab={(next) => setUrl({ tab: next })} aml={aml} />
}

import { liveKeys } from '@contract/bff/live-events'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { companyQueries } from '@/features/company/api/company-queries'
import { CompanyProfile } from '@/features/company/components/company-profile'
import { CompanyQueryState } from '@/features/company/components/company-query-state'
import { CompanyUrlSchema } from '@/features/company/utils/company-url-state'
import { v1CompanyView } from '@/features/company/utils/to-company-view'
import { useUrlState } from '@/lib/url-state'
import { useCompanyAmlSlots } from './company-aml-slots'

export function CompanyV1Page() {
  const { requestId = '', companyId = '' } = useParams()
  const [{ tab }, setUrl] = useUrlState(CompanyUrlSchema)
  const query = useQuery({ ...companyQueries.v1(requestId, companyId), select: v1CompanyView })
  const aml = useCompanyAmlSlots(query.data, { companyId, requestId, profileKey: liveKeys.companyV1(companyId) })
  if (!query.data)
    return <CompanyQueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
  return <CompanyProfile company={query.data} tab={tab} onTab={(next) => setUrl({ tab: next })} aml={aml} />
}

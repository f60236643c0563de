import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { auditQueries } from '@/features/audit/api/audit-queries'
import { AuditUrlSchema, toAuditFilters } from '@/features/audit/utils/audit-url-state'
import { parseSearchParams } from '@/lib/url-state'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    prefetchOrSignIn(request, [
      queryClient.ensureQueryData(
        auditQueries.page(toAuditFilters(parseSearchParams(AuditUrlSchema, new URL(request.url).searchParams))),
      ),
    ])
}

import { flagPath } from '@contract/countries'
import type { V1CompanyProfile, V2CompanyInsights } from '@contract/registry'
import { withAmlStatuses } from '../aml/profile-statuses'
import { findVisibleResult } from '../search-results/visible-results'
import { toVendorTimestamp } from '../clock/time-scale'
import type { KybResultsTable } from '../db/schema'
import { toFileId } from '../files/file-ids'
import type { UpstreamCore } from '../core'
import { finalProfileStage, maskProfileToStage, stageServices } from './profile-stages'
import type { KybRequestRow } from './read-results'
import type { CompanySummary } from '../registry/company-summary'

function signFilings(
  deps: UpstreamCore,
  resultId: string,
  filings: V1CompanyProfile['filings_detail'],
): V1CompanyProfile['filings_detail'] {
  const now = deps.clock.now()
  return filings.map((filing) => {
    const available = filing.file_status === 'available' && !filing.file_not_found
    const own = filing.own_document_available
    return {
      ...filing,
      file_url: available ? deps.files.link(toFileId(resultId, filing.uid), now) : null,
      // An empty placeholder (every id null) means there is none.
      previous_file_detail: filing.previous_file_detail?._id ? filing.previous_file_detail : null,
      own_document_available: own?._id
        ? { ...own, file_url: own.file_id ? deps.files.link(toFileId(resultId, filing.uid), now) : own.file_url }
        : null,
    }
  })
}

/**
 * One company of a search, as far as its profile fetch has got: the registry profile masked to the
 * completed stages, with this request's status fields and signed links to its filings.
 */
async function stagedProfile(
  deps: UpstreamCore,
  result: KybResultsTable,
  requestStatus: KybRequestRow['status'],
): Promise<V1CompanyProfile | undefined> {
  const full = await deps.registry.getProfileV1(result.company_id)
  if (!full) return undefined
  const summary = JSON.parse(result.summary) as CompanySummary
  const masked = maskProfileToStage(full, result.fetch_stage)
  const services = stageServices(result.fetch_stage)
  return withAmlStatuses(deps.db, result.id, {
    ...masked,
    _id: result.id,
    country_flag: flagPath(summary.country_iso),
    primary_source: summary.primary_source,
    secondary_source: summary.secondary_source,
    company_fetched_data_status: result.fetch_status,
    request_status: requestStatus,
    working_on_files: result.fetch_stage < finalProfileStage,
    services_in_progress: services.inProgress,
    services_completed: services.completed,
    last_updated_at: toVendorTimestamp(result.fetched_at ?? result.created_at),
    filings_detail: signFilings(deps, result.id, masked.filings_detail),
  })
}

/** `data` of `GET /api/companies/read` (spec §2.4), or undefined when the company is not in that request. */
export async function readV1Profile(
  deps: UpstreamCore,
  companyId: string,
  requestId: string,
): Promise<V1CompanyProfile | undefined> {
  const found = await findVisibleResult(deps.db, companyId, requestId)
  if (!found) return undefined
  return stagedProfile(deps, found, found.request_status)
}

/** `data` of `GET /v2/kyb/{kyb_response_id}` (spec §2.5), or undefined when unknown. */
export async function readV2Insights(deps: UpstreamCore, responseId: string): Promise<V2CompanyInsights | undefined> {
  const found = await findVisibleResult(deps.db, responseId)
  if (!found) return undefined
  const profile = await stagedProfile(deps, found, found.request_status)
  if (!profile) return undefined
  const summary = JSON.parse(found.summary) as CompanySummary
  return deps.registry.toV2Insights(profile, {
    kyb_response_id: found.id,
    kyb_request_id: found.request_id,
    country_code: summary.country_code,
    fetch_status: found.fetch_status,
  })
}

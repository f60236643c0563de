import { flagPath, placeByV2Code } from '@contract/countries'
import type { V1KybResults, V2KybResults } from '@contract/registry'
import type { KybRequestsTable, KybResultsTable } from '../db/schema'
import type { UpstreamCore } from '../core'
import { paginate } from '../http/paginate'
import { visibleResults } from '../search-results/visible-results'
import type { CompanySummary } from '../registry/company-summary'

/**
 * Reading a search: only companies of registries that answered are visible, in the search's own
 * order (closest first for version 2 fuzzy), whichever registry holds them: a registry answering
 * later fills its companies in at their rank. Registries cut off by a ttl never become visible.
 */
export type KybRequestRow = KybRequestsTable

export async function findKybRequest(deps: UpstreamCore, id: string): Promise<KybRequestRow | undefined> {
  return deps.db.selectFrom('kyb_requests').selectAll().where('id', '=', id).executeTakeFirst()
}

export interface VisibleResult {
  row: KybResultsTable
  summary: CompanySummary
}

async function visiblePage(deps: UpstreamCore, requestId: string, page: number, perPage: number) {
  const visible = visibleResults(deps.db).where('r.request_id', '=', requestId)
  const { n } = await visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await visible
    .selectAll('r')
    .orderBy('r.position')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute()
  const results: VisibleResult[] = rows.map((row) => ({ row, summary: JSON.parse(row.summary) as CompanySummary }))
  return { results, pagination: paginate(Number(n), page, perPage, results.length) }
}

async function registryProgress(deps: UpstreamCore, requestId: string) {
  const registries = await deps.db
    .selectFrom('kyb_request_registries')
    .select(['registry_index', 'status'])
    .where('request_id', '=', requestId)
    .execute()
  const answered = registries.filter((r) => r.status === 'resolved')
  return {
    total: registries.length,
    answered: answered.length,
    secondaryAnswered: answered.some((r) => r.registry_index > 0),
  }
}

/** `{country_name, states}` of a place code: `US_AL` → `{united_states, [alabama]}`. */
function v1Place(code: string) {
  const v1Name = placeByV2Code(code)?.v1Name ?? code.toLowerCase()
  const [country = v1Name, state] = v1Name.split('.')
  return { withStates: { country_name: country, states: state ? [state] : [] } }
}

/** `data` of `GET /api/readKybResponse` (spec §2.3). */
export async function readV1Results(
  deps: UpstreamCore,
  request: KybRequestRow,
  page: number,
  perPage: number,
): Promise<V1KybResults> {
  const { results, pagination } = await visiblePage(deps, request.id, page, perPage)
  const progress = await registryProgress(deps, request.id)
  const place = v1Place(request.place_code)
  const resolved = request.status === 'resolved'
  // Spec §2.3: resolved_count counts countries from which data was fetched (a search has one),
  // while resolved_percentage also shows the share of that country's registries that answered.
  const fetchedCountries = progress.answered > 0 ? [place.withStates] : []
  return {
    resolved_percentage: resolved
      ? 100
      : progress.total === 0
        ? 0
        : Math.round((progress.answered / progress.total) * 10000) / 100,
    resolved_count: fetchedCountries.length,
    fetched_countries_with_states: fetchedCountries,
    fetched_countries: fetchedCountries.map((c) => c.country_name),
    secondary_source: progress.secondaryAnswered,
    request_status: request.status,
    kyb_request: {
      _id: request.id,
      country_names: [place.withStates],
      registration_number: request.registration_number,
      request_random_id: request.random_id,
      search_text: request.search_text,
      search_type: request.search_type,
      services: JSON.parse(request.services) as string[],
      service_id: request.service_id,
    },
    kyb_request_data: results.map(({ row, summary }) => ({
      id: row.id,
      request_id: request.id,
      search_text: request.search_text,
      country_name: summary.country_name,
      country_flag: flagPath(summary.country_iso),
      extensive_data: summary.extensive_data,
      name: summary.name,
      registration_number: summary.registration_number,
      registration_date: summary.registration_date,
      type: summary.type,
      primary_source: summary.primary_source,
      secondary_source: summary.secondary_source,
      status: summary.status,
      meta_detail: {
        registry_name: summary.registry_name,
        jurisdiction_code: summary.country_code,
        registry_company_id: summary.id,
      },
      risk_level: summary.risk_level,
      verification_status: summary.verification_status,
      company_fetched_data_status: row.fetch_status,
    })),
    pagination,
  }
}

/** `data` of `POST /v2/kyb` and `GET /v2/kyb` (spec §2.5). */
export async function readV2Results(
  deps: UpstreamCore,
  request: KybRequestRow,
  page: number,
  perPage: number,
): Promise<V2KybResults> {
  const { results, pagination } = await visiblePage(deps, request.id, page, perPage)
  return {
    kyb_request: {
      kyb_request_id: request.id,
      country_codes: [request.place_code],
      registration_number: request.registration_number,
      reference_id: request.reference_id,
      name: request.search_text,
      search_type: request.search_type,
      status: request.status,
      services: JSON.parse(request.services) as string[],
    },
    kyb_responses: results.map(({ row, summary }) => ({
      kyb_response_id: row.id,
      country_code: summary.country_code,
      name: summary.name,
      registration_number: summary.registration_number,
      type: summary.type,
      status: summary.status,
      risk_level: summary.risk_level,
      verification_status: summary.verification_status,
      fetch_status: row.fetch_status,
    })),
    pagination,
  }
}

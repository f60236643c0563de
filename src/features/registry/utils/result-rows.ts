import type { V1KybResults, V2KybResults } from '@contract/registry'

/** Still being fetched: the request (v1) is pending. */
export function isV1Pending(data: V1KybResults | undefined): boolean {
  return data?.request_status === 'pending'
}

/** Still being fetched: the request or any company on the page (v2) is pending. */
export function isV2Pending(data: V2KybResults | undefined): boolean {
  if (!data) return false
  return data.kyb_request.status === 'pending' || data.kyb_responses.some((row) => row.fetch_status === 'pending')
}

/** One row of the results table, whatever the API version. */
export interface ResultRow {
  id: string
  name: string
  registrationNumber: string | null
  countryValue: string
  type: string | null
  status: string | null
  risk: string
  verification: string
  fetchStatus: 'pending' | 'resolved'
  /** Path of the company profile page. */
  href: string
}

export interface ResultsView {
  rows: ResultRow[]
  /** The registries have not all answered yet (the search itself is still running). */
  pending: boolean
  /** 0–100: resolved_percentage (v1) or the share of fetched rows on this page (v2). */
  progress: number
  progressLabel: string
  page: number
  lastPage: number
  total: number
}

export function v1ResultsView(data: V1KybResults): ResultsView {
  return {
    rows: data.kyb_request_data.map((company) => ({
      id: company.id,
      name: company.name,
      registrationNumber: company.registration_number,
      countryValue: company.country_name,
      type: company.type,
      status: company.status,
      risk: company.risk_level,
      verification: company.verification_status,
      fetchStatus: company.company_fetched_data_status,
      href: `/companies/v1/${encodeURIComponent(company.request_id)}/${encodeURIComponent(company.id)}`,
    })),
    pending: isV1Pending(data),
    progress: data.resolved_percentage,
    progressLabel: 'Registries answered',
    page: data.pagination.current_page,
    lastPage: data.pagination.last_page,
    total: data.pagination.total,
  }
}

/**
 * A v2 search is complete once its request resolved (every registry answered): the profiles of the
 * companies found go on filling in for minutes (filings last), shown row by row, and the page keeps
 * polling while any is pending (isV2Pending).
 */
export function v2ResultsView(data: V2KybResults): ResultsView {
  const rows = data.kyb_responses
  const fetched = rows.filter((row) => row.fetch_status === 'resolved').length
  const pending = data.kyb_request.status === 'pending'
  return {
    rows: rows.map((company) => ({
      id: company.kyb_response_id,
      name: company.name,
      registrationNumber: company.registration_number,
      countryValue: company.country_code,
      type: company.type,
      status: company.status,
      risk: company.risk_level,
      verification: company.verification_status,
      fetchStatus: company.fetch_status,
      href: `/companies/v2/${encodeURIComponent(company.kyb_response_id)}`,
    })),
    pending,
    progress: rows.length === 0 ? (pending ? 0 : 100) : (fetched / rows.length) * 100,
    progressLabel: 'Companies fully fetched on this page',
    page: data.pagination.current_page,
    lastPage: data.pagination.last_page,
    total: data.pagination.total,
  }
}

/**
 * The views of every page of a search as one (the whole result set), shown `pageSize` rows a page
 * from `page`: the table sorts all rows, then shows that page of them.
 */
export function wholeSetView(views: ResultsView[], page: number, pageSize: number): ResultsView {
  const first = views[0]!
  const rows = views.flatMap((view) => view.rows)
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize))
  return {
    ...first,
    rows,
    page: Math.min(page, lastPage),
    lastPage,
    total: Math.max(first.total, rows.length),
  }
}

import type { Generated } from 'kysely'

/** Row of the proxy's index of its own upstream requests (migration 0100-request-index). */
export interface RequestIndexTable {
  id: string
  kind: string
  upstream_id: string
  service_id: string | null
  route_id: string
  user_id: string | null
  user_email: string | null
  search_text: string | null
  country: string | null
  search_type: string | null
  status: string | null
  /** JSON object of kind-specific extras. */
  detail: string
  created_at: string
  updated_at: string
  seq: Generated<number>
}

/** Tables of the request index. */
export interface RequestIndexTables {
  request_index: RequestIndexTable
}

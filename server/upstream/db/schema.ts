import type { SearchType } from '@contract/common'
import type { Generated } from 'kysely'
import type { AmlTables } from '../aml/tables'
import type { KycTables } from '../kyc/tables'
import type { QuestionnaireTables } from '../questionnaires/tables'
import type { RegistryTables } from '../registry/tables'
import type { WatchlistTables } from '../watchlist/tables'

/** Tables owned by the upstream core (jobs, callbacks, registry searches). */
export interface JobsTable {
  seq: Generated<number>
  id: string
  kind: string
  payload: string
  status: 'pending' | 'running' | 'done' | 'failed'
  run_at: number
  attempts: number
  max_attempts: number
  locked_until: number | null
  /** The lease holder: `<host>:<pid>/<claim>` of the claim that runs the job now (migration 0003). */
  locked_by: string | null
  last_error: string | null
  created_at: number
  updated_at: number
}

export interface CallbackOutboxTable {
  id: string
  event: string
  url: string
  body: string
  status: 'pending' | 'delivered' | 'abandoned'
  attempts: number
  last_status: number | null
  last_error: string | null
  created_at: number
  give_up_at: number
  delivered_at: number | null
  /** The request the event is about: events of one stream are delivered in `position` order. */
  stream: string | null
  position: number | null
}

export interface KybRequestsTable {
  id: string
  version: 1 | 2
  service_id: string
  random_id: string
  reference_id: string
  search_text: string | null
  registration_number: string | null
  search_type: SearchType
  /** Version 2 place code: `DE`, `US_AL`. */
  place_code: string
  /** JSON array of service names. */
  services: string
  ttl: number | null
  status: 'pending' | 'resolved'
  finalised_by_ttl: number
  created_at: number
  resolved_at: number | null
}

export interface KybRequestRegistriesTable {
  request_id: string
  registry_index: number
  name: string
  status: 'pending' | 'resolved' | 'expired'
  due_at: number
  resolved_at: number | null
  result_count: number
}

export interface KybResultsTable {
  /** company_id (v1) / kyb_response_id (v2). */
  id: string
  request_id: string
  /** Public id of the company in the registry dataset (`cmp_…`). */
  company_id: string
  /** The registry's search summary of the company (JSON), frozen when the search ran. */
  summary: string
  registry_index: number
  position: number
  fetch_stage: number
  fetch_status: 'pending' | 'resolved'
  created_at: number
  fetched_at: number | null
}

export interface CoreTables {
  jobs: JobsTable
  callback_outbox: CallbackOutboxTable
  kyb_requests: KybRequestsTable
  kyb_request_registries: KybRequestRegistriesTable
  kyb_results: KybResultsTable
}

/** The whole upstream database: the core tables and those of each domain. */
export type UpstreamDatabase = CoreTables &
  RegistryTables &
  WatchlistTables &
  AmlTables &
  KycTables &
  QuestionnaireTables

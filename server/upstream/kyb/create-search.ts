import type { SearchType } from '@contract/common'
import type { UpstreamDatabase } from '../db/schema'
import type { Insertable, Transaction } from 'kysely'
import { enqueueJob } from '../jobs/job-queue'
import { newObjectId, newRandomReference } from '../db/ids'
import type { UpstreamCore } from '../core'
import { kybJobKinds } from './kyb-job-kinds'
import { registryLatencySeconds } from './registry-latency'
import { markRegistryAnswered, requestEvent } from './request-lifecycle'
import { finalProfileStage } from './profile-stages'
import { isSandboxCompany } from '../registry/sandbox-company'

/** Most companies one search returns (over all registries of the place). */
export const maxResultsPerSearch = 1000

export interface NewKybSearch {
  version: 1 | 2
  /** Version 2 place code (`DE`, `US_AL`). */
  placeCode: string
  searchText?: string
  registrationNumber?: string
  searchType: SearchType
  ttl?: number
  services: string[]
}

/**
 * Starts a registry search. The request, its registries, the companies each registry will return
 * and the jobs that reveal them over simulated time are written in ONE transaction before the
 * caller answers, so an acknowledged search always completes, even across a restart. Version 2
 * returns what the fastest registry holds at once (its registry answers immediately).
 */
export async function createKybSearch(
  deps: UpstreamCore,
  input: NewKybSearch,
): Promise<{ requestId: string; serviceId: string }> {
  const ids = await deps.db.transaction().execute((trx) => recordKybSearch(deps, trx, input))
  deps.wakeJobs()
  return ids
}

/**
 * createKybSearch inside the caller's transaction (a questionnaire submission records its KYB
 * check with the rest of its work); call `deps.wakeJobs()` once it has committed.
 */
export async function recordKybSearch(
  deps: UpstreamCore,
  trx: Transaction<UpstreamDatabase>,
  input: NewKybSearch,
): Promise<{ requestId: string; serviceId: string }> {
  const { clock, registry } = deps
  const found = await registry.search({
    code: input.placeCode,
    ...(input.searchText ? { name: input.searchText } : {}),
    ...(input.registrationNumber ? { registrationNumber: input.registrationNumber } : {}),
    mode: input.searchType,
    tolerant: input.version === 2 && input.searchType === 'fuzzy',
    limit: maxResultsPerSearch,
  })
  const hits = found.rows
  const registries = registry.registriesOf(input.placeCode)
  const now = clock.now()
  const requestId = newObjectId(now)
  const serviceId = newObjectId(now)
  const request = {
    id: requestId,
    version: input.version,
    service_id: serviceId,
    random_id: newRandomReference('KYB'),
    reference_id: newRandomReference('REF'),
    search_text: input.searchText ?? null,
    registration_number: input.registrationNumber ?? null,
    search_type: input.searchType,
    place_code: input.placeCode,
    services: JSON.stringify(input.services),
    ttl: input.ttl ?? null,
    status: 'pending' as const,
    finalised_by_ttl: 0,
    created_at: now,
    resolved_at: null,
  }
  await trx.insertInto('kyb_requests').values(request).execute()
  for (const [index, info] of registries.entries()) {
    const immediate = input.version === 2 && index === 0
    const dueAt = immediate ? now : clock.after(registryLatencySeconds(index))
    await trx
      .insertInto('kyb_request_registries')
      .values({
        request_id: requestId,
        registry_index: index,
        name: info.name,
        status: 'pending',
        due_at: dueAt,
        resolved_at: null,
        result_count: 0,
      })
      .execute()
    if (!immediate)
      await enqueueJob(
        trx,
        { kind: kybJobKinds.registryAnswered, payload: { requestId, registryIndex: index }, runAt: dueAt },
        now,
      )
  }
  const counts = new Map<number, number>()
  const rows: ResultRow[] = hits.map((hit, position) => {
    const registryIndex = Math.min(hit.registry_index, Math.max(0, registries.length - 1))
    counts.set(registryIndex, (counts.get(registryIndex) ?? 0) + 1)
    return {
      id: newObjectId(now),
      request_id: requestId,
      company_id: hit.id,
      summary: JSON.stringify(hit),
      registry_index: registryIndex,
      position,
      // A sandbox company's profile is complete from the start.
      fetch_stage: isSandboxCompany(hit.id) ? finalProfileStage : 0,
      fetch_status: isSandboxCompany(hit.id) ? ('resolved' as const) : ('pending' as const),
      created_at: now,
      fetched_at: isSandboxCompany(hit.id) ? now : null,
    }
  })
  await insertResults(deps, trx, rows)
  for (const [registryIndex, count] of counts) {
    await trx
      .updateTable('kyb_request_registries')
      .set({ result_count: count })
      .where('request_id', '=', requestId)
      .where('registry_index', '=', registryIndex)
      .execute()
  }
  if (input.ttl !== undefined) {
    await enqueueJob(trx, { kind: kybJobKinds.ttlElapsed, payload: { requestId }, runAt: clock.after(input.ttl) }, now)
  }
  await deps.callbacks.enqueueCallback(trx, requestEvent(request, 'pending'))
  if (input.version === 2 && registries.length > 0) await markRegistryAnswered(deps, trx, requestId, 0, now)
  return { requestId, serviceId }
}

type ResultRow = Insertable<UpstreamDatabase['kyb_results']>

/**
 * Up to 1000 result rows. On SQLite, one prepared statement on the transaction's own connection
 * (Kysely holds it for this callback) is ~30x faster than building multi-row inserts; on
 * PostgreSQL, multi-row inserts of 500.
 */
async function insertResults(deps: UpstreamCore, trx: Transaction<UpstreamDatabase>, rows: ResultRow[]) {
  if (!deps.sqlite) {
    for (let at = 0; at < rows.length; at += 500)
      await trx
        .insertInto('kyb_results')
        .values(rows.slice(at, at + 500))
        .execute()
    return
  }
  const insert = deps.sqlite.prepare(
    'insert into kyb_results (id, request_id, company_id, summary, registry_index, position, fetch_stage, fetch_status, created_at, fetched_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  for (const row of rows) {
    insert.run(
      row.id,
      row.request_id,
      row.company_id,
      row.summary,
      row.registry_index,
      row.position,
      row.fetch_stage,
      row.fetch_status,
      row.created_at,
      row.fetched_at,
    )
  }
}

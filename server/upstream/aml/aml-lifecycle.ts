import type { AmlMatchStatus } from '@contract/services/aml'
import type { AmlHit } from '@contract/services/aml-hits'
import type { Transaction } from 'kysely'
import type { UpstreamCore } from '../core'
import type { UpstreamDatabase } from '../db/schema'
import { enqueueJob } from '../jobs/job-queue'
import type { ListSummary } from '../watchlist/watchlist-store'
import { loadEntries, type ListChange } from '../watchlist/watchlist-store'
import { amlJobKinds, rescreenSeconds } from './aml-jobs-kinds'
import type { MatchedToken, ScreeningHit } from './matching/matcher'
import { screeningOf } from './screening-of-core'
import type { AmlRequestsTable } from './tables'

/** A hit as stored and answered by readAmlResponse: the contract's fields plus what explains it and the list version it was found in. */
export type StoredHit = AmlHit & {
  /** The version of its list the hit was found in (ListSummary.version; ADR 0023). */
  list_version: string | null
  dates_of_birth: string[]
  nationalities: string[]
  addresses: string[]
  matched_tokens: MatchedToken[]
}

/** Each list's current version, by list name. */
export const versionsOf = (lists: readonly ListSummary[]): ReadonlyMap<string, string> =>
  new Map(lists.map((l) => [l.list, l.version]))

export function toStoredHit(hit: ScreeningHit, versions: ReadonlyMap<string, string>): StoredHit {
  const { entry } = hit
  return {
    list: entry.list,
    list_version: versions.get(entry.list) ?? null,
    entry_id: entry.entry_id,
    entity_type: entry.type,
    name: entry.name,
    matched_alias: hit.matched_alias,
    score: hit.score,
    features: hit.features,
    programs: entry.programs,
    remarks: entry.remarks,
    dates_of_birth: entry.dates_of_birth,
    nationalities: entry.nationalities,
    addresses: entry.addresses,
    matched_tokens: hit.matched_tokens,
  }
}

const matchStatusOf = (hits: readonly StoredHit[]): AmlMatchStatus => (hits.length > 0 ? 'potential match' : 'no match')

/** Screens every name of a request (a company's previous names too); best hit per listed entry. */
export async function screenRequest(
  core: UpstreamCore,
  row: AmlRequestsTable,
): Promise<{ hits: StoredHit[]; lists: ListSummary[] }> {
  const names = [row.subject_name, ...(JSON.parse(row.other_names) as string[])]
  const service = screeningOf(core)
  const best = new Map<string, StoredHit>()
  let lists: ListSummary[] = []
  for (const name of names) {
    const outcome = await service.screen({
      name,
      type: row.subject_type,
      date_of_birth: row.date_of_birth,
      nationality: row.nationality,
    })
    lists = outcome.lists
    const versions = versionsOf(lists)
    for (const hit of outcome.hits.map((h) => toStoredHit(h, versions))) {
      const key = `${hit.list}/${hit.entry_id}`
      if ((best.get(key)?.score ?? -1) < hit.score) best.set(key, hit)
    }
  }
  return { hits: [...best.values()].sort((a, b) => b.score - a.score), lists }
}

/**
 * Stores a screening's hits in the caller's transaction. The first screening resolves the request
 * and sends `aml.completed`; a later one (monitoring, a list change) that changes match_status
 * counts in total_ongoing_request and sends `verification.status.changed`.
 */
export async function recordScreening(
  core: UpstreamCore,
  trx: Transaction<UpstreamDatabase>,
  row: AmlRequestsTable,
  hits: StoredHit[],
  lists: readonly ListSummary[],
) {
  const now = core.clock.now()
  const matchStatus = matchStatusOf(hits)
  const first = row.status === 'pending'
  const changed = !first && row.match_status !== matchStatus
  await trx
    .updateTable('aml_requests')
    .set({
      status: 'resolved',
      match_status: matchStatus,
      hits: JSON.stringify(hits),
      lists_screened: JSON.stringify(lists),
      screened_at: now,
      ...(first || changed ? { last_updated_at: now } : {}),
      ...(changed ? { total_ongoing_request: row.total_ongoing_request + 1 } : {}),
    })
    .where('id', '=', row.id)
    .execute()
  const ids = { aml_request_id: row.id, ...(row.kyb_request_id ? { request_id: row.kyb_request_id } : {}) }
  if (first)
    await core.callbacks.enqueueCallback(trx, { event: 'aml.completed', service: 'aml', status: matchStatus, ...ids })
  if (changed)
    await core.callbacks.enqueueCallback(trx, {
      event: 'verification.status.changed',
      service: 'ongoing_aml',
      status: matchStatus,
      ...ids,
    })
}

const durationSeconds = { day: 24 * 3600, week: 7 * 24 * 3600, month: 30 * 24 * 3600 } as const

/** Enables monitoring for `duration` × `durationType` of simulated time, or disables it. */
export async function setMonitoring(
  core: UpstreamCore,
  trx: Transaction<UpstreamDatabase>,
  row: AmlRequestsTable,
  change: { enable: boolean; duration: number; durationType: 'day' | 'week' | 'month' },
) {
  const now = core.clock.now()
  const generation = row.monitor_generation + 1
  if (!change.enable) {
    await trx
      .updateTable('aml_requests')
      .set({ ongoing_monitoring: 0, monitor_generation: generation, monitor_until: null, last_updated_at: now })
      .where('id', '=', row.id)
      .execute()
    return
  }
  const until = core.clock.after(change.duration * durationSeconds[change.durationType])
  await trx
    .updateTable('aml_requests')
    .set({
      ongoing_monitoring: 1,
      duration: String(change.duration),
      duration_type: change.durationType,
      monitor_until: until,
      monitor_generation: generation,
      last_updated_at: now,
    })
    .where('id', '=', row.id)
    .execute()
  await enqueueJob(
    trx,
    {
      kind: amlJobKinds.monitor,
      payload: { amlRequestId: row.id, generation },
      runAt: Math.min(until, core.clock.after(rescreenSeconds)),
    },
    now,
  )
}

/** The daily re-screen of a monitored request; monitoring turns itself off when its duration ends. */
export async function runMonitoring(core: UpstreamCore, amlRequestId: string, generation: number) {
  const row = await core.db.selectFrom('aml_requests').selectAll().where('id', '=', amlRequestId).executeTakeFirst()
  if (!row || row.ongoing_monitoring !== 1 || row.monitor_generation !== generation) return
  const now = core.clock.now()
  if (row.monitor_until !== null && now >= row.monitor_until) {
    await core.db
      .updateTable('aml_requests')
      .set({ ongoing_monitoring: 0, monitor_until: null, last_updated_at: now })
      .where('id', '=', row.id)
      .where('monitor_generation', '=', generation)
      .execute()
    return
  }
  const { hits, lists } = await screenRequest(core, row)
  await core.db.transaction().execute(async (trx) => {
    const fresh = await trx.selectFrom('aml_requests').selectAll().where('id', '=', amlRequestId).executeTakeFirst()
    if (!fresh || fresh.monitor_generation !== generation || fresh.ongoing_monitoring !== 1) return
    await recordScreening(core, trx, fresh, hits, lists)
    const next = Math.min(fresh.monitor_until ?? Number.MAX_SAFE_INTEGER, core.clock.after(rescreenSeconds))
    await enqueueJob(
      trx,
      { kind: amlJobKinds.monitor, payload: { amlRequestId, generation }, runAt: next },
      core.clock.now(),
    )
  })
  core.wakeJobs()
}

/**
 * A list changed: every monitored request is screened against the touched entries only (not the
 * whole list again); its hits on removed or changed entries are replaced by the new outcome, and
 * every monitored request now names the new list version (its screening, and its hits on that list).
 */
export async function rescreenListChange(core: UpstreamCore, change: ListChange) {
  const touched = new Set([...change.changed, ...change.removed])
  const entries = await loadEntries(core.db, change.list, change.changed)
  const { matcher, lists } = await screeningOf(core).matcherFor(entries)
  const threshold = screeningOf(core).threshold
  const versions = versionsOf(lists)
  const batch = 500
  for (let offset = 0; ; offset += batch) {
    const rows = await core.db
      .selectFrom('aml_requests')
      .selectAll()
      .where('ongoing_monitoring', '=', 1)
      .where('status', '=', 'resolved')
      .orderBy('id')
      .limit(batch)
      .offset(offset)
      .execute()
    if (rows.length === 0) break
    const updates: Array<{ row: AmlRequestsTable; hits: StoredHit[] }> = []
    for (const row of rows) {
      const before = JSON.parse(row.hits) as StoredHit[]
      const kept = before.filter((hit) => hit.list !== change.list || !touched.has(hit.entry_id))
      const names = [row.subject_name, ...(JSON.parse(row.other_names) as string[])]
      const subject = { type: row.subject_type, date_of_birth: row.date_of_birth, nationality: row.nationality }
      const found = names.flatMap((name) =>
        matcher.screen({ ...subject, name }, threshold).map((hit) => toStoredHit(hit, versions)),
      )
      const fresh = new Map<string, StoredHit>()
      for (const hit of found) if ((fresh.get(hit.entry_id)?.score ?? -1) < hit.score) fresh.set(hit.entry_id, hit)
      const after = [
        ...kept.map((hit) => ({ ...hit, list_version: versions.get(hit.list) ?? hit.list_version })),
        ...fresh.values(),
      ].sort((a, b) => b.score - a.score)
      updates.push({ row, hits: after })
    }
    await core.db.transaction().execute(async (trx) => {
      for (const { row, hits } of updates) await recordScreening(core, trx, row, hits, lists)
    })
    core.wakeJobs()
  }
}

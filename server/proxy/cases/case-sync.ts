import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { type CaseType, casePermission } from '@contract/bff/cases'
import { can, type Role } from '@contract/bff/permissions'
import type { ProxyDatabase } from '../store/schema'
import { serialiseOn } from '../store/sql-engine'
import { resolutionsOf, waitingSubjects } from './case-rules'
import { addCaseEvent, notify } from './case-events'
import { dueAt, queueSettingsOf } from './queue-settings'

type Db = Kysely<ProxyDatabase>

/** What a sync changed: whether the inbox moved, and who got a notification. */
export interface SyncOutcome {
  changed: boolean
  notified: boolean
}

const keyOf = (type: string, subjectId: string) => `${type}:${subjectId}`

/** The next member of a round-robin after `last`, among those who may still work the queue. */
async function nextMember(db: Db, type: CaseType, members: string[], last: string | null) {
  if (members.length === 0) return undefined
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'role'])
    .where('id', 'in', members)
    .where('disabled', '=', 0)
    .execute()
  const able = members
    .map((id) => users.find((user) => user.id === id))
    .filter((user) => user !== undefined && can(user.role as Role, casePermission[type]))
  if (able.length === 0) return undefined
  const lastIndex = able.findIndex((user) => user?.id === last)
  return able[(lastIndex + 1) % able.length]
}

/** Gives a case just opened to the queue's next member when the queue's round-robin is on. */
async function autoAssign(db: Db, caseId: string, type: CaseType, at: string): Promise<boolean> {
  const queue = await queueSettingsOf(db, type)
  if (!queue.auto_assign) return false
  const member = await nextMember(db, type, queue.members, queue.last_assigned_id)
  if (!member) return false
  await db
    .updateTable('case_record')
    .set({ assignee_id: member.id, assignee_email: member.email })
    .where('id', '=', caseId)
    .execute()
  await db.updateTable('case_queue').set({ last_assigned_id: member.id }).where('type', '=', type).execute()
  await addCaseEvent(db, { case_id: caseId, kind: 'assigned', at, text: 'round-robin', assignee_email: member.email })
  await notify(db, { user_id: member.id, case_id: caseId, kind: 'assigned', actor_email: null, at })
  return true
}

/**
 * Brings the case records in line with what waits for a decision (ADR 0026): opens a case for every
 * subject that waits and has no open case (or reopens its closed one), closes every open case whose
 * subject no longer waits, with how it was decided. New cases get their due date from the queue's
 * SLA and, when the queue's round-robin is on, an assignee.
 */
export async function syncCases(db: Db, now = new Date()): Promise<SyncOutcome> {
  return db.transaction().execute(async (trx) => {
    // Several instances sync at once on PostgreSQL: one at a time, so a subject gets one case.
    await serialiseOn(trx, 'case_sync')
    const at = now.toISOString()
    const waiting = await waitingSubjects(trx)
    const waitingKeys = new Set(waiting.map((subject) => keyOf(subject.type, subject.subject_id)))
    // The open cases, and the closed ones of the subjects that wait (reopened): never the whole history.
    const columns = ['id', 'type', 'subject_id', 'state', 'title'] as const
    const known = await trx.selectFrom('case_record').select(columns).where('state', '=', 'open').execute()
    const openKeys = new Set(known.map((row) => keyOf(row.type, row.subject_id)))
    const notOpen = waiting.filter((subject) => !openKeys.has(keyOf(subject.type, subject.subject_id)))
    for (let start = 0; start < notOpen.length; start += 500) {
      const ids = notOpen.slice(start, start + 500).map((subject) => subject.subject_id)
      const rows = await trx
        .selectFrom('case_record')
        .select(columns)
        .where('state', '=', 'closed')
        .where('subject_id', 'in', ids)
        .execute()
      known.push(...rows.filter((row) => waitingKeys.has(keyOf(row.type, row.subject_id))))
    }
    const knownByKey = new Map(known.map((row) => [keyOf(row.type, row.subject_id), row]))
    const closing = known.filter((row) => row.state === 'open' && !waitingKeys.has(keyOf(row.type, row.subject_id)))
    const resolutions = await resolutionsOf(
      trx,
      closing.map((row) => row.subject_id),
    )
    for (const row of closing) {
      const resolution = resolutions.get(keyOf(row.type, row.subject_id)) ?? 'resolved'
      await trx
        .updateTable('case_record')
        .set({ state: 'closed', closed_at: at, resolution })
        .where('id', '=', row.id)
        .execute()
      await addCaseEvent(trx, { case_id: row.id, kind: 'closed', at, text: resolution })
    }
    let notified = false
    let opened = 0
    for (const subject of waiting) {
      const existing = knownByKey.get(keyOf(subject.type, subject.subject_id))
      // The subject's name may be learnt after the case opened (a screening read later).
      if (existing && subject.title && subject.title !== existing.title)
        await trx.updateTable('case_record').set({ title: subject.title }).where('id', '=', existing.id).execute()
      if (existing?.state === 'open') continue
      const queue = await queueSettingsOf(trx, subject.type)
      const due = dueAt(at, queue.sla_minutes)
      let caseId = existing?.id
      if (caseId) {
        await trx
          .updateTable('case_record')
          .set({ state: 'open', opened_at: at, closed_at: null, resolution: null, due_at: due })
          .where('id', '=', caseId)
          .execute()
        await addCaseEvent(trx, { case_id: caseId, kind: 'reopened', at })
      } else {
        caseId = randomUUID()
        const inserted = await trx
          .insertInto('case_record')
          .values({
            id: caseId,
            type: subject.type,
            subject_id: subject.subject_id,
            title: subject.title,
            state: 'open',
            opened_at: at,
            due_at: due,
          })
          .onConflict((oc) => oc.columns(['type', 'subject_id']).doNothing())
          .executeTakeFirst()
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue
        await addCaseEvent(trx, { case_id: caseId, kind: 'opened', at })
      }
      opened += 1
      const assignee = await trx
        .selectFrom('case_record')
        .select('assignee_id')
        .where('id', '=', caseId)
        .executeTakeFirstOrThrow()
      if (!assignee.assignee_id && (await autoAssign(trx, caseId, subject.type, at))) notified = true
    }
    return { changed: closing.length + opened > 0, notified }
  })
}

interface Runner {
  running: Promise<SyncOutcome> | null
  queued: Promise<SyncOutcome> | null
}

const runners = new WeakMap<Db, Runner>()

/**
 * Runs `syncCases` on `db` one at a time: a call while one runs waits for it and runs once more
 * after it (calls meanwhile share that run), so every caller sees what happened before it asked.
 */
export function syncCasesSerially(db: Db): Promise<SyncOutcome> {
  let runner = runners.get(db)
  if (!runner) {
    runner = { running: null, queued: null }
    runners.set(db, runner)
  }
  const state = runner
  if (state.queued) return state.queued
  const start = (): Promise<SyncOutcome> => {
    const run = syncCases(db).finally(() => {
      if (state.running === run) state.running = null
    })
    state.running = run
    return run
  }
  if (!state.running) return start()
  const queued = state.running
    .catch(() => undefined)
    .then(() => {
      state.queued = null
      return start()
    })
  state.queued = queued
  return queued
}

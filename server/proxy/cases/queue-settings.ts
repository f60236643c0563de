import type { Kysely } from 'kysely'
import { type CaseType, CaseTypeSchema, type QueueSettings, type QueueSettingsBody } from '@contract/bff/cases'
import type { ProxyDatabase } from '../store/schema'

type Db = Kysely<ProxyDatabase>

/** A queue's settings with the round-robin's position; a queue nobody configured has no SLA and no round-robin. */
export async function queueSettingsOf(
  db: Db,
  type: CaseType,
): Promise<QueueSettings & { last_assigned_id: string | null }> {
  const row = await db.selectFrom('case_queue').selectAll().where('type', '=', type).executeTakeFirst()
  return {
    type,
    sla_minutes: row?.sla_minutes ?? null,
    auto_assign: Boolean(row?.auto_assign),
    members: row ? (JSON.parse(row.members) as string[]) : [],
    last_assigned_id: row?.last_assigned_id ?? null,
  }
}

export async function listQueueSettings(db: Db): Promise<QueueSettings[]> {
  return Promise.all(
    CaseTypeSchema.options.map(async (type) => {
      const { last_assigned_id: _last, ...settings } = await queueSettingsOf(db, type)
      return settings
    }),
  )
}

/** The due date of a case opened at `openedAt` under an SLA of `slaMinutes` (none without one). */
export function dueAt(openedAt: string, slaMinutes: number | null): string | null {
  return slaMinutes === null ? null : new Date(Date.parse(openedAt) + slaMinutes * 60_000).toISOString()
}

/**
 * Saves a queue's settings, and moves the due date of its open cases to their opening + the new SLA
 * (what the desk promises now applies to what waits now).
 */
export async function saveQueueSettings(db: Db, type: CaseType, body: QueueSettingsBody, at: string) {
  const values = {
    sla_minutes: body.sla_minutes,
    auto_assign: body.auto_assign ? 1 : 0,
    members: JSON.stringify(body.members),
    updated_at: at,
  }
  await db
    .insertInto('case_queue')
    .values({ type, ...values, last_assigned_id: null })
    .onConflict((oc) => oc.column('type').doUpdateSet(values))
    .execute()
  const open = await db
    .selectFrom('case_record')
    .select(['id', 'opened_at'])
    .where('type', '=', type)
    .where('state', '=', 'open')
    .execute()
  for (const row of open)
    await db
      .updateTable('case_record')
      .set({ due_at: dueAt(row.opened_at, body.sla_minutes) })
      .where('id', '=', row.id)
      .execute()
}

import type { Kysely } from 'kysely'
import type { CaseType, NotificationList } from '@contract/bff/cases'
import type { ProxyDatabase } from '../store/schema'

type Db = Kysely<ProxyDatabase>

const shown = 30

/** A user's latest notifications, newest first, and how many are unread. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const rows = await db
    .selectFrom('case_notification as n')
    .innerJoin('case_record as c', 'c.id', 'n.case_id')
    .select(['n.id', 'n.kind', 'n.case_id', 'c.type', 'c.title', 'n.actor_email', 'n.at', 'n.read_at'])
    .where('n.user_id', '=', userId)
    .orderBy('n.seq', 'desc')
    .limit(shown)
    .execute()
  const unread = await db
    .selectFrom('case_notification')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow()
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as 'assigned' | 'mentioned',
      case_id: row.case_id,
      case_type: row.type as CaseType,
      case_title: row.title,
      actor_email: row.actor_email,
      at: row.at,
      read: row.read_at !== null,
    })),
    unread: Number(unread.n),
  }
}

/** Marks these (or all) of a user's unread notifications read. */
export async function markNotificationsRead(db: Db, userId: string, ids: string[] | undefined) {
  let update = db
    .updateTable('case_notification')
    .set({ read_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
  if (ids) update = update.where('id', 'in', ids.length > 0 ? ids : ['none'])
  await update.execute()
}

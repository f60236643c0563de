import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { CaseEventKind } from '@contract/bff/cases'
import type { ProxyDatabase } from '../store/schema'

type Db = Kysely<ProxyDatabase>

/** Appends a line to a case's timeline (no actor: the proxy did it). */
export async function addCaseEvent(
  db: Db,
  event: {
    case_id: string
    kind: CaseEventKind
    at: string
    actor?: { id: string; email: string }
    text?: string | null
    assignee_email?: string | null
  },
) {
  await db
    .insertInto('case_event')
    .values({
      id: randomUUID(),
      case_id: event.case_id,
      kind: event.kind,
      actor_id: event.actor?.id ?? null,
      actor_email: event.actor?.email ?? null,
      at: event.at,
      text: event.text ?? null,
      assignee_email: event.assignee_email ?? null,
    })
    .execute()
}

/** Leaves a notification for a user. */
export async function notify(
  db: Db,
  notification: {
    user_id: string
    case_id: string
    kind: 'assigned' | 'mentioned'
    actor_email: string | null
    at: string
  },
) {
  await db
    .insertInto('case_notification')
    .values({ id: randomUUID(), ...notification, read_at: null })
    .execute()
}

import type { Kysely } from 'kysely'
import { type Case, casePermission, mentionedEmails } from '@contract/bff/cases'
import { can, type Role } from '@contract/bff/permissions'
import type { SessionUser } from '@contract/bff/auth'
import { HttpError } from '../../shared/envelope'
import { appendAudit } from '../audit-trail/audit-log'
import type { ProxyDatabase } from '../store/schema'
import { addCaseEvent, notify } from './case-events'

type Db = Kysely<ProxyDatabase>

export interface CaseActor {
  user: SessionUser
  ip: string | null
}

function audit(db: Db, actor: CaseActor, kase: Case, action: string, detail: Record<string, unknown>) {
  return appendAudit(db, {
    actor_id: actor.user.id,
    actor_email: actor.user.email,
    role: actor.user.role,
    action: `case.${action}`,
    target_type: 'case',
    target_ids: [kase.id, kase.subject_id],
    outcome: 'success',
    ip: actor.ip,
    detail: { type: kase.type, ...detail },
  })
}

/** Active users whose role works the cases of this case's type. */
export async function colleaguesFor(db: Db, type: Case['type']) {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role'])
    .where('disabled', '=', 0)
    .orderBy('email')
    .execute()
  return users.filter((user) => can(user.role as Role, casePermission[type]))
}

/**
 * Gives a case to `assigneeId` (a colleague who works its type) or to nobody (null); the timeline,
 * the audit trail and, unless one assigns oneself, the assignee's notifications say so.
 */
export async function assignCase(db: Db, kase: Case, assigneeId: string | null, actor: CaseActor) {
  if (kase.state !== 'open') throw new HttpError(409, `Case ${kase.id} is closed (${kase.resolution ?? 'decided'}).`)
  const assignee = assigneeId ? (await colleaguesFor(db, kase.type)).find((user) => user.id === assigneeId) : null
  if (assigneeId && !assignee)
    throw new HttpError(400, 'Invalid request: assignee_id is not an active user who works this type of case', {
      fields: [{ path: 'assignee_id', message: 'is not an active user who works this type of case' }],
    })
  const at = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('case_record')
      .set({ assignee_id: assignee?.id ?? null, assignee_email: assignee?.email ?? null })
      .where('id', '=', kase.id)
      .execute()
    await addCaseEvent(trx, {
      case_id: kase.id,
      kind: assignee ? 'assigned' : 'unassigned',
      at,
      actor: actor.user,
      assignee_email: assignee?.email ?? null,
    })
    if (assignee && assignee.id !== actor.user.id)
      await notify(trx, { user_id: assignee.id, case_id: kase.id, kind: 'assigned', actor_email: actor.user.email, at })
    await audit(trx, actor, kase, assignee ? 'assign' : 'unassign', {
      assignee: assignee?.email ?? null,
      before: kase.assignee_email,
    })
  })
  return { notified: Boolean(assignee && assignee.id !== actor.user.id) }
}

/** Adds a comment; each colleague it mentions (`@email`) who works the case's type is notified. */
export async function commentOnCase(db: Db, kase: Case, text: string, actor: CaseActor) {
  const wanted = new Set(mentionedEmails(text))
  const mentioned =
    wanted.size === 0
      ? []
      : (await colleaguesFor(db, kase.type)).filter((user) => wanted.has(user.email) && user.id !== actor.user.id)
  const at = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    await addCaseEvent(trx, { case_id: kase.id, kind: 'commented', at, actor: actor.user, text })
    await trx
      .updateTable('case_record')
      .set((eb) => ({ comments: eb('comments', '+', 1) }))
      .where('id', '=', kase.id)
      .execute()
    for (const user of mentioned)
      await notify(trx, { user_id: user.id, case_id: kase.id, kind: 'mentioned', actor_email: actor.user.email, at })
    await audit(trx, actor, kase, 'comment', { text, mentioned: mentioned.map((user) => user.email) })
  })
  return { notified: mentioned.length > 0 }
}

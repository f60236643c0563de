import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { appendAudit } from '../audit-trail/audit-log'
import { hashPassword, type ScryptParams } from '../auth/password-hash'
import type { ProxyDatabase } from '../store/schema'
import { serialiseOn } from '../store/sql-engine'
import { countUsers, insertUser } from './user-store'

export const defaultAdminEmail = 'admin@kybdesk.local'

/**
 * On first start (no users at all) creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, generating
 * a password when none is configured. Returns the sign-in hint to print: the generated password
 * appears in it once, and is never stored in clear or logged.
 */
export async function ensureFirstAdmin(
  db: Kysely<ProxyDatabase>,
  admin: { email?: string; password?: string } | undefined,
  scrypt: ScryptParams,
) {
  const existing = 'Sign in with your kybdesk account (admins manage users under Users).'
  if ((await countUsers(db)) > 0) return existing
  const email = admin?.email ?? defaultAdminEmail
  const generated = !admin?.password
  const password = admin?.password ?? randomBytes(12).toString('base64url')
  const passwordHash = await hashPassword(password, scrypt)
  // Instances starting together on one database: the first creates the admin, the others see it.
  const user = await db.transaction().execute(async (trx) => {
    await serialiseOn(trx, 'users:first-admin')
    if ((await countUsers(trx)) > 0) return null
    const created = await insertUser(trx, { email, name: 'Administrator', role: 'admin', passwordHash })
    await appendAudit(trx, {
      actor_id: null,
      actor_email: null,
      role: null,
      action: 'users.create',
      target_type: 'user',
      target_ids: [created.id],
      outcome: 'success',
      ip: null,
      detail: { email: created.email, role: 'admin', reason: 'first_start', generated_password: generated },
    })
    return created
  })
  if (!user) return existing
  return generated
    ? `Sign in as ${user.email} with the password ${password} (generated now and shown only this once; change it under your account).`
    : `Sign in as ${user.email} with the ADMIN_PASSWORD you configured.`
}

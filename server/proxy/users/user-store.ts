import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Role } from '@contract/bff/permissions'
import type { User } from '@contract/bff/users'
import type { UsersTable } from '../auth/tables'
import type { ProxyDatabase } from '../store/schema'

export type UserRow = Selectable<UsersTable>

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase()
}

/** The API shape of a user (never the password hash). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: Boolean(row.disabled),
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_login_at: row.last_login_at,
  }
}

export function findUserByEmail(db: Kysely<ProxyDatabase>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst()
}

export function findUserById(db: Kysely<ProxyDatabase>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export function listUsers(db: Kysely<ProxyDatabase>) {
  return db.selectFrom('users').selectAll().orderBy('email').execute()
}

export async function countUsers(db: Kysely<ProxyDatabase>) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function countActiveAdmins(db: Kysely<ProxyDatabase>) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertUser(
  db: Kysely<ProxyDatabase>,
  user: { email: string; name: string; role: Role; passwordHash: string },
) {
  const now = new Date().toISOString()
  const row: UserRow = {
    id: randomUUID(),
    email: normaliseEmail(user.email),
    name: user.name,
    role: user.role,
    password_hash: user.passwordHash,
    disabled: 0,
    created_at: now,
    updated_at: now,
    last_login_at: null,
  }
  await db.insertInto('users').values(row).execute()
  return row
}

export async function updateUser(
  db: Kysely<ProxyDatabase>,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'role' | 'disabled' | 'password_hash' | 'last_login_at'>>,
) {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute()
}

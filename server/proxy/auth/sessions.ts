import { createHash, randomBytes } from 'node:crypto'
import type { CompiledQuery, Kysely } from 'kysely'
import type { SessionUser } from '@contract/bff/auth'
import type { Role } from '@contract/bff/permissions'
import type { ProxyDatabase } from '../store/schema'
import { keepPrepared } from '../../shared/database'

/** A session ends after 8 h without a request, and 7 days after sign-in whatever happens. */
export const sessionIdleMs = 8 * 60 * 60 * 1000
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000
/** last_seen_at is written at most once a minute per session. */
const touchEveryMs = 60 * 1000

export function hashSessionToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** Deletes every session past its idle or absolute lifetime. */
export async function purgeExpiredSessions(db: Kysely<ProxyDatabase>, now = Date.now()) {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('last_seen_at', '<', new Date(now - sessionIdleMs).toISOString()),
        eb('created_at', '<', new Date(now - sessionAbsoluteMs).toISOString()),
      ]),
    )
    .execute()
}

/**
 * Creates a session (purging expired ones on the way); returns the cookie value (32 random bytes)
 * and the stored id (its sha256).
 */
export async function createSession(
  db: Kysely<ProxyDatabase>,
  userId: string,
  ip: string,
  userAgent: string | undefined,
) {
  await purgeExpiredSessions(db)
  const token = randomBytes(32).toString('base64url')
  const idHash = hashSessionToken(token)
  const now = new Date().toISOString()
  await db
    .insertInto('sessions')
    .values({
      id_hash: idHash,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      ip,
      user_agent: userAgent?.slice(0, 512) ?? null,
    })
    .execute()
  return { token, idHash }
}

function compileSessionLookup(db: Kysely<ProxyDatabase>) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.created_at',
      'sessions.last_seen_at',
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.disabled',
    ])
    .where('sessions.id_hash', '=', '')
    .compile()
}

type SessionRow = ReturnType<typeof compileSessionLookup> extends CompiledQuery<infer Row> ? Row : never

/**
 * The session lookup runs on every request: its SQL is built once per database (and kept prepared on
 * PostgreSQL's connections); the id hash is its only parameter.
 */
const sessionLookups = new WeakMap<Kysely<ProxyDatabase>, ReturnType<typeof compileSessionLookup>>()

function sessionLookup(db: Kysely<ProxyDatabase>) {
  let compiled = sessionLookups.get(db)
  if (!compiled) {
    compiled = compileSessionLookup(db)
    if (compiled.parameters.length !== 1) throw new Error('the session lookup must have exactly one parameter')
    sessionLookups.set(db, compiled)
    keepPrepared(db, compiled.sql)
  }
  return compiled
}

/**
 * The live session and its user for a cookie value, or null (unknown, idle for too long, past its
 * absolute lifetime, or its user is disabled; dead sessions are deleted on the way).
 */
export async function findSession(
  db: Kysely<ProxyDatabase>,
  token: string,
  now = Date.now(),
): Promise<{ idHash: string; user: SessionUser } | null> {
  const idHash = hashSessionToken(token)
  const { rows } = await db.executeQuery<SessionRow>({ ...sessionLookup(db), parameters: [idHash] })
  const row = rows[0]
  if (!row) return null
  const lastSeen = Date.parse(row.last_seen_at)
  const expired = now - lastSeen > sessionIdleMs || now - Date.parse(row.created_at) > sessionAbsoluteMs
  if (expired || row.disabled) {
    await revokeSession(db, idHash)
    return null
  }
  if (now - lastSeen > touchEveryMs) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id_hash', '=', idHash)
      .execute()
  }
  return { idHash, user: { id: row.id, email: row.email, name: row.name, role: row.role } }
}

export async function revokeSession(db: Kysely<ProxyDatabase>, idHash: string) {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute()
}

/** Revokes every session of a user, except `keepIdHash` when given (password change). */
export async function revokeUserSessions(db: Kysely<ProxyDatabase>, userId: string, keepIdHash?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId)
  if (keepIdHash) query = query.where('id_hash', '!=', keepIdHash)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Seconds the cookie may live: the absolute lifetime (idle expiry is enforced server-side). */
export const sessionCookieMaxAge = Math.floor(sessionAbsoluteMs / 1000)

/** The role of the user behind a live session (by its stored id), or null once it ended or the user was disabled. */
export async function sessionRole(db: Kysely<ProxyDatabase>, idHash: string): Promise<Role | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.role')
    .where('sessions.id_hash', '=', idHash)
    .where('users.disabled', '=', 0)
    .executeTakeFirst()
  return (row?.role as Role | undefined) ?? null
}

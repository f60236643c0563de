import type { Kysely } from 'kysely'
import type { ProxyDatabase } from '../store/schema'

/**
 * Failed sign-ins, counted in the database (so the limits survive a restart) per account and per
 * address over a sliding window. A success resets the account's counter.
 */
export interface ThrottleLimits {
  windowMs: number
  perAccount: number
  perAddress: number
}

export const defaultThrottleLimits: ThrottleLimits = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 }

const accountKey = (email: string) => `account:${email}`
const addressKey = (ip: string) => `ip:${ip}`

async function retryAfter(db: Kysely<ProxyDatabase>, key: string, limit: number, limits: ThrottleLimits, now: number) {
  const rows = await db
    .selectFrom('login_failures')
    .select('at_ms')
    .where('key', '=', key)
    .where('at_ms', '>', now - limits.windowMs)
    .orderBy('at_ms', 'desc')
    .limit(limit)
    .execute()
  if (rows.length < limit) return 0
  // The attempt that frees a slot is the limit-th most recent one leaving the window.
  const oldestCounted = rows[rows.length - 1]!.at_ms
  return Math.max(1, Math.ceil((oldestCounted + limits.windowMs - now) / 1000))
}

/** Seconds until another attempt is allowed for this account and address, or 0 when allowed now. */
export async function signInRetryAfter(
  db: Kysely<ProxyDatabase>,
  email: string,
  ip: string,
  limits: ThrottleLimits,
  now = Date.now(),
) {
  const account = await retryAfter(db, accountKey(email), limits.perAccount, limits, now)
  const address = await retryAfter(db, addressKey(ip), limits.perAddress, limits, now)
  return Math.max(account, address)
}

export async function recordSignInFailure(
  db: Kysely<ProxyDatabase>,
  email: string,
  ip: string,
  limits: ThrottleLimits,
  now = Date.now(),
) {
  await db
    .insertInto('login_failures')
    .values([
      { key: accountKey(email), at_ms: now },
      { key: addressKey(ip), at_ms: now },
    ])
    .execute()
  await db
    .deleteFrom('login_failures')
    .where('at_ms', '<=', now - limits.windowMs)
    .execute()
}

export async function resetAccountFailures(db: Kysely<ProxyDatabase>, email: string) {
  await db.deleteFrom('login_failures').where('key', '=', accountKey(email)).execute()
}

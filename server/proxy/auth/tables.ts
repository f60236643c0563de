import type { Generated } from 'kysely'
import type { Role } from '@contract/bff/permissions'

/** Dashboard accounts. `email` is stored lower-cased and unique. */
export interface UsersTable {
  id: string
  email: string
  name: string
  role: Role
  /** `scrypt$N$r$p$salt$hash` (base64), see auth/password-hash.ts. */
  password_hash: string
  disabled: number
  created_at: string
  updated_at: string
  last_login_at: string | null
}

/** Server-side sessions. Only the sha256 of the cookie value is stored. */
export interface SessionsTable {
  id_hash: string
  user_id: string
  created_at: string
  last_seen_at: string
  ip: string
  user_agent: string | null
}

/** One row per failed sign-in, per key (`account:<email>` or `ip:<address>`); counted in a window. */
export interface LoginFailuresTable {
  id: Generated<number>
  key: string
  at_ms: number
}

export interface AuthTables {
  users: UsersTable
  sessions: SessionsTable
  login_failures: LoginFailuresTable
}

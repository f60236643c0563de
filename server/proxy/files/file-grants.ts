import { can, type Permission, type Role } from '@contract/bff/permissions'
import type { Kysely } from 'kysely'
import type { ProxyDatabase } from '../store/schema'
import { checkFileUrl, filePathPrefixes } from './file-url-policy'

/**
 * Which role may download which upstream file. A file link is valid for anyone holding it until it
 * expires, so the proxy does not serve every link to every signed-in user: it remembers each link
 * it handed out with the permission of the response that carried it (a filing of a profile:
 * profile:read; a KYC proof: kyc:review; a questionnaire upload: questionnaire:manage), and serves a
 * link only to a role with one of those permissions. A link the proxy never handed out is unknown.
 */

/** The file a link names, whatever its signature and expiry: its `file_id`, else its path. */
export function fileKeyOf(url: URL): string {
  return url.searchParams.get('file_id') ?? url.pathname
}

/** Responses are nested JSON; no vendor answer goes deeper than this. */
const maxDepth = 12

/** The upstream file links inside a JSON value (strings the file URL policy accepts). */
export function fileLinksIn(value: unknown, upstreamBase: URL, depth = 0): URL[] {
  if (typeof value === 'string') {
    if (!filePathPrefixes.some((prefix) => value.includes(prefix))) return []
    const check = checkFileUrl(value, upstreamBase)
    return check.ok ? [check.url] : []
  }
  if (depth >= maxDepth || value === null || typeof value !== 'object') return []
  const children = Array.isArray(value) ? value : Object.values(value)
  return children.flatMap((child) => fileLinksIn(child, upstreamBase, depth + 1))
}

/** Remembers the file links of a response read with `permission`. */
export async function grantFileLinks(
  db: Kysely<ProxyDatabase>,
  body: unknown,
  upstreamBase: URL,
  permission: Permission,
) {
  const keys = [...new Set(fileLinksIn(body, upstreamBase).map(fileKeyOf))]
  if (keys.length === 0) return
  const granted_at = new Date().toISOString()
  await db
    .insertInto('file_grant')
    .values(keys.map((file_key) => ({ file_key, permission, granted_at })))
    .onConflict((c) => c.doNothing())
    .execute()
}

export type FileAccess = 'allowed' | 'unknown' | 'forbidden'

/** Whether `role` may download the file `url` names. */
export async function fileAccess(db: Kysely<ProxyDatabase>, url: URL, role: Role): Promise<FileAccess> {
  const rows = await db.selectFrom('file_grant').select('permission').where('file_key', '=', fileKeyOf(url)).execute()
  if (rows.length === 0) return 'unknown'
  return rows.some((row) => can(role, row.permission as Permission)) ? 'allowed' : 'forbidden'
}

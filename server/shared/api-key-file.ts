import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The embedded upstream's account key: UPSTREAM_API_KEY when set, otherwise a key generated into
 * DATA_DIR/upstream-api-key on first start (mode 0600) and reused afterwards.
 */
export function resolveUpstreamApiKey(
  dataDir: string,
  configured: string | undefined,
): { key: string; generated: boolean } {
  if (configured) return { key: configured, generated: false }
  const file = join(dataDir, 'upstream-api-key')
  if (existsSync(file)) return { key: readFileSync(file, 'utf8').trim(), generated: false }
  mkdirSync(dataDir, { recursive: true })
  const key = `kyb_${randomBytes(24).toString('hex')}`
  writeFileSync(file, `${key}\n`, { mode: 0o600 })
  return { key, generated: true }
}

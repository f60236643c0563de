import { join } from 'node:path'
import { parseEnv, proxyEnvSchema } from '../shared/config'
import { openProxyDb } from './store/proxy-db'

/**
 * `npm run migrate`: runs the proxy's pending migrations on DATABASE_URL (or DATA_DIR/proxy.sqlite)
 * and exits — the deploy step before starting new instances. Instances also migrate at start, under
 * the same lock, so skipping this step is safe but slower to start.
 */
const config = parseEnv(proxyEnvSchema)
const proxyDb = await openProxyDb(config.DATABASE_URL ?? join(config.DATA_DIR, 'proxy.sqlite'))
await proxyDb.close()
console.log(`kybdesk proxy database migrated (${proxyDb.engine})`)

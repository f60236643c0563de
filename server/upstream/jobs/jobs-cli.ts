import { join } from 'node:path'
import { parseEnv, upstreamEnvSchema } from '../../shared/config'
import { openUpstreamDatabase } from '../db/open-database'
import { readQueue, retryDeadJob } from './dead-letters'

/**
 * `npm run jobs`: the upstream's job queue (UPSTREAM_DATABASE_URL, else DATA_DIR/upstream.sqlite)
 * as JSON: counts per status, the failed jobs (dead letters) and who holds each running lease.
 * `npm run jobs -- retry <job id>` puts a failed job back in the queue.
 */
const config = parseEnv(upstreamEnvSchema)
const database = await openUpstreamDatabase(config.UPSTREAM_DATABASE_URL ?? join(config.DATA_DIR, 'upstream.sqlite'))
try {
  const [command, id] = process.argv.slice(2)
  if (command === 'retry' && id) {
    const retried = await retryDeadJob(database.db, id, Date.now())
    console.log(retried ? `job ${id} is pending again` : `no failed job has the id ${id}`)
    process.exitCode = retried ? 0 : 1
  } else if (command === undefined) {
    console.log(JSON.stringify(await readQueue(database.db), null, 2))
  } else {
    console.error('usage: npm run jobs [-- retry <job id>]')
    process.exitCode = 2
  }
} finally {
  await database.close()
}

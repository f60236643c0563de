import { execFile } from 'node:child_process'
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { postgresBin } from '../../scripts/ensure-postgres.mjs'
import { freePort } from './free-port'
import { pollUntil } from './poll-until'

const run = promisify(execFile)

/** A throwaway PostgreSQL server of the tests and benches: `url` reaches its `postgres` database. */
export interface PostgresCluster {
  url: string
  stop(): Promise<void>
}

const clusterPrefix = 'kybdesk-pg-'
/** The file of a cluster's folder naming the process that started it (its pid and start time). */
const ownerFile = 'owner'

/** PostgreSQL's programs, run as the `postgres` user when we are root (PostgreSQL refuses to run as root). */
async function postgresPrograms() {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL not found: run `node scripts/ensure-postgres.mjs` (as root it installs it)')
  const asRoot = process.getuid?.() === 0
  const postgresUser = asRoot
    ? {
        uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
        gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
      }
    : undefined
  const pgRun = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args)
  return { pgRun, postgresUser }
}

/** A process's start time in clock ticks since boot (Linux), so a pid the system gave out again is not taken for it. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function isRunning(owner: string): boolean {
  const [pidText, started] = owner.trim().split(' ')
  const pid = Number(pidText)
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const now = startTimeOf(pid)
  return !started || now === undefined || now === started
}

/**
 * Stops and removes the clusters in `parent` whose owning process is gone (a test run or bench killed
 * before it could stop its cluster); returns their folders. A cluster whose owner still runs, or
 * whose folder names no owner (one being created, or made by an older version), is left alone, as
 * is one whose server does not stop.
 */
export async function removeStaleClusters(parent = tmpdir()): Promise<string[]> {
  const stale = readdirSync(parent)
    .filter((name) => name.startsWith(clusterPrefix))
    .map((name) => join(parent, name))
    .filter((folder) => {
      try {
        return !isRunning(readFileSync(join(folder, ownerFile), 'utf8'))
      } catch {
        return false
      }
    })
  if (stale.length === 0) return []
  const { pgRun } = await postgresPrograms()
  const removed: string[] = []
  for (const folder of stale) {
    const data = join(folder, 'data')
    await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
    // pg_ctl status exits with 3 when no server runs on the folder (4 when there is no data folder).
    const stopped = await pgRun('pg_ctl', ['-D', data, 'status']).then(
      () => false,
      (error: { code?: number }) => error.code === 3 || error.code === 4,
    )
    if (!stopped) continue
    try {
      rmSync(folder, { recursive: true, force: true })
      removed.push(folder)
    } catch {
      // Another user's folder: left to that user's next run.
    }
  }
  return removed
}

/**
 * Starts a throwaway PostgreSQL cluster in a temporary folder, on a free loopback port, with trust
 * authentication and without durability settings a test does not need (fsync off: a test kills
 * kybdesk's processes, never the database server). PostgreSQL refuses to run as root, so as root the
 * programs run as the `postgres` user that Debian's package creates. `npm test` installs the package
 * first (scripts/ensure-postgres.mjs). The folder records this process as its owner; clusters left
 * by killed runs are stopped and removed first.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  await removeStaleClusters()
  const { pgRun, postgresUser } = await postgresPrograms()
  const folder = mkdtempSync(join(tmpdir(), clusterPrefix))
  writeFileSync(join(folder, ownerFile), `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim())
  if (postgresUser) chownSync(folder, postgresUser.uid, postgresUser.gid)

  const data = join(folder, 'data')
  const port = await freePort()
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  const settings = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c synchronous_commit=off',
  ].join(' ')
  await pgRun('pg_ctl', ['-D', data, '-o', settings, '-l', join(folder, 'server.log'), '-w', 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/**
 * A database of its own for one test file on a shared cluster; `drop()` removes it, once the
 * connections its users closed are gone (forcing out any left after 5 s: a forced drop while a
 * client is still closing its connection makes that client throw).
 */
export async function createPostgresDatabase(clusterUrl: string) {
  const name = `kybdesk_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  await withClient(clusterUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      withClient(clusterUrl, async (client) => {
        const connections = async () =>
          Number(
            (await client.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n,
          )
        await pollUntil(connections, (n) => n === 0, 5000).catch(() => undefined)
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      }),
  }
}

/** Runs `use` with a client connected to `url`, closed afterwards. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

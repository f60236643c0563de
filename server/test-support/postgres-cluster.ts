import { execFile } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
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

/**
 * Starts a throwaway PostgreSQL cluster in a temporary folder, on a free loopback port, with trust
 * authentication and without durability settings a test does not need (fsync off: a test kills
 * kybdesk's processes, never the database server). PostgreSQL refuses to run as root, so as root the
 * programs run as the `postgres` user that Debian's package creates. `npm test` installs the package
 * first (scripts/ensure-postgres.mjs).
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL not found: run `node scripts/ensure-postgres.mjs` (as root it installs it)')
  const folder = mkdtempSync(join(tmpdir(), 'kybdesk-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    chownSync(folder, Number(stdout.trim()), Number(gid.trim()))
  }
  const pgRun = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args)

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

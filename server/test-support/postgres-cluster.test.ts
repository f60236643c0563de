import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { removeStaleClusters } from './postgres-cluster'

const clusterModule = fileURLToPath(new URL('./postgres-cluster.ts', import.meta.url))

/** Starts a cluster in another process, as a test run does, and returns its folder, its URL and that process. */
async function clusterOfAnotherProcess(parent: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { startPostgresCluster } = await import(${JSON.stringify(clusterModule)})
       const cluster = await startPostgresCluster()
       console.log(cluster.url)
       setInterval(() => undefined, 1000)`,
    ],
    { env: { ...process.env, TMPDIR: parent }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve(out.trim())
    })
    child.once('exit', (code) => reject(new Error(`the cluster's process exited (code ${String(code)})`)))
  })
  const kill9 = async () => {
    child.kill('SIGKILL')
    await exited
  }
  return { url, kill9 }
}

async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

describe('throwaway PostgreSQL clusters left by killed runs', () => {
  const parent = mkdtempSync(join(tmpdir(), 'kybdesk-pg-parent-'))
  // As root the clusters run as `postgres`, which must reach their folders.
  chmodSync(parent, 0o755)
  let cluster: Awaited<ReturnType<typeof clusterOfAnotherProcess>> | undefined
  afterAll(async () => {
    await cluster?.kill9()
    await removeStaleClusters(parent)
    rmSync(parent, { recursive: true, force: true })
  })

  it('stops and removes a cluster whose owning process was killed, and leaves live and unowned ones alone', async () => {
    cluster = await clusterOfAnotherProcess(parent)
    expect(await answers(cluster.url)).toBe(true)
    const live = join(parent, 'kybdesk-pg-live')
    mkdirSync(live)
    writeFileSync(join(live, 'owner'), String(process.pid))
    const unowned = join(parent, 'kybdesk-pg-unowned')
    mkdirSync(unowned)

    expect(await removeStaleClusters(parent)).toEqual([])
    expect(await answers(cluster.url)).toBe(true)

    await cluster.kill9()
    expect(await answers(cluster.url)).toBe(true)
    const removed = await removeStaleClusters(parent)
    expect(removed).toHaveLength(1)
    expect(removed[0]).toMatch(/kybdesk-pg-/)
    expect(existsSync(removed[0]!)).toBe(false)
    expect(await answers(cluster.url)).toBe(false)
    expect(existsSync(live)).toBe(true)
    expect(existsSync(unowned)).toBe(true)
  })
})

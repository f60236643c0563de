/**
 * The proxy's added latency and throughput on each engine: the same JSON GET (`/v2/countries`) sent
 * directly to the embedded upstream and through the proxy (`/bff/upstream/v2/countries` with a
 * session cookie: session lookup, rate limit, forwarding), on loopback, for
 *   - one proxy on SQLite (a file, as `npm start`),
 *   - one proxy on PostgreSQL (DATABASE_URL),
 *   - two proxies on the same PostgreSQL behind a small round-robin balancer (one address).
 * The upstream, each proxy and the balancer run in child processes of their own, as in production.
 * For each: p50/p99 at a fixed request rate (open loop) and the added latency over the direct GET,
 * then requests/s with 32 requests always in flight (closed loop). PostgreSQL is a throwaway cluster
 * started by the bench (scripts/ensure-postgres.mjs installs it as root; fsync off). Asserts nothing.
 *   npx tsx bench/proxy.ts [ratePerSecond=400] [seconds=10]
 */
import { type ChildProcess, fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildProxyApp } from '../server/proxy/app'
import { buildUpstreamApp } from '../server/upstream/app'
import { freePort } from '../server/test-support/free-port'
import { createPostgresDatabase, startPostgresCluster } from '../server/test-support/postgres-cluster'

const apiKey = 'kyb_bench_proxy_key_0123456789abcdef'
const admin = { email: 'bench@kybdesk.local', password: 'bench-password-123' }
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
const inFlight = 32

function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    http
      .get(url, { agent, headers }, (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url}: status ${res.statusCode}`))
          else resolve(Number(process.hrtime.bigint() - started) / 1e6)
        })
      })
      .on('error', reject)
  })
}

type Target = { url: string; headers: Record<string, string> }

/** Open loop: request i is sent at start + i/rate whatever the previous ones are doing. Sorted latencies (ms). */
async function fixedRate(target: Target, rate: number, count: number) {
  const latencies: number[] = []
  const pending: Promise<void>[] = []
  const start = performance.now()
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / rate - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    pending.push(get(target.url, target.headers).then((ms) => void latencies.push(ms)))
  }
  await Promise.all(pending)
  return latencies.sort((a, b) => a - b)
}

/** Closed loop: `inFlight` requests always outstanding for `seconds`; requests completed per second. */
async function throughput(target: Target, seconds: number) {
  const until = performance.now() + seconds * 1000
  let done = 0
  const worker = async () => {
    while (performance.now() < until) {
      await get(target.url, target.headers)
      done += 1
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: inFlight }, worker))
  return done / ((performance.now() - started) / 1000)
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function serveChild(
  app: { listen: (o: { port: number; host: string }) => Promise<string>; close: () => Promise<unknown> },
  port: number,
) {
  await app.listen({ port, host: '127.0.0.1' })
  process.send?.('ready')
  process.on('disconnect', () => void app.close().then(() => process.exit(0)))
}

/** Forks this script as a `role` child with `args`; resolves once it listens. */
async function startChild(role: 'upstream' | 'proxy' | 'balancer', args: string[]) {
  const child = fork(new URL(import.meta.url).pathname, [`--${role}-child`, ...args])
  await new Promise<void>((resolve, reject) =>
    child.once('message', () => resolve()).once('exit', (code) => reject(new Error(`${role} exited (${code})`))),
  )
  return child
}

/** A round-robin HTTP balancer in front of `targets` (the one address of several instances). */
function balancer(targets: string[]) {
  let next = 0
  const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  return http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', targets[next++ % targets.length])
    const forwarded = http.request(
      target,
      { method: req.method, headers: req.headers, agent: upstreamAgent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forwarded.on('error', () => res.writeHead(502).end())
    req.pipe(forwarded)
  })
}

interface Setup {
  label: string
  /** Starts the proxies (and balancer); returns the address users reach and the children to stop. */
  start(upstreamUrl: string): Promise<{ url: string; children: ChildProcess[] }>
}

async function proxyChild(upstreamUrl: string, database: string) {
  const port = await freePort()
  return { url: `http://127.0.0.1:${port}`, child: await startChild('proxy', [String(port), upstreamUrl, database]) }
}

async function main(rate: number, seconds: number) {
  const upstreamPort = await freePort()
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`
  const upstream = await startChild('upstream', [String(upstreamPort)])
  const cluster = await startPostgresCluster()
  const dataDir = mkdtempSync(join(tmpdir(), 'kybdesk-bench-'))
  const setups: Setup[] = [
    {
      label: 'one proxy, SQLite',
      async start() {
        const proxy = await proxyChild(upstreamUrl, join(dataDir, 'proxy.sqlite'))
        return { url: proxy.url, children: [proxy.child] }
      },
    },
    {
      label: 'one proxy, PostgreSQL',
      async start() {
        const proxy = await proxyChild(upstreamUrl, (await createPostgresDatabase(cluster.url)).url)
        return { url: proxy.url, children: [proxy.child] }
      },
    },
    {
      label: 'two proxies, PostgreSQL, balanced',
      async start() {
        const { url: database } = await createPostgresDatabase(cluster.url)
        const proxies = [await proxyChild(upstreamUrl, database), await proxyChild(upstreamUrl, database)]
        const port = await freePort()
        const front = await startChild('balancer', [String(port), proxies.map((p) => p.url).join(',')])
        return { url: `http://127.0.0.1:${port}`, children: [front, ...proxies.map((p) => p.child)] }
      },
    },
  ]

  const direct = { url: `${upstreamUrl}/v2/countries`, headers: { token: apiKey } }
  await fixedRate(direct, rate, rate)
  const directLatencies = await fixedRate(direct, rate, rate * seconds)
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
  console.log(`GET /v2/countries at ${rate} req/s for ${seconds} s, then ${inFlight} in flight for ${seconds} s`)
  console.log(`loopback, Node ${process.version}, load average at start ${load()}`)
  const ms = (n: number) => n.toFixed(2).padStart(7)
  console.log(
    `${'direct to the upstream'.padEnd(36)} p50 ${ms(percentile(directLatencies, 50))} ms   p99 ${ms(percentile(directLatencies, 99))} ms`,
  )
  for (const setup of setups) {
    const { url, children } = await setup.start(upstreamUrl)
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'kybdesk' },
      body: JSON.stringify(admin),
    })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
    if (login.status !== 200 || !cookie) throw new Error(`${setup.label}: sign-in failed: ${login.status}`)
    const viaProxy = { url: `${url}/bff/upstream/v2/countries`, headers: { cookie } }
    await fixedRate(viaProxy, rate, rate) // warm-up: JIT, keep-alive sockets, pools
    const latencies = await fixedRate(viaProxy, rate, rate * seconds)
    const perSecond = await throughput(viaProxy, seconds)
    const added = (p: number) => percentile(latencies, p) - percentile(directLatencies, p)
    console.log(
      `${setup.label.padEnd(36)} p50 ${ms(percentile(latencies, 50))} ms   p99 ${ms(percentile(latencies, 99))} ms   ` +
        `added p50 ${ms(added(50))} ms   p99 ${ms(added(99))} ms   ${perSecond.toFixed(0).padStart(6)} req/s   (load ${load()})`,
    )
    for (const child of children) child.disconnect()
  }
  agent.destroy()
  upstream.disconnect()
  await cluster.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

const [mode, port, ...rest] = process.argv.slice(2)
if (mode === '--upstream-child')
  await serveChild(
    await buildUpstreamApp({ apiKey, datasetSize: 1000, timeScale: 0, requestsPerMinute: 1e9 }),
    Number(port),
  )
else if (mode === '--proxy-child') {
  const [upstreamUrl, database] = rest as [string, string]
  const postgres = database.startsWith('postgres')
  const app = await buildProxyApp({
    upstreamUrl,
    apiKey,
    ...(postgres ? { databaseUrl: database } : { dbFile: database }),
    admin,
    bffRequestsPerMinute: 1e9,
  })
  await serveChild(app, Number(port))
} else if (mode === '--balancer-child') {
  const server = balancer(rest[0]!.split(','))
  await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve))
  process.send?.('ready')
  process.on('disconnect', () => server.close(() => process.exit(0)))
} else await main(Number(mode ?? 400), Number(port ?? 10))

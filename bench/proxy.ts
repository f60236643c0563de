/**
 * The proxy's added latency and throughput on each engine: the same JSON GET (`/v2/countries`) sent
 * directly to the embedded upstream and through the proxy (`/bff/upstream/v2/countries` with a
 * session cookie: session lookup, rate limit, forwarding), on loopback, for
 *   - one proxy on SQLite (a file, as `npm start`),
 *   - one proxy on PostgreSQL (DATABASE_URL),
 *   - two proxies on the same PostgreSQL behind a small round-robin balancer (one address).
 * The upstream, each proxy and the balancer run in child processes of their own, as in production.
 * For each: p50/p99 at a fixed request rate (open loop) and the added latency over the direct GET,
 * then requests/s with 32 requests always in flight (closed loop; with `wrk` when it is installed,
 * a generator in C that leaves the CPU to the servers, else this process). Since everything shares
 * the machine's cores, it also prints the CPU seconds per 1000 requests of each proxy, the balancer,
 * the upstream, PostgreSQL and the load generator in each phase, and the requests/s that much CPU
 * allows on this machine's cores. PostgreSQL is a throwaway cluster started by the bench
 * (scripts/ensure-postgres.mjs installs it as root; fsync off). Asserts nothing.
 *   npx tsx bench/proxy.ts [ratePerSecond=400] [seconds=10]
 */
import { type ChildProcess, execFile, fork, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildProxyApp } from '../server/proxy/app'
import { buildUpstreamApp } from '../server/upstream/app'
import { freePort } from '../server/test-support/free-port'
import { createPostgresDatabase, startPostgresCluster } from '../server/test-support/postgres-cluster'
import { postgresCpuSeconds, processCpuSeconds } from './process-cpu'

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

/** Closed loop in this process: `inFlight` requests always outstanding for `seconds`; requests completed per second. */
async function throughputHere(target: Target, seconds: number) {
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
  return { perSecond: done / ((performance.now() - started) / 1000), requests: done }
}

const wrkInstalled = spawnSync('wrk', ['--version']).error === undefined

/** Closed loop with wrk (one thread, `inFlight` connections): requests/s and requests made; refuses any non-2xx. */
async function throughputWrk(target: Target, seconds: number) {
  const headers = Object.entries(target.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const output = await new Promise<string>((resolve, reject) =>
    execFile('wrk', ['-t1', `-c${inFlight}`, `-d${seconds}s`, ...headers, target.url], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  )
  if (/Non-2xx|Socket errors/.test(output)) throw new Error(`wrk: requests failed:\n${output}`)
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1])
  const requests = Number(/(\d+) requests in/.exec(output)?.[1])
  if (!perSecond || !requests) throw new Error(`wrk: no figures in its output:\n${output}`)
  return { perSecond, requests }
}

const throughput = wrkInstalled ? throughputWrk : throughputHere

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
  /** Starts the proxies (and balancer); returns the address users reach, the proxies and the balancer. */
  start(upstreamUrl: string): Promise<{ url: string; proxies: ChildProcess[]; balancer?: ChildProcess }>
}

async function proxyChild(upstreamUrl: string, database: string) {
  const port = await freePort()
  return { url: `http://127.0.0.1:${port}`, child: await startChild('proxy', [String(port), upstreamUrl, database]) }
}

/** CPU seconds so far of each process of a setup (this process with the generators it ran and waited for). */
function cpuNow(parts: {
  proxies: ChildProcess[]
  balancer?: ChildProcess
  upstream: ChildProcess
  postgresPort: number
}) {
  return {
    proxies: parts.proxies.map((p) => processCpuSeconds(p.pid)),
    balancer: processCpuSeconds(parts.balancer?.pid),
    upstream: processCpuSeconds(parts.upstream.pid),
    postgres: postgresCpuSeconds(parts.postgresPort),
    generator: processCpuSeconds(process.pid, true),
  }
}
type CpuSnapshot = ReturnType<typeof cpuNow>

/** One line: CPU seconds per 1000 requests of each process between two snapshots, and the rate that allows. */
function cpuLine(before: CpuSnapshot, after: CpuSnapshot, requests: number, generator: string) {
  const per1000 = (seconds: number) => (seconds * 1000) / requests
  const proxies = after.proxies.map((s, i) => per1000(s - before.proxies[i]!))
  const others = {
    balancer: per1000(after.balancer - before.balancer),
    upstream: per1000(after.upstream - before.upstream),
    PostgreSQL: per1000(after.postgres - before.postgres),
    [generator]: per1000(after.generator - before.generator),
  }
  const proxyTotal = proxies.reduce((a, b) => a + b, 0)
  const total = proxyTotal + Object.values(others).reduce((a, b) => a + b, 0)
  const cores = availableParallelism()
  const f = (n: number) => n.toFixed(2)
  const rest = Object.entries(others)
    .filter(([name, n]) => name !== 'balancer' || n > 0)
    .map(([name, n]) => `${name} ${f(n)}`)
  return (
    `CPU s per 1000 requests: proxy ${proxies.map(f).join(' + ')} | ${rest.join(' | ')} | all ${f(total)}` +
    ` → ${cores} cores allow ${((cores * 1000) / total).toFixed(0)} req/s in all, ` +
    `${((cores * 1000) / proxyTotal).toFixed(0)} req/s for the proxies alone`
  )
}

async function main(rate: number, seconds: number) {
  const upstreamPort = await freePort()
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`
  const upstream = await startChild('upstream', [String(upstreamPort)])
  const cluster = await startPostgresCluster()
  const postgresPort = Number(new URL(cluster.url).port)
  const dataDir = mkdtempSync(join(tmpdir(), 'kybdesk-bench-'))
  const setups: Setup[] = [
    {
      label: 'one proxy, SQLite',
      async start() {
        const proxy = await proxyChild(upstreamUrl, join(dataDir, 'proxy.sqlite'))
        return { url: proxy.url, proxies: [proxy.child] }
      },
    },
    {
      label: 'one proxy, PostgreSQL',
      async start() {
        const proxy = await proxyChild(upstreamUrl, (await createPostgresDatabase(cluster.url)).url)
        return { url: proxy.url, proxies: [proxy.child] }
      },
    },
    {
      label: 'two proxies, PostgreSQL, balanced',
      async start() {
        const { url: database } = await createPostgresDatabase(cluster.url)
        const proxies = [await proxyChild(upstreamUrl, database), await proxyChild(upstreamUrl, database)]
        const port = await freePort()
        const front = await startChild('balancer', [String(port), proxies.map((p) => p.url).join(',')])
        return { url: `http://127.0.0.1:${port}`, proxies: proxies.map((p) => p.child), balancer: front }
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
  const generator = wrkInstalled ? 'wrk' : 'this process'
  console.log(
    `GET /v2/countries at ${rate} req/s for ${seconds} s (this process), then ${inFlight} in flight for ${seconds} s (${generator})`,
  )
  if (!wrkInstalled)
    console.log('(install wrk, e.g. `apt-get install wrk`, for a closed loop that leaves the CPU to the servers)')
  console.log(`loopback, Node ${process.version}, ${availableParallelism()} cores, load average at start ${load()}`)
  const ms = (n: number) => n.toFixed(2).padStart(7)
  console.log(
    `${'direct to the upstream'.padEnd(36)} p50 ${ms(percentile(directLatencies, 50))} ms   p99 ${ms(percentile(directLatencies, 99))} ms`,
  )
  for (const setup of setups) {
    const { url, proxies, balancer } = await setup.start(upstreamUrl)
    const parts = { proxies, balancer, upstream, postgresPort }
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'kybdesk' },
      body: JSON.stringify(admin),
    })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
    if (login.status !== 200 || !cookie) throw new Error(`${setup.label}: sign-in failed: ${login.status}`)
    const viaProxy = { url: `${url}/bff/upstream/v2/countries`, headers: { cookie } }
    await fixedRate(viaProxy, rate, rate) // warm-up: JIT, keep-alive sockets, pools
    const atRateStart = cpuNow(parts)
    const latencies = await fixedRate(viaProxy, rate, rate * seconds)
    const atRateEnd = cpuNow(parts)
    const closed = await throughput(viaProxy, seconds)
    const closedEnd = cpuNow(parts)
    const added = (p: number) => percentile(latencies, p) - percentile(directLatencies, p)
    console.log(
      `${setup.label.padEnd(36)} p50 ${ms(percentile(latencies, 50))} ms   p99 ${ms(percentile(latencies, 99))} ms   ` +
        `added p50 ${ms(added(50))} ms   p99 ${ms(added(99))} ms   ${closed.perSecond.toFixed(0).padStart(6)} req/s   (load ${load()})`,
    )
    console.log(`    at ${rate} req/s:  ${cpuLine(atRateStart, atRateEnd, latencies.length, 'this process')}`)
    console.log(`    ${inFlight} in flight: ${cpuLine(atRateEnd, closedEnd, closed.requests, generator)}`)
    for (const child of [...proxies, ...(balancer ? [balancer] : [])]) child.disconnect()
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
    // Every request forwarded: the forwarding path is what is measured (with reads shared, ADR 0039,
    // the same GET repeated or in flight at once would be answered once).
    client: { shareReads: false },
  })
  await serveChild(app, Number(port))
} else if (mode === '--balancer-child') {
  const server = balancer(rest[0]!.split(','))
  await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve))
  process.send?.('ready')
  process.on('disconnect', () => server.close(() => process.exit(0)))
} else await main(Number(mode ?? 400), Number(port ?? 10))

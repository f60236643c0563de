/**
 * Added latency of the proxy: the same JSON GET (`/v2/countries`) sent at one fixed request rate
 * directly to the embedded upstream and through the proxy (`/bff/upstream/v2/countries` with a
 * session cookie), both on loopback, in one run. The upstream and the proxy each run in their own
 * child process, as in production, so neither shares the event loop of the load generator. Prints
 * p50/p99 of each and the difference; asserts nothing.
 *   npx tsx bench/proxy.ts [ratePerSecond=200] [seconds=10]
 */
import { fork } from 'node:child_process'
import http from 'node:http'
import { createServer } from 'node:net'
import { loadavg } from 'node:os'
import { buildProxyApp } from '../server/proxy/app'
import { buildUpstreamApp } from '../server/upstream/app'

const apiKey = 'kyb_bench_proxy_key_0123456789abcdef'
const admin = { email: 'bench@kybdesk.local', password: 'bench-password-123' }
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

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

/** Open loop: request i is sent at start + i/rate whatever the previous ones are doing. Sorted latencies (ms). */
async function fixedRate(target: { url: string; headers: Record<string, string> }, rate: number, count: number) {
  const latencies: number[] = []
  const pending: Promise<void>[] = []
  const start = performance.now()
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / rate - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    pending.push(get(target.url, target.headers).then((ms) => void latencies.push(ms)))
  }
  await Promise.all(pending)
  return latencies
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

/** Forks this script in `role` listening on `port`; resolves once it listens. */
async function startChild(role: 'upstream' | 'proxy', port: number, upstreamUrl = '') {
  const child = fork(new URL(import.meta.url).pathname, [`--${role}-child`, String(port), upstreamUrl])
  await new Promise<void>((resolve, reject) =>
    child.once('message', () => resolve()).once('exit', (code) => reject(new Error(`${role} exited (${code})`))),
  )
  return child
}

async function main(rate: number, seconds: number) {
  const upstreamPort = await freePort()
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`
  const upstream = await startChild('upstream', upstreamPort)
  const proxyPort = await freePort()
  const proxyUrl = `http://127.0.0.1:${proxyPort}`
  const proxy = await startChild('proxy', proxyPort, upstreamUrl)

  const login = await fetch(`${proxyUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'kybdesk' },
    body: JSON.stringify(admin),
  })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
  if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status}`)

  const direct = { url: `${upstreamUrl}/v2/countries`, headers: { token: apiKey } }
  const viaProxy = { url: `${proxyUrl}/bff/upstream/v2/countries`, headers: { cookie } }
  // Warm-up (JIT, keep-alive sockets, caches), then the measured runs, interleaved in halves.
  await fixedRate(direct, rate, rate)
  await fixedRate(viaProxy, rate, rate)
  const runs = { direct: [] as number[], proxy: [] as number[] }
  const half = Math.round((rate * seconds) / 2)
  for (let i = 0; i < 2; i++) {
    runs.direct.push(...(await fixedRate(direct, rate, half)))
    runs.proxy.push(...(await fixedRate(viaProxy, rate, half)))
  }
  runs.direct.sort((a, b) => a - b)
  runs.proxy.sort((a, b) => a - b)

  const row = (label: string, l: number[]) =>
    `${label.padEnd(34)} p50 ${percentile(l, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(l, 99).toFixed(2).padStart(7)} ms   (${l.length} requests)`
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
  console.log(
    `GET /v2/countries at ${rate} req/s, ${seconds} s each, loopback, Node ${process.version}, load average ${load}`,
  )
  console.log(row('direct to the upstream', runs.direct))
  console.log(row('through the proxy (/bff/upstream)', runs.proxy))
  const p50 = percentile(runs.proxy, 50) - percentile(runs.direct, 50)
  const p99 = percentile(runs.proxy, 99) - percentile(runs.direct, 99)
  console.log(
    `${'added by the proxy'.padEnd(34)} p50 ${p50.toFixed(2).padStart(7)} ms   p99 ${p99.toFixed(2).padStart(7)} ms   (goal: ≤ 1 ms p50, ≤ 5 ms p99)`,
  )

  agent.destroy()
  proxy.disconnect()
  upstream.disconnect()
}

const [mode, port, upstreamUrl] = process.argv.slice(2)
if (mode === '--upstream-child')
  await serveChild(await buildUpstreamApp({ apiKey, datasetSize: 1000, timeScale: 0 }), Number(port))
else if (mode === '--proxy-child') {
  await serveChild(
    await buildProxyApp({ upstreamUrl: upstreamUrl!, apiKey, dbFile: ':memory:', admin, bffRequestsPerMinute: 1e9 }),
    Number(port),
  )
} else await main(Number(mode ?? 200), Number(port ?? 10))

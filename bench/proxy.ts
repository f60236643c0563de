/**
 * Added latency of the proxy: the same JSON GET (`/v2/countries`) sent at one fixed request rate
 * directly to the embedded upstream and through the proxy (`/bff/upstream/v2/countries` with a
 * session cookie), both on loopback, in one run. The upstream runs in a child process, so its work
 * does not share the event loop of the proxy and the load generator. Prints p50/p99 of each and
 * the difference.
 *   npx tsx bench/proxy.ts [ratePerSecond=200] [seconds=10]
 */
import { fork } from 'node:child_process'
import http from 'node:http'
import { loadavg } from 'node:os'
import { createServer } from 'node:net'
import { buildProxyApp } from '../server/proxy/app'
import { buildUpstreamApp } from '../server/upstream/app'

if (process.argv[2] === '--upstream-child') {
  const upstream = await buildUpstreamApp({ apiKey: process.env.BENCH_KEY!, datasetSize: 1000, timeScale: 0 })
  await upstream.listen({ port: Number(process.argv[3]), host: '127.0.0.1' })
  process.send?.('ready')
  process.on('disconnect', () => void upstream.close().then(() => process.exit(0)))
} else {
  await main()
}

async function main() {
const rate = Number(process.argv[2] ?? 200)
const seconds = Number(process.argv[3] ?? 10)
const apiKey = 'kyb_bench_proxy_key_0123456789abcdef'
const admin = { email: 'bench@kybdesk.local', password: 'bench-password-123' }

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })

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

/** Open loop: request i is sent at start + i/rate whatever the previous ones are doing. */
async function fixedRate(url: string, headers: Record<string, string>, count: number) {
  const latencies: number[] = []
  const pending: Promise<void>[] = []
  const start = performance.now()
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    pending.push(get(url, headers).then((ms) => void latencies.push(ms)))
  }
  await Promise.all(pending)
  return latencies.sort((a, b) => a - b)
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

const upstreamPort = await freePort()
const upstreamUrl = `http://127.0.0.1:${upstreamPort}`
const child = fork(new URL(import.meta.url).pathname, ['--upstream-child', String(upstreamPort)], { env: { ...process.env, BENCH_KEY: apiKey } })
await new Promise<void>((resolve, reject) => child.once('message', () => resolve()).once('exit', (code) => reject(new Error(`upstream exited (${code})`))))
const proxy = await buildProxyApp({ upstreamUrl, apiKey, dbFile: ':memory:', admin, bffRequestsPerMinute: 1e9 })
await proxy.listen({ port: 0, host: '127.0.0.1' })
const proxyUrl = `http://127.0.0.1:${(proxy.server.address() as { port: number }).port}`

const login = await fetch(`${proxyUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'kybdesk' }, body: JSON.stringify(admin) })
const setCookie = login.headers.get('set-cookie') ?? ''
const cookie = setCookie.split(';')[0]!
if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status}`)

const direct = { url: `${upstreamUrl}/v2/countries`, headers: { token: apiKey } }
const viaProxy = { url: `${proxyUrl}/bff/upstream/v2/countries`, headers: { cookie } }
const count = rate * seconds

// Warm-up (JIT, keep-alive sockets, SQLite caches), then the measured runs, interleaved in halves.
await fixedRate(direct.url, direct.headers, rate)
await fixedRate(viaProxy.url, viaProxy.headers, rate)
const runs = { direct: [] as number[], proxy: [] as number[] }
for (let half = 0; half < 2; half++) {
  runs.direct.push(...(await fixedRate(direct.url, direct.headers, count / 2)))
  runs.proxy.push(...(await fixedRate(viaProxy.url, viaProxy.headers, count / 2)))
}
runs.direct.sort((a, b) => a - b)
runs.proxy.sort((a, b) => a - b)

const row = (label: string, l: number[]) => `${label.padEnd(34)} p50 ${percentile(l, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(l, 99).toFixed(2).padStart(7)} ms   (${l.length} requests)`
console.log(`GET /v2/countries at ${rate} req/s, ${seconds} s each, loopback, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`)
console.log(row('direct to the upstream', runs.direct))
console.log(row('through the proxy (/bff/upstream)', runs.proxy))
const p50 = percentile(runs.proxy, 50) - percentile(runs.direct, 50)
const p99 = percentile(runs.proxy, 99) - percentile(runs.direct, 99)
console.log(`added by the proxy                 p50 ${p50.toFixed(2).padStart(7)} ms   p99 ${p99.toFixed(2).padStart(7)} ms   (goal: ≤ 1 ms p50, ≤ 5 ms p99)`)

agent.destroy()
await proxy.close()
child.disconnect()
}

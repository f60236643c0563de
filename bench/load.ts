/**
 * Load on the desk: the upstream and the proxy each in its own process (as in production, over a
 * temporary data directory), SESSIONS signed-in sessions (50 compliance managers, each signed in
 * SESSIONS/50 times) for SECONDS, each holding a live-event stream and polling what the pages poll
 * (a pending search and a profile every 2 s, the KYC queue every 4 s, the AML queue and the request
 * list every 4 s, health every 30 s), plus a trickle of registry searches, AML screenings and KYC
 * submissions. Loopback only. Prints requests/s, p50/p95/p99 per route, errors, and the CPU and
 * peak memory of the proxy and the upstream. Asserts nothing.
 *   npx tsx bench/load.ts [sessions=200] [seconds=60]
 */
import http from 'node:http'
import { loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import {
  processStackAdmin,
  processStackKey,
  startProcessStack,
  type ProcessName,
} from '../server/integration/process-stack'
import { makeTempDir } from '../server/upstream/test-support/upstream-harness'
import { processCpuSeconds, residentMb } from './process-cpu'

const sessions = Number(process.argv[2] ?? 200)
const seconds = Number(process.argv[3] ?? 60)
const users = Math.min(50, sessions)
const csrf = { 'x-requested-with': 'kybdesk' }
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

const temp = makeTempDir('kybdesk-load-')
const stack = await startProcessStack({ dataDir: temp.dir, timeScale: 0.005, datasetSize: 20_000 })
const base = stack.urls.proxy

interface Answer {
  status: number
  body: string
  ms: number
}
function request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = http.request(
      `${base}${path}`,
      { method, agent, headers: body ? { ...headers, 'content-type': 'application/json' } : headers, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }))
    req.end(body)
  })
}

async function signIn(email: string, password: string) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`)
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!
}

// Setup: users, sessions, a search to poll and a profile to read.
const adminCookie = await signIn(processStackAdmin.email, processStackAdmin.password)
const admin = { ...csrf, cookie: adminCookie }
const cookies: string[] = []
for (let u = 0; u < users; u += 1) {
  const user = {
    email: `load-${u}@load.local`,
    name: `Load ${u}`,
    role: 'compliance_manager',
    password: `load-password-${u}-xyz`,
  }
  const created = await request('POST', '/bff/users', admin, JSON.stringify(user))
  if (created.status !== 201) throw new Error(`user ${u}: ${created.status} ${created.body}`)
  for (let s = u; s < sessions; s += users) cookies.push(await signIn(user.email, user.password))
}
const search = JSON.parse(
  (await request('POST', '/bff/upstream/v2/kyb', admin, JSON.stringify({ name: 'gmbh', country_codes: ['DE'] }))).body,
) as { data: { kyb_request: { kyb_request_id: string }; kyb_responses: Array<{ kyb_response_id: string }> } }
const searchId = search.data.kyb_request.kyb_request_id
const profileId = search.data.kyb_responses[0]?.kyb_response_id
if (!profileId) throw new Error('the setup search found no company')

// Measurement.
const latencies = new Map<string, number[]>()
const errors = new Map<string, number>()
const record = (route: string, answer: Answer) => {
  if (answer.status < 200 || answer.status >= 300)
    errors.set(`${route} ${answer.status}`, (errors.get(`${route} ${answer.status}`) ?? 0) + 1)
  else latencies.set(route, [...(latencies.get(route) ?? []), answer.ms])
}
const polls: Array<[string, string, number]> = [
  ['GET /bff/upstream/v2/kyb?kyb_request_id', `/bff/upstream/v2/kyb?kyb_request_id=${searchId}`, 2000],
  ['GET /bff/upstream/v2/kyb/:id', `/bff/upstream/v2/kyb/${profileId}`, 2000],
  ['GET /bff/kyc/cases', '/bff/kyc/cases', 4000],
  ['GET /bff/aml/queue', '/bff/aml/queue', 4000],
  ['GET /bff/requests', '/bff/requests', 4000],
  ['GET /healthz', '/healthz', 30_000],
]
const end = Date.now() + seconds * 1000
const streams = { open: 0, events: 0, failed: 0 }
const streamRequests: http.ClientRequest[] = []

function holdStream(cookie: string) {
  const req = http.get(`${base}/bff/events`, { headers: { cookie } }, (res) => {
    if (res.statusCode !== 200) streams.failed += 1
    else streams.open += 1
    res.on('data', (chunk: Buffer) => (streams.events += (chunk.toString('utf8').match(/^event:/gm) ?? []).length))
    res.on('close', () => {
      if (Date.now() < end) streams.failed += 1
    })
  })
  req.on('error', () => {
    if (Date.now() < end) streams.failed += 1
  })
  streamRequests.push(req)
}

/** Waits until `at` or the end of the run, whichever comes first. */
const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(at, end) - Date.now())))

async function poll(cookie: string, [route, path, every]: [string, string, number]) {
  await until(Date.now() + Math.random() * every)
  while (Date.now() < end) {
    const next = Date.now() + every
    record(route, await request('GET', path, { cookie }))
    await until(next)
  }
}

/** The trickle: a search every 2 s, an AML screening every 5 s, a KYC submission (OCR only) every 10 s. */
const passport = await fetch(`${stack.urls.upstream}/sandbox/documents/identity?format=png`, {
  headers: { token: processStackKey },
}).then(async (r) => Buffer.from(await r.arrayBuffer()))
function kycForm() {
  const boundary = 'load-boundary'
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const body = Buffer.concat([
    Buffer.from(
      part('services[]', 'kyc') +
        part('country_names[]', 'germany') +
        part('document[supported_types][]', 'passport') +
        part('document[process_only_ocr]', '1'),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document[proof]"; filename="passport.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    passport,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}
async function trickle(route: string, every: number, send: () => Promise<Answer>) {
  while (Date.now() < end) {
    const next = Date.now() + every
    record(route, await send())
    await until(next)
  }
}

const names: ProcessName[] = ['proxy', 'upstream']
const cpuBefore = Object.fromEntries(names.map((n) => [n, processCpuSeconds(stack.pid(n))]))
const peak = Object.fromEntries(names.map((n) => [n, 0]))
const sampler = setInterval(() => {
  for (const n of names) peak[n] = Math.max(peak[n]!, residentMb(stack.pid(n)))
}, 1000)

const started = performance.now()
const clientCpu = process.cpuUsage()
const loopDelay = monitorEventLoopDelay({ resolution: 10 })
loopDelay.enable()
for (const cookie of cookies) holdStream(cookie)
const work: Promise<void>[] = cookies.flatMap((cookie) => polls.map((p) => poll(cookie, p)))
const kyc = cookies[0]!
work.push(
  trickle('POST /bff/upstream/v2/kyb', 2000, () =>
    request(
      'POST',
      '/bff/upstream/v2/kyb',
      { ...csrf, cookie: kyc },
      JSON.stringify({ name: 'handel', country_codes: ['DE'] }),
    ),
  ),
  trickle('POST /bff/upstream/api/performCompanyAml', 5000, () =>
    request(
      'POST',
      '/bff/upstream/api/performCompanyAml',
      { ...csrf, cookie: kyc },
      JSON.stringify({ company_id: profileId, request_id: searchId }),
    ),
  ),
  trickle('POST /bff/upstream/api/search (KYC)', 10_000, () => {
    const form = kycForm()
    return new Promise<Answer>((resolve) => {
      const t = performance.now()
      const req = http.request(
        `${base}/bff/upstream/api/search`,
        { method: 'POST', agent, headers: { ...csrf, cookie: kyc, 'content-type': form.type } },
        (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: '', ms: performance.now() - t }))
        },
      )
      req.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - t }))
      req.end(form.body)
    })
  }),
)
await Promise.all(work)
const elapsed = (performance.now() - started) / 1000
loopDelay.disable()
const client = process.cpuUsage(clientCpu)
clearInterval(sampler)
const cpu = Object.fromEntries(names.map((n) => [n, processCpuSeconds(stack.pid(n)) - cpuBefore[n]!]))
for (const req of streamRequests) req.destroy()

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const all = [...latencies.values()].flat().sort((a, b) => a - b)
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0)
console.log(
  `${sessions} sessions (${users} users) for ${seconds} s on loopback, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
console.log(
  `${all.length + errorCount} requests, ${((all.length + errorCount) / elapsed).toFixed(1)} req/s, ${errorCount} errors; live streams: ${streams.open} open, ${streams.failed} failed, ${streams.events} events`,
)
console.log(
  `${'route'.padEnd(44)} ${'count'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}`,
)
for (const [route, values] of [...latencies].sort()) {
  values.sort((a, b) => a - b)
  console.log(
    `${route.padEnd(44)} ${String(values.length).padStart(6)} ${percentile(values, 50).toFixed(1).padStart(6)}ms ${percentile(values, 95).toFixed(1).padStart(6)}ms ${percentile(values, 99).toFixed(1).padStart(6)}ms`,
  )
}
console.log(
  `${'all'.padEnd(44)} ${String(all.length).padStart(6)} ${percentile(all, 50).toFixed(1).padStart(6)}ms ${percentile(all, 95).toFixed(1).padStart(6)}ms ${percentile(all, 99).toFixed(1).padStart(6)}ms`,
)
for (const [key, n] of errors) console.log(`error ${key}: ${n}`)
for (const n of names)
  console.log(
    `${n}: ${cpu[n]!.toFixed(1)} CPU s (${((100 * cpu[n]!) / elapsed).toFixed(0)} % of one core), peak RSS ${peak[n]!.toFixed(0)} MB`,
  )
console.log(
  `load generator: ${((client.user + client.system) / 1e6).toFixed(1)} CPU s, event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms`,
)
agent.destroy()
await stack.close()
temp.remove()

/**
 * Lighthouse (desktop preset, simulated throttling) on the pages of the performance goal (the inbox too)
 * (ADR 0017): sign-in, overview, search results, a v2 company profile, monitoring, the KYC queue and
 * a KYC review. Prints, per page, the median of LH_RUNS runs (by performance score) with FCP, LCP,
 * TBT, CLS and the audits that did not pass in that run. It prints figures; it asserts nothing.
 *
 *   npx tsx bench/lighthouse.ts
 *     builds the SPA when stale, starts the stack (server/start.ts: embedded upstream + proxy) on
 *     LH_PORT / LH_UPSTREAM_PORT (default 4320 / 4321) with a fresh data dir, stops it at the end;
 *   KYBDESK_URL=http://127.0.0.1:3000 LH_EMAIL=… LH_PASSWORD=… npx tsx bench/lighthouse.ts
 *     measures an already running kybdesk instead (a compliance manager or admin account).
 *
 * The data the pages show is made through the real APIs first: a sign-in (its session cookie goes
 * to Lighthouse as a header), a version 2 registry search, a profile of its results, an AML screening
 * of that profile's officers, and a KYC verification of a passport drawn by the sandbox renderer.
 *
 * Lighthouse is not a dependency of the project: LIGHTHOUSE names the command (default
 * `npx --yes lighthouse@12.8.2`, the newest release that runs on Node 20). Chromium: CHROME_PATH
 * (default /usr/bin/chromium). LH_PAGES=overview,search,kyc-queue measures only those pages. Every report is
 * written as JSON to LH_OUT (default .tmp/lighthouse).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { V2KybResponseSchema } from '../contract/registry'
import { ReadKycResponseSchema } from '../contract/services/kyc'
import { KycSubmissionResponseSchema } from '../contract/services/kyc-submission'
import { renderIdentityDocument } from '../server/upstream/documents/identity/identity-document'
import { pollUntil } from '../server/test-support/poll-until'

const root = join(import.meta.dirname, '..')
const runs = Number(process.env.LH_RUNS ?? 3)
const outDir = process.env.LH_OUT ?? join(root, '.tmp', 'lighthouse')
const lighthouseCommand = (process.env.LIGHTHOUSE ?? 'npx --yes lighthouse@12.8.2').split(' ')
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const csrf = { 'x-requested-with': 'kybdesk' }

interface Stack {
  url: string
  email: string
  password: string
  stop: () => void
}

/**
 * Starts the stack exactly as the end-to-end tests do (playwright.config.ts's webServer: fast
 * sandbox pace, 20 000 companies, its admin), on this script's ports and a fresh data dir.
 */
async function startStack(): Promise<Stack> {
  const built = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { buildIfStale } = await import('./scripts/build-if-stale.mjs'); process.exit(buildIfStale() ? 0 : 1)",
    ],
    { cwd: root, stdio: 'inherit' },
  )
  if (built.status !== 0) throw new Error('the build failed')
  const dataDir = join(tmpdir(), `kybdesk-lighthouse-${process.pid}`)
  rmSync(dataDir, { recursive: true, force: true })
  // The config reads its ports and data dir from E2E_* when it is imported.
  Object.assign(process.env, {
    E2E_PORT: process.env.LH_PORT ?? '4320',
    E2E_UPSTREAM_PORT: process.env.LH_UPSTREAM_PORT ?? '4321',
    E2E_DATA_DIR: dataDir,
  })
  const { default: config, baseURL, e2eAdmin } = await import('../playwright.config')
  const server = [config.webServer].flat()[0]
  if (!server?.command) throw new Error('playwright.config.ts has no webServer command')
  const [command, ...args] = server.command.split(' ')
  const child: ChildProcess = spawn(command === 'node' ? process.execPath : command!, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...server.env },
  })
  const stop = () => {
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await pollUntil(
      () =>
        fetch(`${baseURL}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      (ok) => ok,
      180_000,
      250,
    )
  } catch (error) {
    stop()
    throw error
  }
  return { url: baseURL, ...e2eAdmin, stop }
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /kybdesk_session=/.test(c))
  if (!cookie) throw new Error('sign-in set no session cookie')
  return cookie
}

/** Calls the proxy as the signed-in user; the answer is checked by the caller with its contract schema. */
function api(url: string, cookie: string) {
  return async (path: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<unknown> => {
    const headers: Record<string, string> = { ...csrf, cookie }
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    })
    const text = await response.text()
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
    return JSON.parse(text) as unknown
  }
}

/** Makes what the pages show; answers the path of each page. */
async function preparePages(url: string, cookie: string): Promise<Record<string, string>> {
  const call = api(url, cookie)
  const started = V2KybResponseSchema.parse(
    await call('/bff/upstream/v2/kyb', {
      method: 'POST',
      json: { name: 'GmbH', country_codes: ['DE'], search_type: 'contains' },
    }),
  )
  const requestId = started.data.kyb_request.kyb_request_id
  const readSearch = async () =>
    V2KybResponseSchema.parse(
      await call(`/bff/upstream/v2/kyb?kyb_request_id=${encodeURIComponent(requestId)}&page=1&limit=25`),
    ).data
  const search = await pollUntil(readSearch, (r) => r.kyb_request.status !== 'pending', 120_000, 500)
  const company = search.kyb_responses[0]
  if (!company) throw new Error('the search "GmbH" in Germany found nothing')
  // The profile is complete when its fetch is resolved (about 7 s at the time scale this script starts).
  await pollUntil(
    readSearch,
    (r) => r.kyb_responses.some((c) => c.kyb_response_id === company.kyb_response_id && c.fetch_status === 'resolved'),
    180_000,
    500,
  )
  await call('/bff/upstream/api/performOfficersAml', {
    method: 'POST',
    json: { company_id: company.kyb_response_id, request_id: requestId },
  })

  const passport = await renderIdentityDocument({
    type: 'passport',
    firstName: 'Erika',
    lastName: 'Mustermann',
    documentNumber: 'C01X00T47',
    dateOfBirth: '1984-08-12',
    issueDate: '2022-03-01',
    expiryDate: '2032-02-28',
    gender: 'F',
    countryCode: 'DE',
    mrz: 'valid',
    format: 'png',
    variant: 0,
    scan: false,
  })
  const form = new FormData()
  form.append('services[]', 'kyc')
  form.append('country_names[]', 'germany')
  form.append('document[supported_types][]', 'passport')
  form.append('document[process_only_ocr]', '0')
  form.append('document[name][full_name]', 'Erica Musterfrau')
  form.append(
    'document[proof]',
    new Blob([new Uint8Array(passport.bytes)], { type: passport.contentType }),
    passport.filename,
  )
  const kycId = KycSubmissionResponseSchema.parse(
    await call('/bff/upstream/api/search', { method: 'POST', form }),
  ).kyc_request_id
  // The review shows the decline once the passport is read (OCR: allow a loaded machine time).
  const readKyc = async () =>
    ReadKycResponseSchema.parse(
      await call(`/bff/upstream/api/readKycResponse?kyc_request_id=${encodeURIComponent(kycId)}`),
    ).data
  await pollUntil(readKyc, (r) => r.request_status !== 'pending', 300_000, 1000)

  return {
    'sign-in': '/sign-in',
    overview: '/',
    search: `/search?version=v2&q=GmbH&country=DE&type=contains&request=${encodeURIComponent(requestId)}`,
    profile: `/companies/v2/${encodeURIComponent(company.kyb_response_id)}`,
    monitoring: '/monitoring',
    'kyc queue': '/kyc',
    'kyc review': `/kyc/cases/${encodeURIComponent(kycId)}`,
    inbox: '/inbox',
  }
}

interface Audit {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  displayValue?: string
  numericValue?: number
}
interface Report {
  categories: Record<
    'performance' | 'accessibility',
    { score: number; auditRefs: Array<{ id: string; weight: number }> }
  >
  audits: Record<string, Audit>
  runtimeError?: { message: string }
}

function runLighthouse(url: string, cookie: string | null, outputPath: string): Report {
  const [command, ...prefix] = lighthouseCommand
  const args = [
    ...prefix,
    url,
    '--preset=desktop',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ]
  const result = spawnSync(command!, args, {
    cwd: root,
    env: { ...process.env, CHROME_PATH: chromePath },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`lighthouse failed (${result.status}): ${result.stderr.slice(-1000)}`)
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as Report
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`)
  return report
}

/**
 * Lighthouse 12 with a recent Chromium now and then loses the trace's navigation start (NO_NAVSTART)
 * and asks to be run again: a run is tried up to three times.
 */
function runWithRetries(url: string, cookie: string | null, outputPath: string): Report {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouse(url, cookie, outputPath)
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`  (run again: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`)
    }
  }
}

/** The audits of both categories that did not pass (weighted or diagnostic), with their values. */
function failing(report: Report): string[] {
  const ids = new Set(
    [...report.categories.performance.auditRefs, ...report.categories.accessibility.auditRefs].map((ref) => ref.id),
  )
  return [...ids]
    .map((id) => report.audits[id]!)
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => `${audit.id} (${audit.score})${audit.displayValue ? `: ${audit.displayValue}` : ''}`)
}

const ms = (report: Report, id: string) => `${Math.round(report.audits[id]?.numericValue ?? NaN)} ms`

async function main() {
  const stack: Stack = process.env.KYBDESK_URL
    ? {
        url: process.env.KYBDESK_URL.replace(/\/+$/, ''),
        email: process.env.LH_EMAIL ?? '',
        password: process.env.LH_PASSWORD ?? '',
        stop: () => {},
      }
    : await startStack()
  try {
    mkdirSync(outDir, { recursive: true })
    const cookie = await signIn(stack.url, stack.email, stack.password)
    console.log(`Preparing a search, a profile, an AML screening and a KYC review on ${stack.url}…`)
    const pages = await preparePages(stack.url, cookie)
    const only = process.env.LH_PAGES?.split(',').map((p) => p.trim())
    const rows: string[] = []
    for (const [name, path] of Object.entries(pages)) {
      if (only && !only.includes(name) && !only.includes(name.replace(/ /g, '-'))) continue
      const reports: Report[] = []
      for (let run = 1; run <= runs; run += 1) {
        const report = runWithRetries(
          `${stack.url}${path}`,
          name === 'sign-in' ? null : cookie,
          join(outDir, `${name.replace(/ /g, '-')}-${run}.json`),
        )
        reports.push(report)
        console.log(
          `  ${name} run ${run}: performance ${Math.round(report.categories.performance.score * 100)}, accessibility ${Math.round(report.categories.accessibility.score * 100)}`,
        )
      }
      const median = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
        Math.floor(reports.length / 2)
      ]!
      const accessibility = [...reports].map((r) => r.categories.accessibility.score).sort((a, b) => a - b)[
        Math.floor(reports.length / 2)
      ]!
      rows.push(
        `${name.padEnd(11)} ${String(Math.round(median.categories.performance.score * 100)).padStart(4)} ${String(Math.round(accessibility * 100)).padStart(5)} ` +
          `${ms(median, 'first-contentful-paint').padStart(8)} ${ms(median, 'largest-contentful-paint').padStart(8)} ${ms(median, 'total-blocking-time').padStart(7)} ` +
          `${(median.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3).padStart(6)}  ${failing(median).join('; ') || '-'}`,
      )
    }
    const [one, five, fifteen] = loadavg().map((l) => l.toFixed(2))
    console.log(`\nLighthouse desktop preset, median of ${runs} run(s); load average ${one} ${five} ${fifteen}`)
    console.log('page        perf  a11y      FCP      LCP     TBT    CLS  not passed (score)')
    for (const row of rows) console.log(row)
  } finally {
    stack.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

// `npm test`: installs what is missing, then runs typecheck, lint, the Vitest projects and the
// Playwright end-to-end tests against the really started stack, and ends with one line
// `N passed, N failed` summing every runner (typecheck, lint and build count as one check each).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'
import { ensureChromium } from './ensure-chromium.mjs'
import { ensureDeps, root } from './ensure-deps.mjs'
import { ensurePostgres } from './ensure-postgres.mjs'
import { ensureTesseract } from './ensure-tesseract.mjs'

ensureDeps()
ensureTesseract()
ensurePostgres()
const chromium = ensureChromium()

const bin = (name) => join(root, 'node_modules', '.bin', name)
const reports = join(root, '.tmp')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

let passed = 0
let failed = 0
const summary = []

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function check(label, command, args) {
  const ok = run(label, command, args)
  if (ok) passed++
  else failed++
  summary.push(`${label}: ${ok ? 'ok' : 'FAILED'}`)
}

function countFrom(label, ok, file, read) {
  if (!existsSync(file)) {
    failed++
    summary.push(`${label}: FAILED (no report${ok ? '' : ', runner failed'})`)
    return
  }
  const { p, f } = read(JSON.parse(readFileSync(file, 'utf8')))
  const extra = !ok && f === 0 ? 1 : 0 // the runner failed outside any test (e.g. a crashed setup)
  passed += p
  failed += f + extra
  summary.push(`${label}: ${p} passed, ${f + extra} failed`)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

check('typecheck', bin('tsc'), ['-b'])
check('lint', bin('eslint'), ['--max-warnings=0', '.'])
check('format', bin('prettier'), ['--check', '.'])

const vitestReport = join(reports, 'vitest.json')
const vitestOk = run('unit and integration tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
countFrom('vitest', vitestOk, vitestReport, (r) => ({ p: r.numPassedTests, f: r.numFailedTests }))

console.log('\n━━ build ━━')
const built = buildIfStale()
if (built) passed++
else failed++
summary.push(`build: ${built ? 'ok' : 'FAILED'}`)

const dataDir = mkdtempSync(join(tmpdir(), 'kybdesk-e2e-'))
const playwrightReport = join(reports, 'playwright.json')
const e2eOk = run('end-to-end tests (playwright, chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  CHROMIUM_PATH: chromium,
  E2E_PORT: String(await freePort()),
  E2E_UPSTREAM_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
})
countFrom('playwright', e2eOk, playwrightReport, (r) => ({
  p: r.stats.expected + r.stats.flaky,
  f: r.stats.unexpected,
}))
rmSync(dataDir, { recursive: true, force: true })

console.log(`\n━━ summary ━━\n${summary.join('\n')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)

// Prints the gzip size of the JavaScript the first route loads and fails when it exceeds
// package.json's kybdesk.firstRouteGzipBudgetKb. "First route" is what a browser really fetches to
// show a first page: the entry chunk, its static imports, and the lazy route chunks (with their
// static imports) of each first page — sign-in for a signed-out visitor, the app shell plus the
// overview for a signed-in one. The larger of the two is held to the budget. Response validators
// (zod) that the route's data functions import in parallel with their first request are not on
// the path to the first request; they are printed on their own line (ADR 0004). It also holds every
// page to package.json's kybdesk.routeFileBudget: the JavaScript files fetched before it renders.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { root } from './ensure-deps.mjs'

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const budgetKb = pkg.kybdesk?.firstRouteGzipBudgetKb ?? 120
const fileBudget = pkg.kybdesk?.routeFileBudget ?? 20
const dist = join(root, 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

/** The lazy modules each first page loads, as source paths (keys of Vite's manifest). */
const firstPages = {
  'sign-in': ['src/app/routes/sign-in/sign-in-page.tsx'],
  overview: [
    'src/app/layouts/app-shell.tsx',
    'src/app/layouts/app-shell-loader.ts',
    'src/app/routes/overview/overview-page.tsx',
    'src/app/routes/overview/overview-loader.ts',
  ],
}
/** Validators each first page's data functions load alongside their first request. */
const alongsideData = {
  'sign-in': [],
  overview: ['src/features/auth/api/parse-me.ts', 'src/features/health/api/health-schema.ts'],
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) throw new Error('no entry chunk in dist/.vite/manifest.json')

const sizeCache = new Map()
const gzipSize = (file) => {
  if (!sizeCache.has(file)) sizeCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
  return sizeCache.get(file)
}

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function collect(key, files) {
  const chunk = manifest[key]
  if (!chunk)
    throw new Error(`${key} is not in the build manifest: update firstPages in scripts/check-bundle-budget.mjs`)
  if (files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(imported, files)
  return files
}

let worst = { name: '', kb: 0 }
for (const [name, modules] of Object.entries(firstPages)) {
  const files = collect(entryKey, new Set())
  for (const key of modules) collect(key, files)
  const kb = [...files].reduce((sum, file) => sum + gzipSize(file), 0) / 1024
  const extra = new Set()
  for (const key of alongsideData[name]) collect(key, extra)
  for (const file of files) extra.delete(file)
  const extraKb = [...extra].reduce((sum, file) => sum + gzipSize(file), 0) / 1024
  console.log(
    `First route "${name}": ${kb.toFixed(1)} KB gzip in ${files.size} file(s)` +
      (extra.size ? `, plus ${extraKb.toFixed(1)} KB of validators loaded alongside its first request` : ''),
  )
  if (kb > worst.kb) worst = { name, kb }
}
console.log(`First-route JavaScript: ${worst.kb.toFixed(1)} KB gzip ("${worst.name}", budget ${budgetKb} KB)`)

// Files before a page can render, for every page: over HTTP/1.1's six connections each batch of six
// costs a round trip, so the count matters as much as the bytes (chunk groups, ADR 0004).
const outsideShell = ['src/app/routes/sign-in/sign-in-page.tsx', 'src/app/routes/public/questionnaire-form-page.tsx']
const routeKeys = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.startsWith('src/app/routes/') && !key.endsWith('-loader.ts'),
)
/** A page and its data module (`x-page.tsx` and `x-loader.ts`, loaded side by side). */
const withLoader = (key) => [key, key.replace(/(?:-page)?\.tsx$/, '-loader.ts')].filter((k) => manifest[k])
const fileCounts = routeKeys.map((key) => {
  const files = collect(entryKey, new Set())
  if (!outsideShell.includes(key))
    for (const shell of withLoader('src/app/layouts/app-shell.tsx')) collect(shell, files)
  for (const module of withLoader(key)) collect(module, files)
  return { page: key.replace('src/app/routes/', ''), files: files.size }
})
const most = Math.max(...fileCounts.map((count) => count.files))
console.log(
  `JavaScript files before a page renders: at most ${most} (${fileCounts
    .filter((count) => count.files === most)
    .map((count) => count.page)
    .join(', ')}; budget ${fileBudget})`,
)

let failed = false
if (worst.kb > budgetKb) {
  console.error(`Over budget by ${(worst.kb - budgetKb).toFixed(1)} KB: lazy-load more of the first route.`)
  failed = true
}
for (const count of fileCounts.filter((count) => count.files > fileBudget)) {
  console.error(
    `${count.page} loads ${count.files} JavaScript files before it renders (budget ${fileBudget}): see scripts/route-chunk-groups.ts.`,
  )
  failed = true
}
if (failed) process.exit(1)

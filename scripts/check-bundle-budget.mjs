// Prints the gzip size of the JavaScript the first route loads (the entry chunk and its static
// imports, from Vite's manifest) and fails when it exceeds package.json's kybdesk.firstRouteGzipBudgetKb.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { root } from './ensure-deps.mjs'

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const budgetKb = pkg.kybdesk?.firstRouteGzipBudgetKb ?? 120
const dist = join(root, 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
if (!entry) throw new Error('no entry chunk in dist/.vite/manifest.json')

const files = new Set()
const visit = (chunk) => {
  if (files.has(chunk.file)) return
  files.add(chunk.file)
  for (const key of chunk.imports ?? []) visit(manifest[key])
}
visit(entry)

let total = 0
for (const file of files) total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
const kb = total / 1024
console.log(`First-route JavaScript: ${kb.toFixed(1)} KB gzip in ${files.size} file(s) (budget ${budgetKb} KB)`)
if (kb > budgetKb) {
  console.error(`Over budget by ${(kb - budgetKb).toFixed(1)} KB: lazy-load more of the first route.`)
  process.exit(1)
}

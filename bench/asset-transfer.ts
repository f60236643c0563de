/**
 * What the browser downloads of the built dashboard (`npm run build` first): for each page's
 * JavaScript and CSS (the entry, the page's lazy chunks and their static imports, from Vite's
 * manifest), the bytes on the wire uncompressed (what the proxy sent before precompression), as
 * gzip and as brotli (the .gz / .br files the build writes and the proxy serves).
 * Usage: npx tsx bench/asset-transfer.ts
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const dist = join(import.meta.dirname, '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!

const shell = ['src/app/layouts/app-shell.tsx', 'src/app/layouts/app-shell-loader.ts']
/** Each page's modules: the frame, the page and its data module (loaded side by side, ADR 0004). */
const pages: Record<string, string[]> = {
  'sign-in': ['src/app/routes/sign-in/sign-in-page.tsx'],
  overview: [
    ...shell,
    'src/app/routes/overview/overview-page.tsx',
    'src/app/routes/overview/overview-loader.ts',
    'src/features/overview/components/overview-charts.tsx',
  ],
  search: [...shell, 'src/app/routes/search/search-page.tsx', 'src/app/routes/search/search-loader.ts'],
  profile: [...shell, 'src/app/routes/companies/company-v2-page.tsx', 'src/app/routes/companies/company-v2-loader.ts'],
  users: [...shell, 'src/app/routes/users/users-page.tsx', 'src/app/routes/users/users-loader.ts'],
  audit: [...shell, 'src/app/routes/audit/audit-page.tsx', 'src/app/routes/audit/audit-loader.ts'],
}

function collect(key: string, files: Set<string>) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) collect(imported, files)
}

const size = (file: string) => (existsSync(file) ? statSync(file).size : null)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

console.log('page       files  uncompressed      gzip    brotli  saved by brotli')
for (const [page, modules] of Object.entries(pages)) {
  const files = new Set<string>()
  collect(entry, files)
  for (const module of modules) collect(module, files)
  let raw = 0
  let gzip = 0
  let brotli = 0
  for (const file of files) {
    const path = join(dist, file)
    const plain = size(path) ?? 0
    raw += plain
    // Files under 1 KB are not precompressed: they go out as they are.
    gzip += size(`${path}.gz`) ?? plain
    brotli += size(`${path}.br`) ?? plain
  }
  console.log(
    `${page.padEnd(10)} ${String(files.size).padStart(5)} ${kb(raw).padStart(13)} ${kb(gzip).padStart(9)} ${kb(brotli).padStart(9)} ${kb(raw - brotli).padStart(16)}`,
  )
}

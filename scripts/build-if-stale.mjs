// Returns whether dist/ is up to date. Builds the SPA (`npm run build`) when dist/ is missing or older than any of its sources.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './ensure-deps.mjs'

const sources = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json']

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs)
}

export function buildIfStale() {
  const built = join(root, 'dist', 'index.html')
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
  if (builtAt && sources.every((s) => newest(join(root, s)) <= builtAt)) return true
  console.log('Building the dashboard (npm run build)…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) console.error('The build failed: see the output above.')
  return result.status === 0
}

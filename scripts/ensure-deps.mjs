// Installs dependencies when node_modules is missing or older than package-lock.json.
// Uses only Node built-ins: it runs before anything is installed.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0
}

export function ensureDeps() {
  const marker = join(root, 'node_modules', '.package-lock.json')
  const lock = join(root, 'package-lock.json')
  if (existsSync(marker) && mtime(marker) >= mtime(lock)) return
  console.log('Installing dependencies (npm ci)…')
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('npm ci failed: see the output above.')
    process.exit(result.status ?? 1)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps()

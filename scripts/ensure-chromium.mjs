// Makes sure Debian's Chromium is there for the end-to-end tests: installs it with apt when it is
// missing and we run as root, otherwise says what to install.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(path)) return path
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${path}. Install Debian's chromium and fonts-liberation ` +
      '(sudo apt-get install -y chromium fonts-liberation) or set CHROMIUM_PATH.')
    process.exit(1)
  }
  console.log('Installing Debian chromium for the end-to-end tests (apt-get)…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed`)
      process.exit(1)
    }
  }
  return path
}

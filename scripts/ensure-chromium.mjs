// Makes sure Debian's Chromium is there for the end-to-end tests: installs it with apt when it is
// missing and we run as root, otherwise says what to install.
import { existsSync } from 'node:fs'
import { aptInstall } from './apt-install.mjs'

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(path)) return path
  aptInstall(
    ['chromium', 'fonts-liberation'],
    'the end-to-end tests',
    `Chromium not found at ${path}. Install Debian's chromium and fonts-liberation ` +
      '(sudo apt-get install -y chromium fonts-liberation) or set CHROMIUM_PATH.',
  )
  return path
}

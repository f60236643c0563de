// Installs Debian packages with apt-get (as root), or says what to install and exits.
import { spawnSync } from 'node:child_process'

/** Installs `packages` for `purpose` when we run as root; otherwise prints `hint` and exits 1. */
export function aptInstall(packages, purpose, hint) {
  if (process.getuid?.() !== 0) {
    console.error(hint)
    process.exit(1)
  }
  console.log(`Installing Debian ${packages.join(', ')} for ${purpose} (apt-get)…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed`)
      process.exit(1)
    }
  }
}

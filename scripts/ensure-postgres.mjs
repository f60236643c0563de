// Makes sure PostgreSQL's server programs are there for the tests that run on PostgreSQL (the
// proxy's and the upstream's stores on both engines): installs Debian's postgresql with apt when it
// is missing and we run as root, otherwise says what to install. Returns the folder of initdb/pg_ctl.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { aptInstall } from './apt-install.mjs'

const debianRoot = '/usr/lib/postgresql'

/** The folder holding initdb and pg_ctl: `PG_BIN`, or the newest Debian PostgreSQL. */
export function postgresBin() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined
  if (!existsSync(debianRoot)) return undefined
  const versions = readdirSync(debianRoot)
    .filter((v) => existsSync(join(debianRoot, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(debianRoot, versions[0], 'bin') : undefined
}

export function ensurePostgres() {
  const found = postgresBin()
  if (found) return found
  aptInstall(
    ['postgresql', 'postgresql-contrib'],
    'the tests that run on PostgreSQL',
    "PostgreSQL's server programs not found. Install Debian's postgresql " +
      '(sudo apt-get install -y postgresql postgresql-contrib) or set PG_BIN to the folder holding initdb.',
  )
  const installed = postgresBin()
  if (!installed) {
    console.error(`apt-get installed postgresql but no initdb is under ${debianRoot}/*/bin`)
    process.exit(1)
  }
  return installed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ensurePostgres())

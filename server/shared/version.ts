import { readFileSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }

/** The kybdesk version from package.json, reported by both /healthz endpoints. */
export const version: string = pkg.version

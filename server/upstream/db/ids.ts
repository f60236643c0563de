import { randomBytes } from 'node:crypto'

/** A 24-hex identifier (time-ordered like a database object id), used for every public id. */
export function newObjectId(now: number = Date.now()): string {
  return (
    Math.floor(now / 1000)
      .toString(16)
      .padStart(8, '0')
      .slice(-8) + randomBytes(8).toString('hex')
  )
}

/** A short human-readable reference such as `KYB-7Q2M9XK4TD`. */
export function newRandomReference(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(10)
  return `${prefix}-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`
}

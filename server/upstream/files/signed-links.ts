import { createHmac, timingSafeEqual } from 'node:crypto'
import { fileLinkMessage } from '@contract/services/get-file'

/**
 * Signed links to files served by this upstream (`/api/getFile?file_id=…&expires=…&signature=…`):
 * HMAC-SHA256 of `file_id.expires` with the account key, so a link works without the token until
 * it expires, and cannot be altered.
 */
export const getFilePath = '/api/getFile'

/** Real seconds a link stays valid. */
export const fileLinkLifetimeSeconds = 24 * 3600

export interface FileLinkSigner {
  link(fileId: string, now: number): string
  check(fileId: string, expires: string, signature: string, now: number): 'ok' | 'invalid' | 'expired'
}

export function createFileLinkSigner(apiKey: string, publicUrl: string): FileLinkSigner {
  const sign = (fileId: string, expires: string) =>
    createHmac('sha256', apiKey).update(fileLinkMessage(fileId, expires)).digest('hex')
  return {
    link(fileId, now) {
      const expires = String(Math.floor(now / 1000) + fileLinkLifetimeSeconds)
      const query = new URLSearchParams({ file_id: fileId, expires, signature: sign(fileId, expires) })
      return `${publicUrl}${getFilePath}?${query.toString()}`
    },
    check(fileId, expires, signature, now) {
      if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/i.test(signature)) return 'invalid'
      const expected = Buffer.from(sign(fileId, expires), 'hex')
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid'
      return Number(expires) * 1000 < now ? 'expired' : 'ok'
    },
  }
}

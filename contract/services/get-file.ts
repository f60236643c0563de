import { z } from 'zod'
import { requiredId } from '../common'

/**
 * `GET /api/getFile` (also reachable as `/api/get-file`): downloads a file behind the `file_url` /
 * `proof` links of questionnaire, OCR and KYC responses. The spec shows the links but not the
 * request rules ("not shown"). Decision: a link is signed, like the vendor's (spec §2.8: "signed
 * links with query parameters such as expires and signature"):
 *   /api/getFile?file_id=<id>&expires=<unix seconds>&signature=<hex>
 * `signature` is the hex HMAC-SHA256, keyed by the account secret key, of `<file_id>.<expires>`.
 * The signature is the credential: a link works without the `token` header (so a browser can open
 * it) until `expires`; a bad signature answers 403, an expired link 410, an unknown file 404. The
 * route is listed with auth `account` because only account responses hand out links. The answer is
 * the raw file, with its own Content-Type.
 */
export const GetFileQuerySchema = z.object({
  file_id: requiredId(300),
  expires: z.string('must be a unix time in seconds').regex(/^\d{1,12}$/, 'must be a unix time in seconds'),
  signature: z.string('must be a hex signature').regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters'),
})
export type GetFileQuery = z.infer<typeof GetFileQuerySchema>

/** The bytes of the file (binary body; Content-Type is the file's own type). */
export const GetFileResponseSchema = z.string().meta({ format: 'binary', description: 'The file content' })

/** The signed message of a file link: `<file_id>.<expires>`. */
export function fileLinkMessage(fileId: string, expires: number | string): string {
  return `${fileId}.${expires}`
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { KYC_FILE_RULES, QUESTIONNAIRE_FILE_RULES } from '@contract/services/file-limits'
import { HttpError } from '../../shared/envelope'
import { auditAccessDenied, currentUser } from '../auth/guards'
import { bffRoute } from '../http/bff-route'
import type { UpstreamClient } from '../upstream-client/upstream-client'
import { UpstreamError } from '../upstream-client/upstream-error'
import { attachmentDisposition, suggestedFileName } from './content-disposition'
import { fileAccess } from './file-grants'
import { imagePreview, previewableTypes } from './image-preview'
import { checkFileUrl } from './file-url-policy'

/** `GET /bff/files?url=&width=`: the upstream file link to fetch, and for an image the preview's width in pixels. */
export const FileQuerySchema = z.object({
  url: z.string('is required').min(1, 'is required'),
  width: z.coerce
    .number('must be a number of pixels')
    .int('must be a whole number of pixels')
    .min(64, 'must be at least 64')
    .max(4096, 'must be at most 4096')
    .optional(),
})

/** Document types the proxy passes on as such; anything else is sent as application/octet-stream. */
const documentTypes = new Set(
  [...KYC_FILE_RULES.allowedTypes, ...QUESTIONNAIRE_FILE_RULES.allowedTypes].map((t) => t.mimetype),
)

/**
 * `GET /bff/files?url=<upstream file link>` (profile:read): fetches the file from the upstream only
 * (see file-url-policy.ts), and only a link the proxy handed out to a role like the caller's (see
 * file-grants.ts), with the account token and streams it back as an attachment.
 */
export function registerFileRoutes(app: FastifyInstance, options: { client: UpstreamClient }) {
  bffRoute(app, {
    method: 'GET',
    url: '/bff/files',
    tag: 'files',
    summary: 'Download an upstream file link (only from the upstream’s /api/getFile); sent as an attachment',
    access: 'profile:read',
    query: FileQuerySchema,
    mediaType: 'application/octet-stream',
    otherResponses: {
      '403': {
        description: 'The file link was handed out only with a permission the role lacks (a KYC proof to an analyst…)',
      },
      '404': { description: 'The file does not exist upstream, or the proxy never handed out this link' },
      '410': { description: 'The file link has expired' },
      '502': { description: 'The upstream did not answer, refused the download or answered with a redirect' },
    },
    handler: async ({ query: { url: input, width }, request, reply }) => {
      const check = checkFileUrl(input, options.client.base)
      if (!check.ok)
        throw new HttpError(400, `Invalid request: url: ${check.reason}`, {
          fields: [{ path: 'url', message: check.reason }],
        })
      await requireFileAccess(request, check.url)
      return streamUpstreamFile(options.client, check.url, reply, width)
    },
  })
}

/** 404 for a link the proxy never handed out, 403 (audited) for one handed out only to other roles. */
export async function requireFileAccess(request: FastifyRequest, url: URL) {
  const user = currentUser(request)
  const { db } = request.server.proxyDb
  const access = await fileAccess(db, url, user.role)
  if (access === 'unknown') throw new HttpError(404, 'Unknown file link: open the file from the page that shows it.')
  if (access === 'forbidden') {
    await auditAccessDenied(request, { file: url.pathname })
    throw new HttpError(403, `Your role (${user.role}) may not open this file.`)
  }
}

/**
 * Streams one upstream file (a URL the caller has checked) to the browser as an attachment:
 * nosniff, no caching, a sandboxing CSP, and the upstream's type only when it is a document type.
 * With `previewWidth`, a PNG or JPEG goes as a smaller WebP (image-preview.ts).
 */
export async function streamUpstreamFile(client: UpstreamClient, url: URL, reply: FastifyReply, previewWidth?: number) {
  let opened: Awaited<ReturnType<UpstreamClient['openRaw']>>
  try {
    opened = await client.openRaw(url)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new UpstreamError(502, `Upstream unreachable for a file download${code ? ` (${code})` : ''}`, 'unreachable')
  }
  const { response, done } = opened
  const status = response.statusCode ?? 502
  if (status !== 200) {
    response.resume()
    done()
    if (status === 404 || status === 410)
      throw new HttpError(status, status === 404 ? 'The file does not exist upstream.' : 'The file link has expired.')
    if (status >= 300 && status < 400)
      throw new UpstreamError(
        502,
        `Upstream answered a file download with a redirect (${status}), which the proxy does not follow`,
        'redirect',
      )
    throw new UpstreamError(502, `Upstream refused the file download (status ${status})`, 'unreachable')
  }
  response.on('end', done).on('close', done)
  const declared = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const name = suggestedFileName(response.headers['content-disposition'], url)
  reply
    .header('content-type', documentTypes.has(declared) ? declared : 'application/octet-stream')
    .header('content-disposition', attachmentDisposition(name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
  if (previewWidth !== undefined && previewableTypes.has(declared)) {
    const { original, preview } = await imagePreview(response, previewWidth)
    return preview ? reply.header('content-type', 'image/webp').send(preview) : reply.send(original)
  }
  const length = response.headers['content-length']
  if (length && /^\d+$/.test(length)) reply.header('content-length', length)
  return reply.send(response)
}

import type { RouteDef } from '@contract/route'
import { routeById } from '@contract/routes/route-table'
import { GetFileQuerySchema } from '@contract/services/get-file'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../shared/envelope'
import { contractRouteSchema } from '../../shared/openapi/contract-route-schema'
import type { Clock } from '../clock/time-scale'
import { parseOrThrow } from '../http/validation'
import { getFilePath, type FileLinkSigner } from './signed-links'

/** The contract's `GET /api/getFile` route. */
function getFileRoute(): RouteDef {
  const route = routeById('getFile')
  if (!route) throw new Error('contract route getFile is missing')
  return route
}

/** A file behind a signed link. */
export interface ServedFile {
  bytes: Buffer
  contentType: string
  filename: string
}

/**
 * Finds the file of an id, or undefined when the id is not one of this resolver's. Each domain
 * (registry filings, questionnaire uploads, KYC proofs) adds its own resolver.
 */
export type FileResolver = (fileId: string) => Promise<ServedFile | undefined>

/**
 * `GET /api/getFile` (and `/api/get-file`): downloads a file through a signed link
 * (contract/services/get-file.ts). No token: the signature is the credential. 403 on a bad
 * signature, 410 once expired, 404 when no resolver knows the file.
 */
export function registerFileRoutes(
  app: FastifyInstance,
  deps: { files: FileLinkSigner; clock: Clock; resolvers: readonly FileResolver[] },
) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseOrThrow(GetFileQuerySchema, request.query, 'query')
    const verdict = deps.files.check(query.file_id, query.expires, query.signature, deps.clock.now())
    if (verdict === 'invalid') throw new HttpError(403, 'Forbidden: the file link signature is not valid')
    if (verdict === 'expired')
      throw new HttpError(410, 'Gone: the file link has expired; read the resource again for a fresh link')
    for (const resolve of deps.resolvers) {
      const file = await resolve(query.file_id)
      if (file) {
        const filename = file.filename.replace(/[^A-Za-z0-9._-]+/g, '_')
        return reply
          .type(file.contentType)
          .header('content-disposition', `inline; filename="${filename}"`)
          .send(file.bytes)
      }
    }
    throw new HttpError(404, 'Not found: no file has this file_id')
  }
  const schema = contractRouteSchema([getFileRoute()])
  app.get(getFilePath, { schema }, handler)
  app.get(
    '/api/get-file',
    {
      schema: {
        ...schema,
        operationId: 'getFileAlias',
        summary: `${String(schema.summary)} (alias of ${getFilePath})`,
      },
    },
    handler,
  )
}

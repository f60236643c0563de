import type { RouteDef } from '@contract/route'
import { receivingFileRules } from '@contract/routes/route-table'
import { BracketFieldError, parseBracketFields } from '@contract/services/bracket-fields'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../../shared/envelope'
import {
  defaultMultipartLimits,
  type MultipartLimits,
  receiveMultipart,
  type ReceivedFile,
} from '../../shared/multipart/receive-multipart'

export function isMultipartRequest(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')
}

/** The whole content of a received file. */
export function fileBytes(file: Pick<ReceivedFile, 'chunks'>): Buffer {
  return Buffer.concat(file.chunks)
}

/**
 * Reads a multipart form of one of `routes` (files checked while they arrive: 413 too large, 415 not
 * an allowed type) and turns its bracket names into the nested object the routes' schemas validate.
 * Files become descriptors that keep their content (`chunks`).
 */
export async function readMultipartBody(
  request: FastifyRequest,
  routes: readonly RouteDef[],
  limits: MultipartLimits = defaultMultipartLimits,
): Promise<Record<string, unknown>> {
  const received = await receiveMultipart(request, receivingFileRules(routes), limits)
  try {
    return parseBracketFields(
      received.map((entry) => [entry.name, 'value' in entry ? entry.value : entry.file] as const),
    )
  } catch (error) {
    if (!(error instanceof BracketFieldError)) throw error
    throw new HttpError(400, `Invalid request body: ${error.message}`, {
      fields: [{ path: error.field, message: error.reason }],
    })
  }
}

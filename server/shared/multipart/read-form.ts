import type { FastifyRequest } from 'fastify'
import { BracketFieldError, parseBracketFields } from '@contract/services/bracket-fields'
import type { FileRules } from '@contract/services/file-limits'
import { HttpError } from '../envelope'
import { defaultMultipartLimits, type MultipartLimits, type ReceivedEntry, receiveMultipart } from './receive-multipart'

/** A multipart form as received (in order) and as a nested object (files as descriptors). */
export interface ReceivedForm {
  entries: ReceivedEntry[]
  tree: Record<string, unknown>
}

/**
 * Reads a multipart form under `rules` (413 / 415 while files arrive, receive-multipart.ts) and
 * turns its bracket-named fields into a nested object (contract/services/bracket-fields.ts); a
 * malformed field name is a 400 naming it.
 */
export async function readMultipartForm(request: FastifyRequest, rules: FileRules, limits: MultipartLimits = defaultMultipartLimits): Promise<ReceivedForm> {
  const entries = await receiveMultipart(request, rules, limits)
  try {
    return { entries, tree: parseBracketFields(entries.map((e) => [e.name, 'value' in e ? e.value : e.file] as const)) }
  } catch (error) {
    if (!(error instanceof BracketFieldError)) throw error
    throw new HttpError(400, `Invalid request: ${error.message}`, { fields: [{ path: error.field, message: error.reason }] })
  }
}

/** True when the request's body is multipart/form-data. */
export function isMultipartRequest(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')
}

import type {} from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { describeFieldErrors } from '@contract/errors'
import { BracketFieldError, parseBracketFields } from '@contract/services/bracket-fields'
import { detectFileType, type FileDescriptor, fileProblems } from '@contract/services/file-checks'
import { type FileRules, SIGNATURE_BYTES_NEEDED } from '@contract/services/file-limits'
import { HttpError } from '../envelope'

/** A file received in memory (never written to disk), with what the submission schemas check. */
export interface ReceivedFile extends FileDescriptor {
  head: Uint8Array
  chunks: Buffer[]
}

export type ReceivedEntry = { name: string; value: string } | { name: string; file: ReceivedFile }

export interface MultipartLimits {
  /** Largest number of files in one form. */
  maxFiles: number
  /** Largest text field, in bytes. */
  maxFieldBytes: number
  maxFields: number
}

export const defaultMultipartLimits: MultipartLimits = { maxFiles: 6, maxFieldBytes: 64 * 1024, maxFields: 300 }

function allowedExtensions(rules: FileRules) {
  return rules.allowedTypes.flatMap((type) => type.extensions).join(', ')
}

/**
 * Reads a multipart form part by part. Each file is checked while it arrives: as soon as its size
 * passes `rules.maxBytes` the upload is stopped with 413, and as soon as its first bytes are in,
 * they must carry the signature of an allowed type (415). Files are held in memory only.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  rules: FileRules,
  limits: MultipartLimits = defaultMultipartLimits,
): Promise<ReceivedEntry[]> {
  try {
    return await receiveParts(request, rules, limits)
  } catch (error) {
    // The parser's own failures (no boundary, a form cut short, a broken part header) are the
    // sender's: 400 in the envelope. Limits and checks already carry their 4xx status.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode !== undefined) throw error
    throw new HttpError(400, `Invalid multipart body: ${(error as Error).message}`)
  }
}

async function receiveParts(
  request: FastifyRequest,
  rules: FileRules,
  limits: MultipartLimits,
): Promise<ReceivedEntry[]> {
  const entries: ReceivedEntry[] = []
  const parts = request.parts({
    limits: {
      files: limits.maxFiles,
      fields: limits.maxFields,
      fieldSize: limits.maxFieldBytes,
      fileSize: rules.maxBytes + 1,
    },
  })
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.valueTruncated)
        throw new HttpError(413, `${part.fieldname}: must be at most ${limits.maxFieldBytes} bytes`, {
          fields: [{ path: part.fieldname, message: `must be at most ${limits.maxFieldBytes} bytes` }],
        })
      entries.push({ name: part.fieldname, value: String(part.value) })
      continue
    }
    const file: ReceivedFile = {
      filename: part.filename,
      mimetype: part.mimetype,
      size: 0,
      head: new Uint8Array(0),
      chunks: [],
    }
    let checkedHead = false
    const checkHead = () => {
      checkedHead = true
      file.head = new Uint8Array(Buffer.concat(file.chunks).subarray(0, SIGNATURE_BYTES_NEEDED))
      if (!detectFileType(file.head, rules.allowedTypes)) {
        part.file.destroy()
        const message = `content must be one of ${allowedExtensions(rules)} (the file does not start like any of them)`
        throw new HttpError(415, `${part.fieldname}: ${message}`, { fields: [{ path: part.fieldname, message }] })
      }
    }
    for await (const chunk of part.file) {
      const buffer = chunk as Buffer
      file.size += buffer.length
      if (file.size > rules.maxBytes) {
        part.file.destroy()
        const message = `must be ${rules.sizeRule}`
        throw new HttpError(413, `${part.fieldname}: ${message}`, { fields: [{ path: part.fieldname, message }] })
      }
      file.chunks.push(buffer)
      if (!checkedHead && file.size >= SIGNATURE_BYTES_NEEDED) checkHead()
    }
    if (!checkedHead) checkHead()
    const problems = fileProblems(file, rules)
    const problem = problems[0]
    if (problem) {
      const fields = problems.map((p) => ({ path: part.fieldname, message: p.message }))
      throw new HttpError(problem.status, `Invalid file: ${describeFieldErrors(fields)}`, { fields })
    }
    entries.push({ name: part.fieldname, file })
  }
  return entries
}

/**
 * The received form as the submission schemas validate it (parseBracketFields, files as
 * descriptors); a malformed field name is a 400 naming it.
 */
export function formTreeOf(received: ReceivedEntry[]): Record<string, unknown> {
  try {
    return parseBracketFields(received.map((e) => [e.name, 'value' in e ? e.value : e.file] as const))
  } catch (error) {
    if (!(error instanceof BracketFieldError)) throw error
    throw new HttpError(400, `Invalid request: ${error.message}`, {
      fields: [{ path: error.field, message: error.reason }],
    })
  }
}

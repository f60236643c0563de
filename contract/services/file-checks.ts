import { z } from 'zod'
import type { AllowedFileType, FileRules } from './file-limits'
import { statusCodes } from '../errors'

/**
 * An uploaded file as the submission schemas see it: servers fill it from the multipart stream
 * (`filename`, declared `mimetype`, `size` in bytes, and optionally the first bytes in `head` for
 * the signature check). Extra properties a server adds (a storage key, a buffer) pass through.
 * Servers skip file parts without a file name (an empty file input), so an optional file is absent.
 */
export const FileDescriptorSchema = z.looseObject(
  {
    filename: z.string('must be a file').min(1, 'must have a file name'),
    mimetype: z.string('must be a file'),
    size: z.number('must be a file').int().min(0),
  },
  { error: (issue) => (issue.input === undefined ? 'is required (a file)' : 'must be a file') },
)
/** `head`: the first bytes of the content (at least SIGNATURE_BYTES_NEEDED), when the server has them. */
export type FileDescriptor = z.infer<typeof FileDescriptorSchema> & { head?: Uint8Array }

export type FileProblemKind = 'too_large' | 'type_not_allowed' | 'content_mismatch'

export interface FileProblem {
  kind: FileProblemKind
  /** HTTP status for the problem (ADR 0008): 413 too large, 415 type not allowed. */
  status: number
  message: string
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.')
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase()
}

/** The allowed type whose signature the content starts with, if any. */
export function detectFileType(head: Uint8Array, allowed: readonly AllowedFileType[]): AllowedFileType | undefined {
  return allowed.find((type) =>
    type.signatures.some((signature) =>
      signature.bytes.every((byte, index) => head[signature.offset + index] === byte),
    ),
  )
}

function describeAllowed(rules: FileRules) {
  return rules.allowedTypes.flatMap((type) => type.extensions).join(', ')
}

/**
 * Every rule the file breaks: size, extension, declared type, and (when `head` is given) content
 * signature. An empty list means the file is accepted.
 */
export function fileProblems(file: FileDescriptor, rules: FileRules): FileProblem[] {
  const problems: FileProblem[] = []
  if (file.size > rules.maxBytes) {
    problems.push({ kind: 'too_large', status: statusCodes.tooLarge, message: `must be ${rules.sizeRule}` })
  }
  const byExtension = rules.allowedTypes.find((type) => type.extensions.includes(extensionOf(file.filename)))
  const byMimetype = rules.allowedTypes.find((type) => type.mimetype === file.mimetype.toLowerCase())
  if (!byExtension || !byMimetype || byExtension !== byMimetype) {
    problems.push({
      kind: 'type_not_allowed',
      status: statusCodes.unsupportedType,
      message: `must be one of ${describeAllowed(rules)} (got ${file.filename || 'no name'}, ${file.mimetype || 'no type'})`,
    })
  } else if (file.head instanceof Uint8Array) {
    const detected = detectFileType(file.head, rules.allowedTypes)
    if (detected !== byMimetype) {
      problems.push({
        kind: 'content_mismatch',
        status: statusCodes.unsupportedType,
        message: `content is not a ${byMimetype.extensions[0]} file`,
      })
    }
  }
  return problems
}

/** A descriptor schema that also enforces `rules` (messages name the rule; the path is the field). */
export function fileSchema(rules: FileRules) {
  return FileDescriptorSchema.superRefine((file, ctx) => {
    for (const problem of fileProblems(file, rules))
      ctx.addIssue({ code: 'custom', message: problem.message, params: { kind: problem.kind } })
  })
}

/**
 * Upload rules of the multipart submissions (spec §4.4, §4.5, §8), as data. Each allowed type
 * carries its magic-byte signature so servers check the content, not only the name or the declared
 * type. Checks live in file-checks.ts.
 */

export interface FileSignature {
  /** Bytes the content starts with (at `offset`). */
  bytes: readonly number[]
  offset: number
}

export interface AllowedFileType {
  mimetype: string
  extensions: readonly string[]
  signatures: readonly FileSignature[]
}

export interface FileRules {
  /** What the rules apply to, for messages. */
  label: string
  allowedTypes: readonly AllowedFileType[]
  /** Largest size in bytes that is accepted. */
  maxBytes: number
  /** The limit as people say it, e.g. "at most 5 MB". */
  sizeRule: string
}

const MB = 1024 * 1024

export const PNG_TYPE: AllowedFileType = {
  mimetype: 'image/png',
  extensions: ['png'],
  signatures: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
}

export const JPEG_TYPE: AllowedFileType = {
  mimetype: 'image/jpeg',
  extensions: ['jpg', 'jpeg'],
  signatures: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }],
}

/** `%PDF-` at the start of the file. */
export const PDF_TYPE: AllowedFileType = {
  mimetype: 'application/pdf',
  extensions: ['pdf'],
  signatures: [{ offset: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }],
}

/** Files answering questionnaire file questions (document-based KYB): png, jpg, jpeg, pdf; at most 5 MB each. */
export const QUESTIONNAIRE_FILE_RULES: FileRules = {
  label: 'questionnaire document',
  allowedTypes: [PNG_TYPE, JPEG_TYPE, PDF_TYPE],
  maxBytes: 5 * MB,
  sizeRule: 'at most 5 MB',
}

/**
 * KYC proofs (`document[proof]`, `document[additional_proof]`): image/jpeg, image/png,
 * application/pdf; under 16 MB. The spec states no limits for address proofs; we apply the same.
 */
export const KYC_FILE_RULES: FileRules = {
  label: 'KYC proof',
  allowedTypes: [JPEG_TYPE, PNG_TYPE, PDF_TYPE],
  maxBytes: 16 * MB - 1,
  sizeRule: 'under 16 MB',
}

/** How many leading bytes a server must keep to check every signature above. */
export const SIGNATURE_BYTES_NEEDED = Math.max(
  ...[PNG_TYPE, JPEG_TYPE, PDF_TYPE].flatMap((type) => type.signatures.map((s) => s.offset + s.bytes.length)),
)

import type { UpstreamCore } from '../core'
import type { FileResolver } from '../files/file-routes'

/** File ids of KYC proofs: `kyc.<file row id>`. */
export const kycFileIdPrefix = 'kyc.'

export function kycFileId(rowId: string): string {
  return `${kycFileIdPrefix}${rowId}`
}

/** Serves KYC proofs through signed links. */
export function kycFileResolver(core: UpstreamCore): FileResolver {
  return async (fileId) => {
    if (!fileId.startsWith(kycFileIdPrefix)) return undefined
    const row = await core.db
      .selectFrom('kyc_files')
      .select(['bytes', 'mime_type', 'filename'])
      .where('id', '=', fileId.slice(kycFileIdPrefix.length))
      .executeTakeFirst()
    return row ? { bytes: Buffer.from(row.bytes), contentType: row.mime_type, filename: row.filename } : undefined
  }
}

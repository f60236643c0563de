import type { UpstreamCore } from '../core'
import type { FileResolver } from '../files/file-routes'

/** Files uploaded with questionnaire answers, served through signed links (`/api/getFile`). */
export function questionnaireFileResolver(core: UpstreamCore): FileResolver {
  return async (fileId) => {
    if (!/^[0-9a-f]{24}$/.test(fileId)) return undefined
    const file = await core.db
      .selectFrom('questionnaire_files')
      .select(['file_name', 'mimetype', 'content'])
      .where('id', '=', fileId)
      .executeTakeFirst()
    return file ? { bytes: Buffer.from(file.content), contentType: file.mimetype, filename: file.file_name } : undefined
  }
}

/**
 * A file link the proxy handed out (migration 0150-file-grants): the upstream file it names and the
 * permission of the response that carried it. GET /bff/files serves a link only to a role holding
 * one of its permissions.
 */
export interface FileGrantTable {
  /** The upstream file: its `file_id`, or the path of a link without one. */
  file_key: string
  permission: string
  granted_at: string
}

export interface FileTables {
  file_grant: FileGrantTable
}

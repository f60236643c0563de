import type { Kysely } from 'kysely'

/** File links handed out with the permission of the response that carried them (server/proxy/files/file-grants.ts). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('file_grant')
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_grant_pk', ['file_key', 'permission'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('file_grant').execute()
}

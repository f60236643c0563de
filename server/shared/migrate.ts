import { promises as fs } from 'node:fs'
import path from 'node:path'
import { FileMigrationProvider, type Kysely, Migrator } from 'kysely'

/**
 * Runs every migration in `folder` (files `NNNN-name.ts` exporting `up` and optionally `down`) in
 * name order. Each feature adds its own file; nobody edits a shared list.
 */
export async function migrateToLatest(db: Kysely<unknown>, folder: string) {
  const migrator = new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder: folder }) })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}

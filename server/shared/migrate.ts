import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'

/**
 * Loads `NNNN-name.ts` migrations of a folder with this module's own `import()`, so they load the
 * same way under tsx and under Vitest (Kysely's FileMigrationProvider imports from inside
 * node_modules, where Node cannot load .ts files).
 */
export class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder))
      .filter((f) => /^\d{4}-[\w-]+\.(ts|js|mjs)$/.test(f) && !/\.(test|d)\.ts$/.test(f))
      .sort()
    const migrations: Record<string, Migration> = {}
    for (const file of files) {
      const module = (await import(pathToFileURL(join(this.folder, file)).href)) as Partial<Migration>
      if (typeof module.up !== 'function') throw new Error(`Migration ${file} does not export up(db)`)
      migrations[file.replace(/\.(ts|js|mjs)$/, '')] = module as Migration
    }
    return migrations
  }
}

/**
 * Runs every pending migration of `folder` in name order; throws naming the one that failed. Two
 * teams number in separate ranges (0001-0099, 0100-0199), so a lower number may arrive after a
 * higher one has run: unordered migrations are allowed. Used by both servers' databases.
 */
export async function migrateToLatest(db: Kysely<unknown>, folder: string) {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(folder), allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

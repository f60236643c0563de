import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Kysely, type Migration, Migrator } from 'kysely'

/**
 * Runs every `NNNN-name.ts` migration of the folder in name order. Migrations are loaded with this
 * module's own `import()` (Kysely's FileMigrationProvider imports from node_modules, where .ts files
 * do not load under Vitest). The core (0001-0099, 0200+) and the registry (0100-0199) number in
 * separate ranges, so a lower number may land after a higher one ran: unordered runs are allowed.
 */
export async function runUpstreamMigrations(db: Kysely<unknown>, folder: string) {
  const provider = {
    async getMigrations() {
      const files = (await readdir(folder)).filter((f) => /^\d{4}-[\w-]+\.(ts|js)$/.test(f) && !/\.(test|d)\.ts$/.test(f)).sort()
      const migrations: Record<string, Migration> = {}
      for (const file of files) {
        const module = (await import(pathToFileURL(join(folder, file)).href)) as Partial<Migration>
        if (typeof module.up !== 'function') throw new Error(`Migration ${file} does not export up(db)`)
        migrations[file.replace(/\.(ts|js)$/, '')] = module as Migration
      }
      return migrations
    },
  }
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`)
}

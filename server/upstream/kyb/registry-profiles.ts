import type Database from 'better-sqlite3'
import type { UpstreamDb } from '../db/open-database'
import { ensureDataset } from '../registry/generate-dataset'
import type { RegistryPort } from './registry-port'

/** Generates the registry dataset into an empty database (kept as it is otherwise). */
export function ensureRegistryDataset(sqlite: Database.Database, size: number, log: (message: string) => void) {
  return ensureDataset(sqlite, { size, log })
}

/** Profile expansion and the v1 → v2 mapping of the registry module. */
export function registryProfiles(_database: UpstreamDb): Pick<RegistryPort, 'profileV1' | 'toV2Insights'> {
  return {
    profileV1: async () => {
      throw new Error('registry profile expansion is not available yet')
    },
    toV2Insights: () => {
      throw new Error('registry profile mapping is not available yet')
    },
  }
}

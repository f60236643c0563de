import { placeByV2Code } from '@contract/countries'
import type Database from 'better-sqlite3'
import { createRegistrySearch } from '../registry/search'
import { jurisdictionByCode } from '../registry/served-countries'
import type { RegistryInfo, RegistryPort } from './registry-port'

/** The registries of a place: those of the dataset's jurisdiction, or one national register. */
export function registriesOfPlace(code: string): RegistryInfo[] {
  const names = jurisdictionByCode(code)?.spec.registries ?? []
  const list = names.length > 0 ? names : [`${placeByV2Code(code)?.displayName ?? code} Business Registry`]
  return list.map((name, index) => ({ name, sourceType: index === 0 ? 'primary' : 'secondary' }))
}

/** RegistryPort over the registry module (server/upstream/registry) on the upstream database. */
export function createRegistryAdapter(sqlite: Database.Database, profiles: Pick<RegistryPort, 'profileV1' | 'toV2Insights'>): RegistryPort {
  const { search } = createRegistrySearch(sqlite)
  return {
    async search(query) {
      return search({
        code: query.code,
        ...(query.name !== undefined ? { name: query.name } : {}),
        ...(query.registrationNumber !== undefined ? { registrationNumber: query.registrationNumber } : {}),
        mode: query.mode,
        tolerant: query.tolerant,
        limit: query.limit,
      }).rows
    },
    registriesOf: registriesOfPlace,
    profileV1: profiles.profileV1,
    toV2Insights: profiles.toV2Insights,
  }
}

import { placeByV2Code } from '@contract/countries'
import type { V1CompanyProfile, V2CompanyInsights } from '@contract/registry'
import type { Registry } from '../registry/registry'
import type { ProfileV1 } from '../registry/profile-types'
import type { RegistryInfo, RegistryPort } from './registry-port'

/** The registries of a place: those of the dataset's jurisdiction, or one national register. */
function registriesOfPlace(registry: Registry, code: string): RegistryInfo[] {
  const sources = registry.registriesOf(code)
  if (sources.length > 0) return sources.map((s) => ({ name: s.name, sourceType: s.source_type }))
  return [{ name: `${placeByV2Code(code)?.displayName ?? code} Business Registry`, sourceType: 'primary' }]
}

/**
 * RegistryPort over the registry module (server/upstream/registry/registry.ts). The registry's
 * profile types follow the contract (its tests validate them); the casts only bridge the two
 * declarations of the same shape.
 */
export function createRegistryAdapter(registry: Registry): RegistryPort {
  return {
    async search(query) {
      return registry.search({
        code: query.code,
        ...(query.name !== undefined ? { name: query.name } : {}),
        ...(query.registrationNumber !== undefined ? { registrationNumber: query.registrationNumber } : {}),
        mode: query.mode,
        tolerant: query.tolerant,
        limit: query.limit,
      }).rows
    },
    addSandboxCompany: (input, now) => registry.addSandboxCompany(input, now),
    registriesOf: (code) => registriesOfPlace(registry, code),
    async profileV1(publicId) {
      return (registry.getProfileV1(publicId) ?? undefined) as V1CompanyProfile | undefined
    },
    toV2Insights(profile, ids) {
      const insights = registry.toV2Insights(profile as unknown as ProfileV1, ids)
      return { ...insights, country_code: ids.country_code } as unknown as V2CompanyInsights
    },
  }
}

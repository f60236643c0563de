import { flagPath, servedPlaces } from '@contract/countries'
import { specFor, type CountrySpec } from './country-specs'

/**
 * The countries and states the registry holds companies for: every served place of
 * contract/countries, with the version 2 code (`GB`, `US_CA`), the version 1 name
 * (`united_kingdom`, `united_states.california`) and the registry details of country-specs.ts.
 */
export interface ServedJurisdiction {
  code: string
  v1Name: string
  /** The place's own name: `Germany`, `California`. */
  displayName: string
  /** ISO 3166-1 alpha-2 of the country, lower case, e.g. `us` for a US state. */
  countryIso: string
  /** Local flag path of the country (`/flags/us.svg`). */
  flag: string
  spec: CountrySpec
}

/** Every served jurisdiction, in contract order (the order weights the dataset). */
export const SERVED: readonly ServedJurisdiction[] = servedPlaces.map((place) => {
  const displayName = place.state?.displayName ?? place.country.displayName
  return {
    code: place.v2Code,
    v1Name: place.v1Name,
    displayName,
    countryIso: place.country.alpha2.toLowerCase(),
    flag: flagPath(place.country.alpha2),
    spec: specFor(place.v2Code, displayName, place.locale),
  }
})

const byCode = new Map(SERVED.map((j) => [j.code, j]))
const byV1Name = new Map(SERVED.map((j) => [j.v1Name, j]))

/** A served jurisdiction by v2 code (case-insensitive) or undefined. */
export function jurisdictionByCode(code: string): ServedJurisdiction | undefined {
  return byCode.get(code.toUpperCase())
}

/** A served jurisdiction by version 1 name (`germany`, `united_states.texas`) or undefined. */
export function jurisdictionByV1Name(name: string): ServedJurisdiction | undefined {
  return byV1Name.get(name.trim().toLowerCase())
}

/** Shapes of the served-country data (contract/countries). */

export type Region = 'europe' | 'asia' | 'middle_east' | 'africa' | 'north_america' | 'south_america' | 'oceania'

/** A service a country is served for, as listed in `GET /v2/countries` (`services`). */
export type CountryService = 'kyb'

export interface StateData {
  /** snake_case state name, the part after the dot in a version 1 name (`united_states.alabama`). */
  name: string
  displayName: string
  /** Subdivision code without the country prefix (`AL`); the version 2 code is `<alpha2>_<code>`. */
  code: string
  /** Faker locale id used by the upstream dataset generator; falls back to the country's. */
  locale?: string
}

export interface CountryData {
  /** Version 1 snake_case name, e.g. `united_kingdom`. */
  name: string
  displayName: string
  /** ISO 3166-1 alpha-2, upper case. Also the version 2 country code. */
  alpha2: string
  /** ISO 3166-1 alpha-3, upper case. */
  alpha3: string
  region: Region
  /** Faker locale id (`de`, `fr`, `ja`, `en_US` …) used to generate plausible names. */
  locale: string
  /** States served separately (empty when the country has none). */
  states: readonly StateData[]
  /** True when registries are per state only: the country alone is not searchable. */
  requiresState: boolean
  services: readonly CountryService[]
}

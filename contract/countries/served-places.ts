import { countries } from './country-data'
import type { CountryData, StateData } from './country-types'

/** One searchable place: a country, or a state of a country. */
export interface ServedPlace {
  country: CountryData
  state?: StateData
  /** Version 1 name: `germany`, `united_states.alabama`. */
  v1Name: string
  /** Version 2 code: `DE`, `US_AL`. */
  v2Code: string
  /** `Germany`, `Alabama, United States`. */
  displayName: string
  /** Faker locale id for generated names. */
  locale: string
}

/** Local flag image path; the servers serve it from node_modules/flag-icons/flags/4x3. */
export function flagPath(alpha2: string): string {
  return `/flags/${alpha2.toLowerCase()}.svg`
}

function place(country: CountryData, state?: StateData): ServedPlace {
  if (!state)
    return {
      country,
      v1Name: country.name,
      v2Code: country.alpha2,
      displayName: country.displayName,
      locale: country.locale,
    }
  return {
    country,
    state,
    v1Name: `${country.name}.${state.name}`,
    v2Code: `${country.alpha2}_${state.code}`,
    displayName: `${state.displayName}, ${country.displayName}`,
    locale: state.locale ?? country.locale,
  }
}

/** Every place a search may target, countries first then their states, in country order. */
export const servedPlaces: readonly ServedPlace[] = countries.flatMap((country) => [
  ...(country.requiresState ? [] : [place(country)]),
  ...country.states.map((state) => place(country, state)),
])

const byV1Name = new Map(servedPlaces.map((p) => [p.v1Name, p]))
const byV2Code = new Map(servedPlaces.map((p) => [p.v2Code, p]))
const countryByName = new Map(countries.map((c) => [c.name, c]))
const countryByAlpha2 = new Map(countries.map((c) => [c.alpha2, c]))

/** The searchable place of a version 1 name (`germany`, `united_states.alabama`), if served. */
export function placeByV1Name(v1Name: string): ServedPlace | undefined {
  return byV1Name.get(v1Name)
}

/** The searchable place of a version 2 code (`DE`, `US_AL`), if served. */
export function placeByV2Code(v2Code: string): ServedPlace | undefined {
  return byV2Code.get(v2Code)
}

/** The country of a version 1 name, with or without its state part (`united_states.alabama` → united_states). */
export function countryByV1Name(v1Name: string): CountryData | undefined {
  return countryByName.get(v1Name.split('.')[0] ?? '')
}

/** The country of a version 2 code, with or without its state part (`US_AL` → united_states). */
export function countryByV2Code(v2Code: string): CountryData | undefined {
  return countryByAlpha2.get(v2Code.split('_')[0] ?? '')
}

export function v1NameToV2Code(v1Name: string): string | undefined {
  return placeByV1Name(v1Name)?.v2Code
}

export function v2CodeToV1Name(v2Code: string): string | undefined {
  return placeByV2Code(v2Code)?.v1Name
}

export function isServedV1Name(value: string): boolean {
  return byV1Name.has(value)
}

export function isServedV2Code(value: string): boolean {
  return byV2Code.has(value)
}

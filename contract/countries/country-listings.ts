import { countries } from './country-data'
import { servedPlaces } from './served-places'

/** Entry of `data.countries` of `GET /api/countries/read` (spec §2.2). */
export type V1CountryListing = {
  country_name: string
  states: string[]
  country_code: string
}

/** Entry of `data` of `GET /v2/countries` (spec §2.2). */
export type V2CountryListing = {
  /** Display name of the country (on state entries too, beside `state_name`). */
  name: string
  state_name?: string
  code: string
  services: string[]
}

/** The version 1 country list, derived from the served data. */
export function v1CountryListings(): V1CountryListing[] {
  return countries.map((c) => ({ country_name: c.name, states: c.states.map((s) => s.name), country_code: c.alpha2 }))
}

/**
 * The version 2 country list: one entry per searchable place. A state entry carries the country's
 * display name in `name`, the state's display name in `state_name` and the `<country>_<state>` code.
 */
export function v2CountryListings(): V2CountryListing[] {
  return servedPlaces.map((p) => ({
    name: p.country.displayName,
    ...(p.state ? { state_name: p.state.displayName } : {}),
    code: p.v2Code,
    services: [...p.country.services],
  }))
}

import { countryByV1Name, countryByV2Code, flagPath, placeByV1Name, placeByV2Code } from '@contract/countries'

/** Readable names and flags of the places searches target (v1 snake_case names, v2 codes). */

/** `united_kingdom` → `United Kingdom` for names the served data does not know. */
export function humanizeSnakeCase(value: string): string {
  return value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Display name of a version 1 country name (`united_states.alabama` → `Alabama, United States`). */
export function v1PlaceLabel(v1Name: string): string {
  const place = placeByV1Name(v1Name)
  if (place) return place.displayName
  // Some registries give a two-letter code where a name is expected (`bm`).
  if (/^[a-z]{2}$/i.test(v1Name)) {
    const byCode = countryByV2Code(v1Name.toUpperCase())
    if (byCode) return byCode.displayName
  }
  const [country = '', state] = v1Name.split('.')
  const countryLabel = countryByV1Name(country)?.displayName ?? humanizeSnakeCase(country)
  return state ? `${humanizeSnakeCase(state)}, ${countryLabel}` : countryLabel
}

/** Display name of a version 2 code (`US_AL` → `Alabama, United States`). */
export function v2PlaceLabel(code: string): string {
  return placeByV2Code(code)?.displayName ?? countryByV2Code(code)?.displayName ?? code
}

/** Flag path of a version 1 name or version 2 code, when its country is known. */
export function placeFlag(version: 'v1' | 'v2', value: string): string | undefined {
  const country = version === 'v1' ? countryByV1Name(value) : countryByV2Code(value)
  return country ? flagPath(country.alpha2) : undefined
}

/** Label of a place in the given version's notation. */
export function placeLabel(version: 'v1' | 'v2', value: string): string {
  return version === 'v1' ? v1PlaceLabel(value) : v2PlaceLabel(value)
}

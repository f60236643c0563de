import {
  countryByV1Name,
  countryByV2Code,
  flagPath,
  isServedV1Name,
  placeByV1Name,
  placeByV2Code,
} from '@contract/countries'
import type { V1CountryEntry, V2CountryEntry } from '@contract/registry/country-listings'
import type { ComboOption } from '@/components/ui/combo-box'
import { humanizeSnakeCase } from '@/lib/place-labels'

/**
 * Version 1 listing → options: each country (when searchable on its own), then its states
 * indented under it. Option ids are the names a search sends (`germany`, `united_states.alabama`).
 */
export function v1CountryOptions(entries: readonly V1CountryEntry[]): ComboOption[] {
  return entries.flatMap((entry) => {
    const country = countryByV1Name(entry.country_name)
    const label = country?.displayName ?? humanizeSnakeCase(entry.country_name)
    const alpha2 = entry.country_code ?? country?.alpha2
    const imageSrc = alpha2 ? flagPath(alpha2) : undefined
    const searchableAlone = entry.states.length === 0 || isServedV1Name(entry.country_name)
    const head: ComboOption[] = searchableAlone ? [{ id: entry.country_name, label, depth: 0, imageSrc }] : []
    const states = entry.states.map((state): ComboOption => {
      const id = `${entry.country_name}.${state}`
      const stateLabel = placeByV1Name(id)?.state?.displayName ?? humanizeSnakeCase(state)
      return { id, label: stateLabel, depth: 1, parentLabel: label, imageSrc: searchableAlone ? undefined : imageSrc }
    })
    return [...head, ...states]
  })
}

/**
 * Version 2 listing → options: country entries, with the state entries (`US_AL`) indented under
 * their country, whatever order the listing uses.
 */
export function v2CountryOptions(entries: readonly V2CountryEntry[]): ComboOption[] {
  const countryOf = (code: string) => code.split('_')[0] ?? code
  const order: string[] = []
  const groups = new Map<string, { country?: V2CountryEntry; states: V2CountryEntry[] }>()
  for (const entry of entries) {
    const key = countryOf(entry.code)
    if (!groups.has(key)) {
      groups.set(key, { states: [] })
      order.push(key)
    }
    const group = groups.get(key)!
    if (entry.state_name !== undefined || entry.code.includes('_')) group.states.push(entry)
    else group.country = entry
  }
  return order.flatMap((key) => {
    const group = groups.get(key)!
    const countryLabel = group.country?.name ?? countryByV2Code(key)?.displayName ?? group.states[0]?.name ?? key
    const imageSrc = /^[A-Z]{2}$/i.test(key) ? flagPath(key) : undefined
    const head: ComboOption[] = group.country
      ? [{ id: group.country.code, label: countryLabel, depth: 0, imageSrc }]
      : []
    const states = group.states.map((state): ComboOption => ({
      id: state.code,
      label: state.state_name ?? placeByV2Code(state.code)?.state?.displayName ?? state.code,
      depth: 1,
      parentLabel: countryLabel,
      imageSrc: group.country ? undefined : imageSrc,
    }))
    return [...head, ...states]
  })
}

/** KYC countries (lower-case names, `united_kingdom`) → options with their display names and flags. */
export function kycCountryOptions(names: readonly string[]): ComboOption[] {
  return names.map((name) => {
    const country = countryByV1Name(name)
    return {
      id: name,
      label: country?.displayName ?? humanizeSnakeCase(name),
      depth: 0,
      imageSrc: country ? flagPath(country.alpha2) : undefined,
    }
  })
}

import { describe, expect, it } from 'vitest'
import { V1CountriesResponseSchema, V2CountriesResponseSchema } from '../registry/country-listings'
import { exampleV1CountriesResponse, exampleV2CountriesResponse } from '../registry/examples'
import {
  countries,
  countryByV1Name,
  countryByV2Code,
  flagPath,
  placeByV1Name,
  placeByV2Code,
  servedPlaces,
  v1CountryListings,
  v1NameToV2Code,
  v2CodeToV1Name,
  v2CountryListings,
} from './index'

// The app tsconfig (DOM, no Node types) checks contract/ too, so node:fs is loaded with a local type.
const { existsSync } = (await import('node:fs' as string)) as { existsSync(path: URL): boolean }
const flagsFolder = new URL('../../node_modules/flag-icons/flags/4x3/', import.meta.url)

const unique = (values: string[]) => new Set(values).size === values.length

describe('served countries', () => {
  it('serves at least 60 countries over every region', () => {
    expect(countries.length).toBeGreaterThanOrEqual(60)
    expect(new Set(countries.map((c) => c.region))).toEqual(
      new Set(['europe', 'asia', 'middle_east', 'africa', 'north_america', 'south_america', 'oceania']),
    )
  })

  it.each([
    ['united_kingdom', 'GB'],
    ['germany', 'DE'],
    ['france', 'FR'],
    ['netherlands', 'NL'],
    ['ireland', 'IE'],
    ['spain', 'ES'],
    ['italy', 'IT'],
    ['switzerland', 'CH'],
    ['sweden', 'SE'],
    ['norway', 'NO'],
    ['denmark', 'DK'],
    ['finland', 'FI'],
    ['poland', 'PL'],
    ['austria', 'AT'],
    ['belgium', 'BE'],
    ['portugal', 'PT'],
    ['czech_republic', 'CZ'],
    ['japan', 'JP'],
    ['singapore', 'SG'],
    ['hong_kong', 'HK'],
    ['india', 'IN'],
    ['australia', 'AU'],
    ['new_zealand', 'NZ'],
    ['brazil', 'BR'],
    ['mexico', 'MX'],
    ['south_africa', 'ZA'],
    ['nigeria', 'NG'],
    ['kenya', 'KE'],
    ['united_arab_emirates', 'AE'],
    ['saudi_arabia', 'SA'],
    ['israel', 'IL'],
    ['turkey', 'TR'],
    ['canada', 'CA'],
  ])('serves %s as %s', (name, code) => {
    expect(placeByV1Name(name)?.v2Code).toBe(code)
    expect(countryByV1Name(name)?.alpha2).toBe(code)
  })

  it('serves the 50 US states and DC, only per state', () => {
    const us = countryByV1Name('united_states')
    expect(us?.states).toHaveLength(51)
    expect(placeByV1Name('united_states')).toBeUndefined()
    expect(placeByV1Name('united_states.district_of_columbia')?.v2Code).toBe('US_DC')
    expect(placeByV1Name('united_states.new_york')?.v2Code).toBe('US_NY')
    expect(placeByV2Code('US_CA')?.v1Name).toBe('united_states.california')
    expect(servedPlaces.filter((p) => p.v2Code.startsWith('US_'))).toHaveLength(51)
  })

  it('serves every Canadian province and territory and the UAE emirates', () => {
    expect(
      countryByV1Name('canada')
        ?.states.map((s) => s.code)
        .sort(),
    ).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'])
    expect(v1NameToV2Code('canada.ontario')).toBe('CA_ON')
    expect(placeByV1Name('canada.quebec')?.locale).toBe('fr_CA')
    expect(countryByV1Name('united_arab_emirates')?.states).toHaveLength(7)
    expect(v1NameToV2Code('united_arab_emirates.dubai')).toBe('AE_DU')
  })

  it('has unique names and codes, snake_case names, upper-case ISO codes and a locale on each', () => {
    expect(unique(countries.map((c) => c.name))).toBe(true)
    expect(unique(countries.map((c) => c.alpha2))).toBe(true)
    expect(unique(countries.map((c) => c.alpha3))).toBe(true)
    expect(unique(servedPlaces.map((p) => p.v1Name))).toBe(true)
    expect(unique(servedPlaces.map((p) => p.v2Code))).toBe(true)
    for (const c of countries) {
      expect(c.name).toMatch(/^[a-z]+(_[a-z]+)*$/)
      expect(c.alpha2).toMatch(/^[A-Z]{2}$/)
      expect(c.alpha3).toMatch(/^[A-Z]{3}$/)
      expect(c.locale).toMatch(/^[a-z]{2,3}(_[A-Za-z]+)*$/)
      expect(c.services).toContain('kyb')
      for (const s of c.states) expect(s.name).toMatch(/^[a-z]+(_[a-z]+)*$/)
    }
  })

  it('converts every served place from version 1 to version 2 and back', () => {
    for (const place of servedPlaces) {
      const code = v1NameToV2Code(place.v1Name)
      expect(code).toBe(place.v2Code)
      expect(v2CodeToV1Name(code as string)).toBe(place.v1Name)
    }
    expect(v1NameToV2Code('atlantis')).toBeUndefined()
    expect(v2CodeToV1Name('XX')).toBeUndefined()
    expect(countryByV2Code('US_TX')?.name).toBe('united_states')
    expect(countryByV1Name('united_states.texas')?.alpha2).toBe('US')
  })

  it('points every flag at a local flag-icons file', () => {
    expect(flagPath('DE')).toBe('/flags/de.svg')
    for (const c of countries)
      expect(existsSync(new URL(flagPath(c.alpha2).replace('/flags/', ''), flagsFolder)), c.name).toBe(true)
  })

  it('derives the version 1 and version 2 country lists from the data', () => {
    expect(V1CountriesResponseSchema.parse(exampleV1CountriesResponse).data.countries).toHaveLength(countries.length)
    expect(V2CountriesResponseSchema.parse(exampleV2CountriesResponse).data).toHaveLength(servedPlaces.length)
    expect(v1CountryListings().find((c) => c.country_name === 'united_states')?.states).toContain('texas')
    expect(v2CountryListings().find((c) => c.code === 'US_TX')).toEqual({
      name: 'United States',
      state_name: 'Texas',
      code: 'US_TX',
      services: ['kyb'],
    })
    expect(v2CountryListings().find((c) => c.code === 'DE')).toEqual({ name: 'Germany', code: 'DE', services: ['kyb'] })
  })
})

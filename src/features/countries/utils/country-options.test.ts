import { describe, expect, it } from 'vitest'
import { v1CountryOptions, v2CountryOptions } from './country-options'

describe('country options', () => {
  it('puts v2 states right after their country, even when the listing mixes them', () => {
    const options = v2CountryOptions([
      { name: 'United States', state_name: 'Alabama', code: 'US_AL', services: ['kyb'] },
      { name: 'Germany', code: 'DE', services: ['kyb'] },
      { name: 'United States', code: 'US', services: ['kyb'] },
    ])
    expect(options.map((o) => [o.id, o.depth])).toEqual([
      ['US', 0],
      ['US_AL', 1],
      ['DE', 0],
    ])
    expect(options[1]).toMatchObject({ label: 'Alabama', parentLabel: 'United States' })
    expect(options[0]!.imageSrc).toBe('/flags/us.svg')
  })

  it('builds v1 ids as country.state, offers a country with states alone only when it is served alone, and labels unknown names readably', () => {
    const options = v1CountryOptions([
      { country_name: 'germany', states: [] },
      { country_name: 'new_land', states: ['north_shire'] },
    ])
    expect(options.map((o) => o.id)).toEqual(['germany', 'new_land.north_shire'])
    expect(options.map((o) => o.label)).toEqual(['Germany', 'North Shire'])
    expect(options[1]).toMatchObject({ depth: 1, parentLabel: 'New Land' })
  })
})

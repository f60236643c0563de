import { specFor, type CountrySpec } from './country-specs'

/**
 * The countries and states the registry holds companies for. Each has the version 2 code
 * (`GB`, `US_CA`), the version 1 name (`united_kingdom`, `united_states.california`) and a display name.
 */
export interface ServedJurisdiction {
  code: string
  v1Name: string
  displayName: string
  /** ISO 3166-1 alpha-2 of the country (the flag), e.g. `us` for a US state. */
  countryIso: string
  spec: CountrySpec
}

const countryNames: Record<string, string> = {
  GB: 'United Kingdom', DE: 'Germany', FR: 'France', NL: 'Netherlands', IE: 'Ireland', ES: 'Spain', IT: 'Italy', BE: 'Belgium',
  AT: 'Austria', CH: 'Switzerland', SE: 'Sweden', DK: 'Denmark', NO: 'Norway', FI: 'Finland', PL: 'Poland', CZ: 'Czech Republic',
  PT: 'Portugal', JP: 'Japan', AU: 'Australia', NZ: 'New Zealand', CA: 'Canada', SG: 'Singapore', HK: 'Hong Kong', IN: 'India',
  BR: 'Brazil', MX: 'Mexico', ZA: 'South Africa', AE: 'United Arab Emirates', CY: 'Cyprus', LU: 'Luxembourg',
  VG: 'British Virgin Islands', KY: 'Cayman Islands',
}

const usStateNames: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
}

const snake = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')

function buildServed(): ServedJurisdiction[] {
  const list: ServedJurisdiction[] = Object.entries(countryNames).map(([code, displayName]) => ({
    code, v1Name: snake(displayName), displayName, countryIso: code.toLowerCase(), spec: specFor(code, displayName, undefined),
  }))
  for (const [state, stateName] of Object.entries(usStateNames)) {
    const code = `US_${state}`
    list.push({ code, v1Name: `united_states.${snake(stateName)}`, displayName: stateName, countryIso: 'us', spec: specFor(code, stateName, 'en_US') })
  }
  return list
}

/** Every served jurisdiction, in a stable order (the order weights the dataset: never reorder casually). */
export const SERVED: readonly ServedJurisdiction[] = buildServed()

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

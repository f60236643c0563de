import { countryByV1Name, placeByV1Name, type ServedPlace, servedPlaces } from '@contract/countries'

/**
 * The searchable place a countries_list answer names: `germany`, `united_states.texas`, or a
 * state alone (`texas`) when exactly one served country has it. A country whose registries are
 * per state, sent alone, names no place (the message says so).
 */
export function placeOfAnswer(answer: string): { place: ServedPlace } | { problem: string } {
  const place = placeByV1Name(answer)
  if (place) return { place }
  const country = countryByV1Name(answer)
  if (country?.requiresState && !answer.includes('.')) {
    return {
      problem: `${country.name} has its registries per state: answer a state, e.g. ${country.name}.${country.states[0]?.name ?? ''}`,
    }
  }
  const states = servedPlaces.filter((p) => p.state?.name === answer)
  if (states.length === 1 && states[0]) return { place: states[0] }
  return { problem: `${answer} is not a served country or state` }
}

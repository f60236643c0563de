import { describe, expect, it } from 'vitest'
import { countryAnswerOptions } from './country-answer-field'

describe('country answer options', () => {
  it('lists countries with local flags and their states, one option per answer (a state named like a country is left out)', () => {
    const options = countryAnswerOptions([
      { country_name: 'georgia', states: [], country_code: 'GE', flag_url: 'https://elsewhere.example/ge.svg' },
      {
        country_name: 'united_states',
        states: ['alabama', 'georgia'],
        country_code: 'US',
        flag_url: 'https://elsewhere.example/us.svg',
      },
    ])
    expect(options.map((o) => o.id)).toEqual(['georgia', 'united_states', 'alabama'])
    expect(options[0]).toMatchObject({ label: 'Georgia', imageSrc: '/flags/ge.svg' })
    expect(options[2]).toMatchObject({ label: 'Alabama', depth: 1, parentLabel: 'United States' })
  })

  it('offers every country when the question lists none', () => {
    expect(countryAnswerOptions(undefined).length).toBeGreaterThan(50)
  })
})

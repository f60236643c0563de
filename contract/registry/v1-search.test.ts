import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { fieldErrorsOf } from '../errors'
import { V1KybSearchBodySchema, V1SearchStartedSchema } from './v1-search'

const valid = { search: 'Acme', country_names: ['germany'], services: ['kyb_check'] }

describe('V1KybSearchBodySchema (POST /api/search, kyb_check)', () => {
  it('accepts a name search, defaults search_type to contains, and accepts a registration number search with a state', () => {
    expect(V1KybSearchBodySchema.parse(valid)).toEqual({ ...valid, search_type: 'contains' })
    const byNumber = {
      registration_number: 'C1234567',
      country_names: ['united_states.delaware'],
      services: ['kyb_check', 'aml'],
      search_type: 'fuzzy',
      ttl: 60,
    }
    expect(V1KybSearchBodySchema.parse(byNumber)).toEqual(byNumber)
  })

  it.each([
    ['search shorter than 3', { ...valid, search: 'Ac' }, 'search', 'must be 3 to 128 characters'],
    ['search longer than 128', { ...valid, search: 'a'.repeat(129) }, 'search', 'must be 3 to 128 characters'],
    ['search not a string', { ...valid, search: 42 }, 'search', 'must be a string'],
    [
      'neither search nor registration_number',
      { country_names: ['germany'], services: ['kyb_check'] },
      'search',
      'is required unless registration_number is given',
    ],
    [
      'empty registration_number',
      { ...valid, search: undefined, registration_number: '' },
      'registration_number',
      'must be 1 to 255 characters',
    ],
    [
      'registration_number longer than 255',
      { ...valid, registration_number: '1'.repeat(256) },
      'registration_number',
      'must be 1 to 255 characters',
    ],
    ['country_names missing', { search: 'Acme', services: ['kyb_check'] }, 'country_names', 'is required'],
    [
      'country_names not an array',
      { ...valid, country_names: 'germany' },
      'country_names',
      'must be an array of country names',
    ],
    [
      'two countries',
      { ...valid, country_names: ['germany', 'france'] },
      'country_names',
      'must contain exactly one country (or country.state)',
    ],
    [
      'no country',
      { ...valid, country_names: [] },
      'country_names',
      'must contain exactly one country (or country.state)',
    ],
    [
      'unknown country',
      { ...valid, country_names: ['atlantis'] },
      'country_names.0',
      expect.stringContaining('must be a served country name'),
    ],
    [
      'united_states without a state',
      { ...valid, country_names: ['united_states'] },
      'country_names.0',
      expect.stringContaining('united_states is searched by state: send united_states.<state>'),
    ],
    [
      'unknown state',
      { ...valid, country_names: ['united_states.ontario'] },
      'country_names.0',
      expect.stringContaining('must be a served country name'),
    ],
    [
      'search_type outside the enum',
      { ...valid, search_type: 'exact' },
      'search_type',
      'must be one of contains, start_with, fuzzy',
    ],
    ['services missing', { search: 'Acme', country_names: ['germany'] }, 'services', 'is required'],
    ['services without kyb_check', { ...valid, services: ['kyc'] }, 'services', 'must include kyb_check'],
    ['ttl below 60', { ...valid, ttl: 59 }, 'ttl', 'must be a whole number of seconds, at least 60'],
    ['ttl not whole', { ...valid, ttl: 60.5 }, 'ttl', 'must be a whole number of seconds, at least 60'],
    ['ttl as a string', { ...valid, ttl: '120' }, 'ttl', 'must be a whole number of seconds, at least 60'],
  ])('rejects %s, naming the field and the rule', (_case, body, path, message) => {
    expect(fieldErrorsOf(V1KybSearchBodySchema, body)).toContainEqual({ path, message })
  })

  it('reports every broken rule at once', () => {
    const paths = fieldErrorsOf(V1KybSearchBodySchema, { country_names: [], services: [], ttl: 1 }).map((e) => e.path)
    expect(paths.sort()).toEqual(['country_names', 'search', 'services', 'ttl'])
  })

  it('accepts exactly the names of 3 to 128 characters and the ttls of at least 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), (length) => {
        const ok = fieldErrorsOf(V1KybSearchBodySchema, { ...valid, search: 'n'.repeat(length) }).length === 0
        expect(ok).toBe(length >= 3 && length <= 128)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100000 }), (ttl) => {
        expect(fieldErrorsOf(V1KybSearchBodySchema, { ...valid, ttl }).length === 0).toBe(ttl >= 60)
      }),
    )
  })

  it('refuses a body that is not an object', () => {
    expect(fieldErrorsOf(V1KybSearchBodySchema, null)).toEqual([{ path: '(body)', message: 'must be a JSON object' }])
    expect(fieldErrorsOf(V1KybSearchBodySchema, [valid])).toEqual([
      { path: '(body)', message: 'must be a JSON object' },
    ])
  })

  it('accepts a large ttl (no maximum)', () => {
    expect(fieldErrorsOf(V1KybSearchBodySchema, { ...valid, ttl: 86400 * 365 })).toEqual([])
    // Beyond Number.MAX_SAFE_INTEGER a whole number is still a whole number of seconds.
    expect(fieldErrorsOf(V1KybSearchBodySchema, { ...valid, ttl: 1e20 })).toEqual([])
  })
})

describe('V1SearchStartedSchema (bare response)', () => {
  it('accepts the identifiers and lets unknown fields through', () => {
    const response = { request_id: 'r1', service_id: 's1', extra: { nested: true } }
    expect(V1SearchStartedSchema.parse(response)).toEqual(response)
  })

  it('rejects a missing or wrongly typed identifier', () => {
    expect(fieldErrorsOf(V1SearchStartedSchema, { request_id: 'r1' }).map((e) => e.path)).toEqual(['service_id'])
    expect(fieldErrorsOf(V1SearchStartedSchema, { request_id: 1, service_id: 's' }).map((e) => e.path)).toEqual([
      'request_id',
    ])
  })
})

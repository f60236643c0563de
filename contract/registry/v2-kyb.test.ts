import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '../errors'
import { exampleV2KybResponse } from './examples'
import { V2CreateKybBodySchema, V2KybResponseSchema, V2ListKybQuerySchema } from './v2-kyb'

const valid = { name: 'Acme', country_codes: ['DE'] }

describe('V2CreateKybBodySchema (POST /v2/kyb)', () => {
  it('accepts a name search with a default search_type, and a registration number search on a state code', () => {
    expect(V2CreateKybBodySchema.parse(valid)).toEqual({ ...valid, search_type: 'contains' })
    const byNumber = { registration_number: '1', country_codes: ['US_DE'], search_type: 'start_with', ttl: 3600 }
    expect(V2CreateKybBodySchema.parse(byNumber)).toEqual(byNumber)
    expect(fieldErrorsOf(V2CreateKybBodySchema, { ...valid, country_codes: ['CA_ON'] })).toEqual([])
    expect(fieldErrorsOf(V2CreateKybBodySchema, { ...valid, country_codes: ['AE_DU'] })).toEqual([])
  })

  it.each([
    ['name shorter than 3', { ...valid, name: 'Ac' }, 'name', 'must be 3 to 128 characters'],
    ['name of only spaces', { ...valid, name: '     ' }, 'name', 'must be 3 to 128 characters'],
    ['name longer than 128', { ...valid, name: 'n'.repeat(129) }, 'name', 'must be 3 to 128 characters'],
    [
      'neither name nor registration_number',
      { country_codes: ['DE'] },
      'name',
      'is required unless registration_number is given',
    ],
    [
      'registration_number longer than 255',
      { ...valid, registration_number: '9'.repeat(256) },
      'registration_number',
      'must be 1 to 255 characters',
    ],
    ['country_codes missing', { name: 'Acme' }, 'country_codes', 'is required'],
    [
      'two codes',
      { ...valid, country_codes: ['DE', 'FR'] },
      'country_codes',
      'must contain exactly one country or state code',
    ],
    [
      'a version 1 name instead of a code',
      { ...valid, country_codes: ['germany'] },
      'country_codes.0',
      expect.stringContaining('must be a served country or state code'),
    ],
    [
      'US without a state',
      { ...valid, country_codes: ['US'] },
      'country_codes.0',
      expect.stringContaining('US is searched by state: send US_<state>'),
    ],
    [
      'lower-case code',
      { ...valid, country_codes: ['de'] },
      'country_codes.0',
      expect.stringContaining('must be a served country or state code'),
    ],
    [
      'search_type outside the enum',
      { ...valid, search_type: 'regex' },
      'search_type',
      'must be one of contains, start_with, fuzzy',
    ],
    ['ttl below 60', { ...valid, ttl: 10 }, 'ttl', 'must be a whole number of seconds, at least 60'],
  ])('rejects %s, naming the field and the rule', (_case, body, path, message) => {
    expect(fieldErrorsOf(V2CreateKybBodySchema, body)).toContainEqual({ path, message })
  })
})

describe('V2ListKybQuerySchema (GET /v2/kyb)', () => {
  it('needs kyb_request_id; page and limit are digit strings', () => {
    expect(fieldErrorsOf(V2ListKybQuerySchema, { kyb_request_id: 'k', page: '1', limit: '25' })).toEqual([])
    expect(fieldErrorsOf(V2ListKybQuerySchema, { page: 'x' })).toEqual([
      { path: 'kyb_request_id', message: 'is required' },
      { path: 'page', message: 'must be a whole number' },
    ])
  })
})

describe('V2KybResponseSchema', () => {
  it('accepts a complete response and lets unknown fields through', () => {
    expect(fieldErrorsOf(V2KybResponseSchema, exampleV2KybResponse)).toEqual([])
    const [company] = exampleV2KybResponse.data.kyb_responses
    const parsed = V2KybResponseSchema.parse({
      ...exampleV2KybResponse,
      data: { ...exampleV2KybResponse.data, kyb_responses: [{ ...company, score: 3 }] },
    })
    expect(parsed.data.kyb_responses[0]?.score).toBe(3)
  })

  it('rejects wrong types with the path of the field', () => {
    const data = exampleV2KybResponse.data
    const [company] = data.kyb_responses
    expect(
      fieldErrorsOf(V2KybResponseSchema, {
        ...exampleV2KybResponse,
        data: { ...data, kyb_request: { ...data.kyb_request, status: 'done' } },
      }).map((e) => e.path),
    ).toEqual(['data.kyb_request.status'])
    expect(
      fieldErrorsOf(V2KybResponseSchema, {
        ...exampleV2KybResponse,
        data: { ...data, kyb_responses: [{ ...company, fetch_status: true }] },
      }).map((e) => e.path),
    ).toEqual(['data.kyb_responses.0.fetch_status'])
    expect(fieldErrorsOf(V2KybResponseSchema, { ...exampleV2KybResponse, error: true }).map((e) => e.path)).toEqual([
      'error',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { exampleOngoingReadResponse } from './examples'
import {
  ONGOING_DURATION_LIMITS,
  OngoingReadQuerySchema,
  OngoingReadResponseSchema,
  OngoingUpdateBodySchema,
} from './ongoing-aml'
import { fieldMessages } from './testing/field-messages'

const body = {
  service_type: 'ongoing_aml',
  aml_request_id: 'aml_1',
  duration: 3,
  duration_type: 'month',
  ongoing_enable: true,
}

describe('GET /api/ongoingRequest/read query', () => {
  it('accepts no parameters and every parameter', () => {
    expect(OngoingReadQuerySchema.parse({})).toEqual({ country_names: undefined })
    const parsed = OngoingReadQuerySchema.parse({
      search: 'Acme',
      page: '2',
      limit: '25',
      'country_names[]': ['germany', 'france'],
      match_status: 'potential match',
      ongoing_monitoring: 'true',
      start_date: '01-02-2026',
      end_date: '01-02-2026',
    })
    expect(parsed).toMatchObject({ page: '2', country_names: ['germany', 'france'], match_status: 'potential match' })
    expect(parsed).not.toHaveProperty('country_names[]')
  })

  it('accepts countries under country_names[] and country_names, one value or several', () => {
    expect(OngoingReadQuerySchema.parse({ 'country_names[]': 'germany' }).country_names).toEqual(['germany'])
    expect(OngoingReadQuerySchema.parse({ country_names: ['germany', 'spain'] }).country_names).toEqual([
      'germany',
      'spain',
    ])
    expect(
      OngoingReadQuerySchema.parse({ 'country_names[]': 'germany', country_names: 'spain' }).country_names,
    ).toEqual(['germany', 'spain'])
  })

  it('names the broken rule of each parameter', () => {
    expect(fieldMessages(OngoingReadQuerySchema, { start_date: '2026-02-01' })[0]).toBe(
      'start_date: must be a date as DD-MM-YYYY',
    )
    expect(fieldMessages(OngoingReadQuerySchema, { end_date: '31-02-2026' })).toEqual([
      'end_date: must be a real calendar date',
    ])
    expect(fieldMessages(OngoingReadQuerySchema, { start_date: '02-02-2026', end_date: '01-02-2026' })).toEqual([
      'end_date: must be on or after start_date',
    ])
    expect(fieldMessages(OngoingReadQuerySchema, { start_date: '31-12-2025', end_date: '01-01-2026' })).toEqual([])
    expect(fieldMessages(OngoingReadQuerySchema, { ongoing_monitoring: 'yes' })).toEqual([
      'ongoing_monitoring: must be true or false',
    ])
    expect(fieldMessages(OngoingReadQuerySchema, { match_status: 'match' })).toEqual([
      'match_status: must be "no match" or "potential match"',
    ])
    expect(fieldMessages(OngoingReadQuerySchema, { page: 'x' })).toEqual(['page: must be a whole number'])
    expect(fieldMessages(OngoingReadQuerySchema, { 'country_names[]': [''] })).toEqual([
      'country_names[].0: must not be empty',
    ])
  })
})

describe('GET /api/ongoingRequest/read response', () => {
  it('accepts the example, with or without pagination, and lets unknown fields through', () => {
    expect(fieldMessages(OngoingReadResponseSchema, exampleOngoingReadResponse)).toEqual([])
    const { pagination: _pagination, ...withoutPagination } = exampleOngoingReadResponse.data
    expect(
      fieldMessages(OngoingReadResponseSchema, { ...exampleOngoingReadResponse, data: withoutPagination }),
    ).toEqual([])
    const entry = { ...exampleOngoingReadResponse.data.ongoing_requests[0], risk: 'x' }
    const parsed = OngoingReadResponseSchema.parse({
      ...exampleOngoingReadResponse,
      data: { ongoing_requests: [entry] },
    })
    expect(parsed.data.ongoing_requests[0]).toHaveProperty('risk', 'x')
  })

  it('accepts empty duration fields and refuses wrong types', () => {
    const entry = exampleOngoingReadResponse.data.ongoing_requests[0]
    const withEntry = (patch: object) => ({
      ...exampleOngoingReadResponse,
      data: { ongoing_requests: [{ ...entry, ...patch }] },
    })
    expect(fieldMessages(OngoingReadResponseSchema, withEntry({ duration: '', duration_type: '' }))).toEqual([])
    expect(fieldMessages(OngoingReadResponseSchema, withEntry({ duration_type: 'year' }))).toEqual([
      'data.ongoing_requests.0.duration_type: must be day, week, month or empty',
    ])
    expect(fieldMessages(OngoingReadResponseSchema, withEntry({ service_type: ['aml'] }))).toEqual([
      'data.ongoing_requests.0.service_type: must include ongoing_aml',
    ])
    expect(fieldMessages(OngoingReadResponseSchema, withEntry({ ongoing_monitoring: 'true' }))[0]).toMatch(
      /^data\.ongoing_requests\.0\.ongoing_monitoring:/,
    )
    expect(fieldMessages(OngoingReadResponseSchema, withEntry({ total_ongoing_request: 1.5 }))[0]).toMatch(
      /^data\.ongoing_requests\.0\.total_ongoing_request:/,
    )
  })
})

describe('POST /api/ongoingRequest/update body', () => {
  it('accepts every duration in range for each duration_type, enabling or disabling', () => {
    for (const [type, { min, max }] of Object.entries(ONGOING_DURATION_LIMITS)) {
      for (let duration = min; duration <= max; duration += 1) {
        for (const ongoing_enable of [true, false]) {
          expect(
            fieldMessages(OngoingUpdateBodySchema, { ...body, duration, duration_type: type, ongoing_enable }),
          ).toEqual([])
        }
      }
    }
  })

  it('refuses durations out of range for their type, also when disabling', () => {
    expect(fieldMessages(OngoingUpdateBodySchema, { ...body, duration: 8, duration_type: 'day' })).toEqual([
      'duration: must be 1 to 7 for duration_type day',
    ])
    expect(fieldMessages(OngoingUpdateBodySchema, { ...body, duration: 5, duration_type: 'week' })).toEqual([
      'duration: must be 1 to 4 for duration_type week',
    ])
    expect(fieldMessages(OngoingUpdateBodySchema, { ...body, duration: 13, duration_type: 'month' })).toEqual([
      'duration: must be 1 to 12 for duration_type month',
    ])
    expect(
      fieldMessages(OngoingUpdateBodySchema, { ...body, duration: 0, duration_type: 'day', ongoing_enable: false }),
    ).toEqual(['duration: must be 1 to 7 for duration_type day'])
  })

  it('reports every broken rule at once, each on its field', () => {
    expect(fieldMessages(OngoingUpdateBodySchema, { service_type: 'aml', duration: 9, duration_type: 'day' })).toEqual([
      'service_type: must be ongoing_aml',
      'aml_request_id: is required',
      'ongoing_enable: is required',
      'duration: must be 1 to 7 for duration_type day',
    ])
    expect(fieldMessages(OngoingUpdateBodySchema, { ...body, duration: 2.5 })).toEqual([
      'duration: must be a whole number',
    ])
    expect(fieldMessages(OngoingUpdateBodySchema, { ...body, duration: '3' })).toEqual([
      'duration: must be a whole number',
    ])
    expect(fieldMessages(OngoingUpdateBodySchema, { ...body, duration_type: 'year' })).toEqual([
      'duration_type: must be one of day, week, month',
    ])
    expect(fieldMessages(OngoingUpdateBodySchema, { ...body, ongoing_enable: 'true' })).toEqual([
      'ongoing_enable: must be true or false',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import {
  AmlMatchStatusSchema,
  AmlRequestStatusSchema,
  PerformCompanyAmlBodySchema,
  PerformCompanyAmlResponseSchema,
  PerformOfficersAmlBodySchema,
  PerformOfficersAmlResponseSchema,
} from './aml'
import { ReadAmlResponseQuerySchema, ReadAmlResponseSchema } from './aml-hits'
import { exampleReadAmlResponse } from './examples'
import { fieldMessages } from './testing/field-messages'

describe('AML start', () => {
  it('accepts company and officer bodies, version 1 or version 2 ids alike', () => {
    expect(PerformCompanyAmlBodySchema.parse({ company_id: 'cmp_1', request_id: 'req_1' })).toEqual({
      company_id: 'cmp_1',
      request_id: 'req_1',
    })
    expect(
      fieldMessages(PerformOfficersAmlBodySchema, {
        company_id: 'kyb_resp_1',
        request_id: 'kyb_req_1',
        person_name: 'Jane Doe',
      }),
    ).toEqual([])
    expect(fieldMessages(PerformOfficersAmlBodySchema, { company_id: 'c', request_id: 'r' })).toEqual([])
  })

  it('names each missing or invalid field', () => {
    expect(fieldMessages(PerformCompanyAmlBodySchema, { request_id: 'r' })).toEqual(['company_id: is required'])
    expect(fieldMessages(PerformCompanyAmlBodySchema, { company_id: 'c', request_id: '  ' })).toEqual([
      'request_id: is required',
    ])
    expect(fieldMessages(PerformCompanyAmlBodySchema, { company_id: 7, request_id: 'r' })).toEqual([
      'company_id: must be a string',
    ])
    expect(fieldMessages(PerformOfficersAmlBodySchema, { company_id: 'c', request_id: 'r', person_name: ' ' })).toEqual(
      ['person_name: must not be empty when given'],
    )
  })

  it('reads start responses and lets unknown fields through', () => {
    const company = PerformCompanyAmlResponseSchema.parse({
      error: false,
      message: 'started',
      data: { aml_request_id: 'aml_1', extra: 1 },
      trace: 'x',
    })
    expect(company.data).toEqual({ aml_request_id: 'aml_1', extra: 1 })
    expect(company).toHaveProperty('trace', 'x')
    expect(
      fieldMessages(PerformCompanyAmlResponseSchema, { error: false, message: 'm', data: { aml_request_id: 5 } })[0],
    ).toMatch(/^data\.aml_request_id:/)
    expect(fieldMessages(PerformOfficersAmlResponseSchema, { error: false, message: 'm', data: {} })).toEqual([])
    expect(fieldMessages(PerformOfficersAmlResponseSchema, { error: true, message: 'm', data: {} })[0]).toMatch(
      /^error:/,
    )
  })

  it('has the status values of ADR 0008', () => {
    expect(AmlRequestStatusSchema.options).toEqual(['pending', 'resolved'])
    expect(AmlMatchStatusSchema.options).toEqual(['no match', 'potential match'])
    expect(AmlMatchStatusSchema.nullable().parse(null)).toBeNull()
    expect(AmlMatchStatusSchema.safeParse('match').success).toBe(false)
  })
})

describe('readAmlResponse extension', () => {
  it('accepts the example and requires aml_request_id', () => {
    expect(fieldMessages(ReadAmlResponseSchema, exampleReadAmlResponse)).toEqual([])
    expect(fieldMessages(ReadAmlResponseQuerySchema, {})).toEqual(['aml_request_id: is required'])
  })

  it('keeps scores between 0 and 1 and match_status null only while pending is allowed', () => {
    const hit = exampleReadAmlResponse.data.hits[0]
    const withScore = (score: number) => ({
      ...exampleReadAmlResponse,
      data: { ...exampleReadAmlResponse.data, hits: [{ ...hit, score }] },
    })
    expect(fieldMessages(ReadAmlResponseSchema, withScore(1.2))).toEqual(['data.hits.0.score: must be between 0 and 1'])
    expect(fieldMessages(ReadAmlResponseSchema, withScore(-0.1))).toEqual([
      'data.hits.0.score: must be between 0 and 1',
    ])
    const pending = {
      ...exampleReadAmlResponse,
      data: { ...exampleReadAmlResponse.data, request_status: 'pending', match_status: null, hits: [] },
    }
    expect(fieldMessages(ReadAmlResponseSchema, pending)).toEqual([])
    const wrongStatus = { ...exampleReadAmlResponse, data: { ...exampleReadAmlResponse.data, request_status: 'done' } }
    expect(fieldMessages(ReadAmlResponseSchema, wrongStatus)[0]).toMatch(/^data\.request_status:/)
  })
})

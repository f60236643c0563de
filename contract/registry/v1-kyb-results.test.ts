import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '../errors'
import { exampleV1ReadKybResponse } from './examples'
import { V1ReadKybResponseQuerySchema, V1ReadKybResponseSchema } from './v1-kyb-results'

describe('V1ReadKybResponseQuerySchema (GET /api/readKybResponse)', () => {
  it('accepts request_id with optional digit-string page and limit', () => {
    expect(fieldErrorsOf(V1ReadKybResponseQuerySchema, { request_id: 'r1' })).toEqual([])
    expect(V1ReadKybResponseQuerySchema.parse({ request_id: 'r1', page: '2', limit: '50' })).toEqual({
      request_id: 'r1',
      page: '2',
      limit: '50',
    })
  })

  it.each([
    ['request_id missing', {}, 'request_id', 'is required'],
    ['request_id empty', { request_id: ' ' }, 'request_id', 'is required'],
    ['page not digits', { request_id: 'r1', page: 'two' }, 'page', 'must be a whole number'],
    ['page zero', { request_id: 'r1', page: '0' }, 'page', expect.stringMatching(/^must be between 1 and/)],
    ['limit negative', { request_id: 'r1', limit: '-5' }, 'limit', 'must be a whole number'],
  ])('rejects %s', (_case, query, path, message) => {
    expect(fieldErrorsOf(V1ReadKybResponseQuerySchema, query)).toContainEqual({ path, message })
  })
})

describe('V1ReadKybResponseSchema', () => {
  it('accepts a complete response', () => {
    expect(fieldErrorsOf(V1ReadKybResponseSchema, exampleV1ReadKybResponse)).toEqual([])
  })

  it('lets unknown fields through at every level', () => {
    const [company] = exampleV1ReadKybResponse.data.kyb_request_data
    const response = {
      ...exampleV1ReadKybResponse,
      trace: 'x',
      data: { ...exampleV1ReadKybResponse.data, extra: 1, kyb_request_data: [{ ...company, vendor_score: 0.7 }] },
    }
    const parsed = V1ReadKybResponseSchema.parse(response)
    expect(parsed.trace).toBe('x')
    expect(parsed.data.extra).toBe(1)
    expect(parsed.data.kyb_request_data[0]?.vendor_score).toBe(0.7)
  })

  it('rejects wrong types with the path of the field', () => {
    const data = exampleV1ReadKybResponse.data
    const [company] = data.kyb_request_data
    const cases: [unknown, string][] = [
      [{ ...data, resolved_count: '1' }, 'data.resolved_count'],
      [{ ...data, request_status: 'done' }, 'data.request_status'],
      [{ ...data, secondary_source: 'no' }, 'data.secondary_source'],
      [{ ...data, pagination: { ...data.pagination, total: '1' } }, 'data.pagination.total'],
      [{ ...data, kyb_request: { ...data.kyb_request, search_type: 'exact' } }, 'data.kyb_request.search_type'],
      [{ ...data, kyb_request_data: [{ ...company, risk_level: 'extreme' }] }, 'data.kyb_request_data.0.risk_level'],
      [{ ...data, kyb_request_data: [{ ...company, primary_source: 1 }] }, 'data.kyb_request_data.0.primary_source'],
    ]
    for (const [broken, path] of cases) {
      expect(
        fieldErrorsOf(V1ReadKybResponseSchema, { ...exampleV1ReadKybResponse, data: broken }).map((e) => e.path),
      ).toEqual([path])
    }
  })

  it('accepts the low_risk value seen in responses', () => {
    const [company] = exampleV1ReadKybResponse.data.kyb_request_data
    const data = { ...exampleV1ReadKybResponse.data, kyb_request_data: [{ ...company, risk_level: 'low_risk' }] }
    expect(fieldErrorsOf(V1ReadKybResponseSchema, { ...exampleV1ReadKybResponse, data })).toEqual([])
  })
})

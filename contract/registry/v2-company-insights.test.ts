import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '../errors'
import { exampleV2CompanyInsights, exampleV2ReadKybResponse } from './examples'
import { V2CompanyInsightsSchema, V2ReadKybResponseParamsSchema, V2ReadKybResponseSchema } from './v2-company-insights'

describe('V2ReadKybResponseParamsSchema (GET /v2/kyb/{kyb_response_id})', () => {
  it('needs kyb_response_id', () => {
    expect(fieldErrorsOf(V2ReadKybResponseParamsSchema, { kyb_response_id: 'k1' })).toEqual([])
    expect(fieldErrorsOf(V2ReadKybResponseParamsSchema, {})).toEqual([
      { path: 'kyb_response_id', message: 'is required' },
    ])
  })
})

describe('V2CompanyInsightsSchema (spec §2.5)', () => {
  it('accepts complete insights inside the envelope', () => {
    expect(fieldErrorsOf(V2ReadKybResponseSchema, exampleV2ReadKybResponse)).toEqual([])
  })

  it('requires every stated field, documents_detail instead of filings_detail', () => {
    for (const field of Object.keys(exampleV2CompanyInsights)) {
      const { [field]: _removed, ...rest } = exampleV2CompanyInsights as Record<string, unknown>
      expect(
        fieldErrorsOf(V2CompanyInsightsSchema, rest).map((e) => e.path),
        field,
      ).toEqual([field])
    }
    expect(Object.keys(V2CompanyInsightsSchema.shape)).not.toContain('filings_detail')
    for (const v1Only of [
      'primary_source',
      'working_on_files',
      'services_completed',
      'ownership_shares_detail',
      'voting_shares_detail',
    ]) {
      expect(Object.keys(V2CompanyInsightsSchema.shape)).not.toContain(v1Only)
    }
  })

  it('needs aml_status on people and not the periods', () => {
    const [person] = exampleV2CompanyInsights.people_detail
    const { aml_status: _status, ...withoutStatus } = person as Record<string, unknown>
    expect(
      fieldErrorsOf(V2CompanyInsightsSchema, { ...exampleV2CompanyInsights, people_detail: [withoutStatus] }).map(
        (e) => e.path,
      ),
    ).toEqual(['people_detail.0.aml_status'])
  })

  it('lets unknown fields through and rejects wrong types', () => {
    const [document] = exampleV2CompanyInsights.documents_detail
    const parsed = V2CompanyInsightsSchema.parse({
      ...exampleV2CompanyInsights,
      documents_detail: [{ ...document, pages: 4 }],
    })
    expect(parsed.documents_detail[0]?.pages).toBe(4)
    expect(
      fieldErrorsOf(V2CompanyInsightsSchema, {
        ...exampleV2CompanyInsights,
        documents_detail: [{ ...document, document_not_found: 'no' }],
      }).map((e) => e.path),
    ).toEqual(['documents_detail.0.document_not_found'])
    expect(
      fieldErrorsOf(V2CompanyInsightsSchema, { ...exampleV2CompanyInsights, fetch_status: 'fetching' }).map(
        (e) => e.path,
      ),
    ).toEqual(['fetch_status'])
  })
})

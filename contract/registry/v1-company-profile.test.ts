import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '../errors'
import { exampleOwnershipStructure, exampleV1CompaniesReadResponse, exampleV1CompanyProfile } from './examples'
import { FinancialDetailSchema, OwnershipStructureSchema } from './profile-elements'
import { V1CompaniesReadQuerySchema, V1CompaniesReadResponseSchema, V1CompanyProfileSchema } from './v1-company-profile'

describe('V1CompaniesReadQuerySchema (GET /api/companies/read)', () => {
  it('needs both company_id and request_id', () => {
    expect(fieldErrorsOf(V1CompaniesReadQuerySchema, { company_id: 'c', request_id: 'r' })).toEqual([])
    expect(fieldErrorsOf(V1CompaniesReadQuerySchema, {})).toEqual([
      { path: 'company_id', message: 'is required' },
      { path: 'request_id', message: 'is required' },
    ])
    expect(fieldErrorsOf(V1CompaniesReadQuerySchema, { company_id: 'c'.repeat(129), request_id: 'r' })).toEqual([
      { path: 'company_id', message: 'must be at most 128 characters' },
    ])
  })
})

describe('V1CompanyProfileSchema (spec §2.4)', () => {
  it('accepts a complete profile inside the envelope', () => {
    expect(fieldErrorsOf(V1CompaniesReadResponseSchema, exampleV1CompaniesReadResponse)).toEqual([])
  })

  it('requires every stated field', () => {
    for (const field of Object.keys(exampleV1CompanyProfile)) {
      const { [field]: _removed, ...rest } = exampleV1CompanyProfile as Record<string, unknown>
      expect(
        fieldErrorsOf(V1CompanyProfileSchema, rest).map((e) => e.path),
        field,
      ).toEqual([field])
    }
  })

  it('lets unknown fields through, nested elements included', () => {
    const [person] = exampleV1CompanyProfile.people_detail
    const profile = {
      ...exampleV1CompanyProfile,
      vendor_flag: true,
      people_detail: [{ ...person, passport_hint: 'x' }],
    }
    const parsed = V1CompanyProfileSchema.parse(profile)
    expect(parsed.vendor_flag).toBe(true)
    expect(parsed.people_detail[0]?.passport_hint).toBe('x')
  })

  it('rejects wrong types with the path of the field', () => {
    const [person] = exampleV1CompanyProfile.people_detail
    const [filing] = exampleV1CompanyProfile.filings_detail
    const cases: [Record<string, unknown>, string][] = [
      [{ working_on_files: 'no' }, 'working_on_files'],
      [{ services_completed: 'kyb_check' }, 'services_completed'],
      [{ company_aml_status: 'clear' }, 'company_aml_status'],
      [{ years_since_dissolution: '3' }, 'years_since_dissolution'],
      [{ people_detail: [{ ...person, similar_people: {} }] }, 'people_detail.0.similar_people'],
      [{ people_detail: [{ ...person, aml_request_status: 'done' }] }, 'people_detail.0.aml_request_status'],
      [{ filings_detail: [{ ...filing, file_requested: 'yes' }] }, 'filings_detail.0.file_requested'],
      [{ filings_detail: [{ ...filing, price: '12.50' }] }, 'filings_detail.0.price'],
    ]
    for (const [change, path] of cases) {
      expect(
        fieldErrorsOf(V1CompanyProfileSchema, { ...exampleV1CompanyProfile, ...change }).map((e) => e.path),
      ).toEqual([path])
    }
  })

  it('validates the ownership tree at any depth', () => {
    expect(fieldErrorsOf(OwnershipStructureSchema, exampleOwnershipStructure)).toEqual([])
    const deep = {
      ...exampleOwnershipStructure,
      children: [
        {
          name: 'A',
          percentage: 50,
          active: true,
          meta_detail: {},
          children: [{ name: 'B', percentage: 'half', active: true, meta_detail: {} }],
        },
      ],
    }
    expect(fieldErrorsOf(OwnershipStructureSchema, deep).map((e) => e.path)).toEqual([
      'children.0.children.0.percentage',
    ])
  })

  it('checks key figure readings and insights of the financial detail', () => {
    const financial = exampleV1CompanyProfile.financial_detail
    const broken = {
      ...financial,
      insights: [
        {
          type: 'revenue',
          data_type: 'currency',
          figures: [{ key_figure: 'revenue', data: [{ year: '2023', value: 1 }] }],
        },
      ],
    }
    expect(fieldErrorsOf(FinancialDetailSchema, broken).map((e) => e.path)).toEqual([
      'insights.0.figures.0.data.0.year',
    ])
  })
})

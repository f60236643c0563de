import { exampleV1CompanyProfile, exampleV2CompanyInsights } from '@contract/registry'
import { describe, expect, it } from 'vitest'
import { toCompanyView } from './to-company-view'

describe('toCompanyView', () => {
  it('maps a version 1 profile: filings become documents, periods and sources kept', () => {
    const view = toCompanyView({ version: 'v1', data: exampleV1CompanyProfile })
    expect(view).toMatchObject({
      version: 'v1',
      id: exampleV1CompanyProfile._id,
      name: 'Acme Handels GmbH',
      registrationNumber: 'HRB 123456',
      country: { label: 'Germany', flag: '/flags/de.svg' },
      sources: { primary: exampleV1CompanyProfile.primary_source, secondary: exampleV1CompanyProfile.secondary_source },
    })
    expect(view.documents).toHaveLength(exampleV1CompanyProfile.filings_detail.length)
    expect(view.documents[0]).toMatchObject({
      uid: exampleV1CompanyProfile.filings_detail[0]!.uid,
      category: exampleV1CompanyProfile.filings_detail[0]!.category,
    })
    expect(view.officers[0]!.appointmentPeriod).toBe(exampleV1CompanyProfile.people_detail[0]!.appointment_period)
    expect(view.ownershipShares).toEqual(exampleV1CompanyProfile.ownership_shares_detail)
  })

  it('maps version 2 insights onto the same model', () => {
    const view = toCompanyView({ version: 'v2', data: exampleV2CompanyInsights })
    expect(view).toMatchObject({
      version: 'v2',
      id: 'kres_a001',
      country: { label: 'Germany', flag: '/flags/de.svg' },
      sources: null,
      ownershipShares: [],
      pending: false,
    })
    expect(view.documents.map((d) => d.uid)).toEqual(exampleV2CompanyInsights.documents_detail.map((d) => d.uid))
    expect(view.officers[0]!.amlStatus).toBe(exampleV2CompanyInsights.people_detail[0]!.aml_status)
    expect(view.officers[0]!.appointmentPeriod).toBeNull()
  })

  it('says when a profile is still being fetched', () => {
    expect(
      toCompanyView({ version: 'v2', data: { ...exampleV2CompanyInsights, fetch_status: 'pending' } }).pending,
    ).toBe(true)
    expect(
      toCompanyView({ version: 'v1', data: { ...exampleV1CompanyProfile, company_fetched_data_status: 'pending' } })
        .pending,
    ).toBe(true)
  })

  it('names states of version 2 codes and unknown version 1 names readably', () => {
    expect(
      toCompanyView({ version: 'v2', data: { ...exampleV2CompanyInsights, country_code: 'US_AL' } }).country.label,
    ).toBe('Alabama, United States')
    expect(
      toCompanyView({ version: 'v1', data: { ...exampleV1CompanyProfile, country_name: 'atlantis_republic' } }).country,
    ).toEqual({ label: 'Atlantis Republic', flag: undefined })
  })
})

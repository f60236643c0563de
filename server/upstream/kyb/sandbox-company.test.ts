import { SandboxCompanyResponseSchema } from '@contract/sandbox/companies'
import {
  V1CompaniesReadResponseSchema,
  V1ReadKybResponseSchema,
  V1SearchStartedSchema,
  V2KybResponseSchema,
  V2ReadKybResponseSchema,
} from '@contract/registry'
import { describe, expect, it } from 'vitest'
import { authHeaders, injectSigned, useTestApp } from '../test-support/upstream-harness'

/** POST /sandbox/companies at the realistic pace: the company is there at once, complete. */
describe('sandbox companies', () => {
  const upstream = useTestApp({ timeScale: 1 })
  const officers = [
    { name: 'Ingrid Halvorsen', designation: 'director', nationality: 'Norwegian', date_of_birth: '1971-04-09' },
    { name: 'Tomasz Wrobel', designation: 'secretary' },
  ]
  const owners = [
    { name: 'Ingrid Halvorsen', ownership_percentage: 60 },
    { name: 'Fjordlys Invest AS', ownership_percentage: 40 },
  ]

  it('is found at once by version 1 and 2 search, by name and by number, with exactly the persons given', async () => {
    const created = await injectSigned(
      upstream.app,
      {
        method: 'POST',
        url: '/sandbox/companies',
        payload: { country_code: 'NO', name: 'Skarvheim Maritime AS', officers, beneficial_owners: owners },
      },
      SandboxCompanyResponseSchema,
    )
    expect(created.data.company).toMatchObject({
      country_code: 'NO',
      country_name: 'norway',
      registration_number: expect.stringMatching(/\d/),
    })
    const number = created.data.company.registration_number

    const v2 = await injectSigned(
      upstream.app,
      { method: 'POST', url: '/v2/kyb', payload: { registration_number: number, country_codes: ['NO'] } },
      V2KybResponseSchema,
    )
    expect(v2.data.kyb_responses).toEqual([
      expect.objectContaining({ name: 'Skarvheim Maritime AS', registration_number: number, fetch_status: 'resolved' }),
    ])
    const insights = await injectSigned(
      upstream.app,
      { url: `/v2/kyb/${v2.data.kyb_responses[0]?.kyb_response_id}` },
      V2ReadKybResponseSchema,
    )
    expect(insights.data.people_detail.map((p) => [p.name, p.designation])).toEqual([
      ['Ingrid Halvorsen', 'director'],
      ['Tomasz Wrobel', 'secretary'],
    ])
    expect(insights.data.beneficial_owners_detail.map((p) => p.name)).toEqual([
      'Ingrid Halvorsen',
      'Fjordlys Invest AS',
    ])

    const v1 = await injectSigned(
      upstream.app,
      {
        method: 'POST',
        url: '/api/search',
        payload: { search: 'skarvheim maritime', country_names: ['norway'], services: ['kyb_check'] },
      },
      V1SearchStartedSchema,
    )
    const results = await injectSigned(
      upstream.app,
      { url: `/api/readKybResponse?request_id=${v1.request_id}` },
      V1ReadKybResponseSchema,
    )
    const entry = results.data.kyb_request_data.find((c) => c.registration_number === number)
    expect(entry).toMatchObject({ name: 'Skarvheim Maritime AS', company_fetched_data_status: 'resolved' })
    const profile = await injectSigned(
      upstream.app,
      { url: `/api/companies/read?company_id=${entry?.id}&request_id=${v1.request_id}` },
      V1CompaniesReadResponseSchema,
    )
    expect(profile.data).toMatchObject({
      company_fetched_data_status: 'resolved',
      name: 'Skarvheim Maritime AS',
      status: 'active',
    })
    expect(profile.data.people_detail).toHaveLength(2)
  })

  it('serves a profile that fits the contract whatever company the sandbox generated underneath', async () => {
    for (let i = 0; i < 15; i++) {
      const name = `Contract Check ${i} Ltd`
      await injectSigned(
        upstream.app,
        {
          method: 'POST',
          url: '/sandbox/companies',
          payload: {
            country_code: 'GB',
            name,
            officers: [{ name: 'Olive Tern' }],
            beneficial_owners: [{ name: 'Basil Tern' }],
          },
        },
        SandboxCompanyResponseSchema,
      )
      const found = await injectSigned(
        upstream.app,
        { method: 'POST', url: '/v2/kyb', payload: { name, country_codes: ['GB'] } },
        V2KybResponseSchema,
      )
      const id = found.data.kyb_responses.find((r) => r.name === name)?.kyb_response_id
      const insights = await injectSigned(upstream.app, { url: `/v2/kyb/${id}` }, V2ReadKybResponseSchema)
      expect(insights.data.beneficial_owners_detail.map((o) => o.name)).toEqual(['Basil Tern'])
    }
  })

  it('refuses an unserved country, a short name and too many persons, naming the field', async () => {
    const refused = async (payload: Record<string, unknown>, field: string) => {
      const res = await upstream.app.inject({
        method: 'POST',
        url: '/sandbox/companies',
        headers: authHeaders,
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().data.fields.map((f: { path: string }) => f.path)).toContain(field)
    }
    await refused({ country_code: 'XX', name: 'Valid Name Ltd' }, 'country_code')
    await refused({ country_code: 'GB', name: 'AB' }, 'name')
    await refused(
      {
        country_code: 'GB',
        name: 'Crowded Ltd',
        officers: Array.from({ length: 101 }, (_, i) => ({ name: `Person ${i}` })),
      },
      'officers',
    )
    await refused(
      { country_code: 'GB', name: 'Dated Ltd', officers: [{ name: 'Some One', date_of_birth: '12/03/1970' }] },
      'officers.0.date_of_birth',
    )
  })
})

import { V1CompaniesReadResponseSchema, V1ReadKybResponseSchema, V2ReadKybResponseSchema } from '@contract/registry'
import { ErrorEnvelopeSchema } from '@contract/errors'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFileLinkSigner } from '../files/signed-links'
import { authHeaders, hasValidSignature, pollUntil, testApiKey, useTestApp } from '../test-support/upstream-harness'

/** The enhanced profile completes over (scaled) time; its filings download through signed links. */
describe('enhanced profile completion and filing downloads', () => {
  // 0.001: the whole profile (up to ~25 simulated minutes) completes within ~1.5 s.
  const upstream = useTestApp({ timeScale: 0.001 })
  let requestId: string

  beforeAll(async () => {
    const res = await upstream.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: authHeaders,
      payload: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
    })
    requestId = (res.json() as { request_id: string }).request_id
  })

  const readResults = async () =>
    V1ReadKybResponseSchema.parse(
      (
        await upstream.app.inject({
          url: `/api/readKybResponse?request_id=${requestId}&limit=1000`,
          headers: authHeaders,
        })
      ).json(),
    )
  const readProfile = async (companyId: string) =>
    V1CompaniesReadResponseSchema.parse(
      (
        await upstream.app.inject({
          url: `/api/companies/read?company_id=${companyId}&request_id=${requestId}`,
          headers: authHeaders,
        })
      ).json(),
    ).data

  it('every company ends resolved with its collections, files done', async () => {
    const results = await pollUntil(
      readResults,
      (r) =>
        r.data.request_status === 'resolved' &&
        r.data.kyb_request_data.every((c) => c.company_fetched_data_status === 'resolved'),
    )
    const withOfficers =
      results.data.kyb_request_data.find((c) => c.extensive_data.includes('Company Officers')) ??
      results.data.kyb_request_data[0]
    if (!withOfficers) throw new Error('no company')
    const profile = await readProfile(withOfficers.id)
    expect(profile).toMatchObject({
      company_fetched_data_status: 'resolved',
      working_on_files: false,
      services_in_progress: [],
      request_status: 'resolved',
    })
    expect(profile.services_completed).toEqual([
      'company_details',
      'company_officers',
      'financial_performance',
      'filings_history',
    ])
    expect(profile.registries_detail.length).toBeGreaterThan(0)
    expect(profile.people_detail.length + profile.beneficial_owners_detail.length).toBeGreaterThan(0)
  })

  it('serves an available filing as a PDF through its signed link, without token', async () => {
    const results = await readResults()
    let fileUrl: string | null | undefined
    for (const company of results.data.kyb_request_data) {
      const profile = await readProfile(company.id)
      fileUrl = profile.filings_detail.find((f) => f.file_url)?.file_url
      if (fileUrl) break
    }
    if (!fileUrl) throw new Error('no available filing among the results')
    expect(fileUrl).toMatch(/^\/api\/getFile\?file_id=.+&expires=\d+&signature=[0-9a-f]{64}$/)
    const res = await upstream.app.inject({ url: fileUrl })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
    expect(await hasValidSignature(res.rawPayload.toString('latin1'), res.headers)).toBe(true)

    const tampered = fileUrl.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`)
    const forbidden = await upstream.app.inject({ url: tampered })
    expect(forbidden.statusCode).toBe(403)
    expect(ErrorEnvelopeSchema.parse(forbidden.json()).message).toMatch(/signature/)

    const fileId = new URL(fileUrl, 'http://x').searchParams.get('file_id') ?? ''
    const expired = createFileLinkSigner(testApiKey, '').link(fileId, Date.now() - 3 * 24 * 3600 * 1000)
    const gone = await upstream.app.inject({ url: expired })
    expect(gone.statusCode).toBe(410)

    const missing = await upstream.app.inject({ url: '/api/getFile?file_id=x' })
    expect(missing.statusCode).toBe(400)
  })

  it('version 2 insights carry documents with signed links once fetched', async () => {
    const created = await upstream.app.inject({
      method: 'POST',
      url: '/v2/kyb',
      headers: authHeaders,
      payload: { name: 'gmbh', country_codes: ['DE'] },
    })
    const first = (created.json() as { data: { kyb_responses: { kyb_response_id: string }[] } }).data.kyb_responses[0]
    if (!first) throw new Error('no company')
    const insights = await pollUntil(
      async () =>
        V2ReadKybResponseSchema.parse(
          (await upstream.app.inject({ url: `/v2/kyb/${first.kyb_response_id}`, headers: authHeaders })).json(),
        ).data,
      (d) => d.fetch_status === 'resolved',
    )
    expect(insights.registries_detail.length).toBeGreaterThan(0)
    for (const document of insights.documents_detail) {
      if (document.document_url) expect(document.document_url).toMatch(/^\/api\/getFile\?/)
    }
  })
})

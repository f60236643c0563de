import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ReadAmlResponseSchema } from '@contract/services/aml-hits'
import { OngoingReadResponseSchema } from '@contract/services/ongoing-aml'
import { V2KybResponseSchema, V2ReadKybResponseSchema } from '@contract/registry'
import { SandboxCompanyResponseSchema } from '@contract/sandbox/companies'
import { afterAll, describe, expect, it } from 'vitest'
import { authHeaders, injectSigned, makeTempDir, pollUntil, useTestApp } from '../test-support/upstream-harness'
import { readWatchlistFile } from '../watchlist/import-file'
import { importList } from './watchlist-updates'

/**
 * List versions and list changes beyond OFAC: a monitored person is re-screened when the UK list
 * changes, and each screening and hit names the list versions it ran against. (Without the default
 * OFAC list, to stay fast; aml-flow.test.ts checks the OFAC list's version.)
 */
describe('list versions and re-screening on any list change', () => {
  const upstream = useTestApp({ timeScale: 0.001, defaultWatchlist: false })
  const temp = makeTempDir('kybdesk-uk-list-')
  afterAll(() => temp.remove())
  const header =
    'Last Updated,Unique ID,OFSI Group ID,Name 6,Name 1,Name 2,Name type,Alias strength,Regime Name,Designation Type,D.O.B,Nationality(/ies)\n'
  const ukFile = (name: string, reportDate: string, rows: string) => {
    const file = join(temp.dir, name)
    writeFileSync(file, `Report Date: ${reportDate}\n${header}${rows}`)
    return file
  }
  const amlResult = (id: string) =>
    injectSigned(upstream.app, { url: `/api/readAmlResponse?aml_request_id=${id}` }, ReadAmlResponseSchema)
  const ongoing = (query: string) =>
    injectSigned(upstream.app, { url: `/api/ongoingRequest/read${query}` }, OngoingReadResponseSchema)
  const versionOf = (data: Record<string, unknown>, list: string) =>
    (data.lists_screened as Array<{ list: string; version: string }>).find((l) => l.list === list)?.version

  it('re-screens a monitored person when the UK list changes, naming each list version', async () => {
    const core = upstream.app.upstream.core
    const initial = await readWatchlistFile(
      ukFile(
        'uk-0.csv',
        '19-Nov-2026',
        '19/11/2026,RUS9902,99002,OTHERPERSON,Ada,,Primary Name,,Russia,Individual,,\n',
      ),
    )
    await importList(core, initial)
    await injectSigned(
      upstream.app,
      {
        method: 'POST',
        url: '/sandbox/companies',
        payload: {
          country_code: 'GB',
          name: 'Quillfern Ostrava Trading Ltd',
          officers: [{ name: 'Quorran Zelwynski', date_of_birth: '1961-03-04' }],
          beneficial_owners: [],
        },
      },
      SandboxCompanyResponseSchema,
    )
    const search = await injectSigned(
      upstream.app,
      { method: 'POST', url: '/v2/kyb', payload: { name: 'Quillfern Ostrava Trading Ltd', country_codes: ['GB'] } },
      V2KybResponseSchema,
    )
    const company = search.data.kyb_responses.find((r) => r.name === 'Quillfern Ostrava Trading Ltd')
    const ids = { company_id: String(company?.kyb_response_id), request_id: search.data.kyb_request.kyb_request_id }
    await upstream.app.inject({ method: 'POST', url: '/api/performOfficersAml', headers: authHeaders, payload: ids })
    const screened = await pollUntil(
      () => injectSigned(upstream.app, { url: `/v2/kyb/${ids.company_id}` }, V2ReadKybResponseSchema),
      (r) => r.data.people_detail[0]?.aml_status === 'no match',
    )
    const amlRequestId = String(screened.data.people_detail[0]?.aml_request_id)
    const before = await amlResult(amlRequestId)
    expect(versionOf(before.data, 'uk_sanctions')).toBe(`2026-11-19/${initial.file_hash?.slice(0, 12)}`)
    await upstream.app.inject({
      method: 'POST',
      url: '/api/ongoingRequest/update',
      headers: authHeaders,
      payload: {
        service_type: 'ongoing_aml',
        aml_request_id: amlRequestId,
        duration: 1,
        duration_type: 'month',
        ongoing_enable: true,
      },
    })

    const first = await readWatchlistFile(
      ukFile(
        'uk-1.csv',
        '20-Nov-2026',
        '20/11/2026,RUS9901,99001,ZELWYNSKI,Quorran,,Primary Name,,Russia,Individual,00/00/1961,Russian\n19/11/2026,RUS9902,99002,OTHERPERSON,Ada,,Primary Name,,Russia,Individual,,\n',
      ),
    )
    await importList(core, first)
    await pollUntil(
      () => ongoing('?search=Zelwynski'),
      (r) => r.data.ongoing_requests[0]?.match_status === 'potential match',
    )
    const flagged = await amlResult(amlRequestId)
    const ukVersion = `2026-11-20/${first.file_hash?.slice(0, 12)}`
    expect(flagged.data.hits[0]).toMatchObject({ list: 'uk_sanctions', entry_id: 'RUS9901', list_version: ukVersion })
    expect(flagged.data.hits[0]?.features).toContainEqual(expect.objectContaining({ name: 'date_of_birth', score: 1 }))
    expect(versionOf(flagged.data, 'uk_sanctions')).toBe(ukVersion)

    const second = await readWatchlistFile(
      ukFile(
        'uk-2.csv',
        '21-Nov-2026',
        '20/11/2026,RUS9902,99002,OTHERPERSON,Ada,,Primary Name,,Russia,Individual,,\n',
      ),
    )
    await importList(core, second)
    await pollUntil(
      () => ongoing('?search=Zelwynski'),
      (r) => r.data.ongoing_requests[0]?.match_status === 'no match',
    )
    const delisted = await amlResult(amlRequestId)
    expect(delisted.data.hits).toEqual([])
    expect(versionOf(delisted.data, 'uk_sanctions')).toBe(`2026-11-21/${second.file_hash?.slice(0, 12)}`)

    // The next day's file lists the same entries: no hit changes, but the request names the new version.
    const third = await readWatchlistFile(
      ukFile(
        'uk-3.csv',
        '22-Nov-2026',
        '20/11/2026,RUS9902,99002,OTHERPERSON,Ada,,Primary Name,,Russia,Individual,,\n',
      ),
    )
    expect(await importList(core, third)).toMatchObject({ changed: [], removed: [] })
    const renamed = await pollUntil(
      () => amlResult(amlRequestId),
      (r) => versionOf(r.data, 'uk_sanctions') !== versionOf(delisted.data, 'uk_sanctions'),
    )
    expect(versionOf(renamed.data, 'uk_sanctions')).toBe(`2026-11-22/${third.file_hash?.slice(0, 12)}`)
  })
})

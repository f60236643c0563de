import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pollUntil } from './black-box-server'
import { spawnUpstream } from './upstream-process'

type Upstream = Awaited<ReturnType<typeof spawnUpstream>>
interface V1Data {
  request_status: string
  kyb_request_data: { name: string; registration_number: string | null }[]
  pagination: { total: number }
}
interface V2Data {
  kyb_request: { kyb_request_id: string; status: string }
  kyb_responses: { kyb_response_id: string; name: string; registration_number: string | null }[]
  pagination: { total: number }
}

const fingerprint = (companies: { name: string; registration_number: string | null }[]) =>
  companies.map((c) => `${c.registration_number ?? ''}|${c.name}`).sort()

/** ADR 0003 and the acknowledged-work rule: a SIGKILL mid-search loses nothing that was acknowledged. */
describe('kill -9 in the middle of searches, then restart on the same data', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kybdesk-conformance-restart-'))
  const started: Upstream[] = []
  afterAll(async () => {
    for (const upstream of started) await upstream.kill9()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const v1Read = async (upstream: Upstream, id: string) =>
    ((await upstream.call(`/api/readKybResponse?request_id=${id}&limit=1000`)).json as { data: V1Data }).data
  const v2Read = async (upstream: Upstream, id: string) =>
    ((await upstream.call(`/v2/kyb?kyb_request_id=${id}&limit=1000`)).json as { data: V2Data }).data

  it('finishes every acknowledged search after the restart, with exactly the companies a fresh search finds', async () => {
    const first = await spawnUpstream({ dataDir, timeScale: 0.01, datasetSize: 3000 })
    started.push(first)
    const v1 = await first.call('/api/search', {
      body: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
    })
    expect(v1.status).toBe(200)
    const v1Id = (v1.json as { request_id: string }).request_id
    const v1Ttl = (
      await first.call('/api/search', {
        body: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'], ttl: 60 },
      })
    ).json as { request_id: string }
    const v2 = (await first.call('/v2/kyb', { body: { name: 'gmbh', country_codes: ['DE'] } })).json as { data: V2Data }
    const v2Id = v2.data.kyb_request.kyb_request_id
    const v2Company = v2.data.kyb_responses[0]
    if (!v2Company) throw new Error('version 2 returned nothing at once')
    expect((await v1Read(first, v1Id)).request_status, 'killed while the search is pending').toBe('pending')
    await first.kill9()

    const second = await spawnUpstream({ dataDir, timeScale: 0.002, datasetSize: 3000 })
    started.push(second)
    const v1Done = await pollUntil(
      () => v1Read(second, v1Id),
      (d) => d.request_status === 'resolved',
    )
    const v2Done = await pollUntil(
      () => v2Read(second, v2Id),
      (d) => d.kyb_request.status === 'resolved',
    )
    const ttlDone = await pollUntil(
      () => v1Read(second, v1Ttl.request_id),
      (d) => d.request_status === 'resolved',
    )

    const control = (
      await second.call('/api/search', {
        body: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
      })
    ).json as { request_id: string }
    const controlDone = await pollUntil(
      () => v1Read(second, control.request_id),
      (d) => d.request_status === 'resolved',
    )
    expect(controlDone.pagination.total).toBeGreaterThan(0)
    expect(fingerprint(v1Done.kyb_request_data), 'v1: nothing lost, nothing doubled').toEqual(
      fingerprint(controlDone.kyb_request_data),
    )
    expect(v1Done.pagination.total).toBe(controlDone.pagination.total)
    expect(fingerprint(v2Done.kyb_responses), 'v2: nothing lost, nothing doubled').toEqual(
      fingerprint(controlDone.kyb_request_data),
    )
    expect(ttlDone.pagination.total).toBeLessThanOrEqual(controlDone.pagination.total)
    expect(v2Done.kyb_responses.map((c) => c.kyb_response_id)).toContain(v2Company.kyb_response_id)

    const insights = await pollUntil(
      async () =>
        ((await second.call(`/v2/kyb/${v2Company.kyb_response_id}`)).json as { data: { fetch_status: string } }).data,
      (d) => d.fetch_status === 'resolved',
    )
    expect(insights.fetch_status).toBe('resolved')
  }, 120_000) // two processes start and generate a dataset: a deadline for a busy machine, not a speed goal
})

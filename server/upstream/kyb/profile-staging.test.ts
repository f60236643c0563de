import { V2KybResponseSchema, V2ReadKybResponseSchema } from '@contract/registry'
import { describe, expect, it } from 'vitest'
import { authHeaders, pollUntil, useTestApp, sqliteOf } from '../test-support/upstream-harness'
import { kybJobKinds } from './kyb-job-kinds'

/** At realistic speed, a profile's collections appear stage by stage, each by its durable job. */
describe('profile collections appear in stages', () => {
  const upstream = useTestApp({ timeScale: 1 })

  it('shows only the completed stages while the fetch is pending', async () => {
    const created = V2KybResponseSchema.parse(
      (
        await upstream.app.inject({
          method: 'POST',
          url: '/v2/kyb',
          headers: authHeaders,
          payload: { name: 'gmbh', country_codes: ['DE'] },
        })
      ).json(),
    )
    const first = created.data.kyb_responses[0]
    if (!first) throw new Error('no immediate company')
    const read = async () =>
      V2ReadKybResponseSchema.parse(
        (await upstream.app.inject({ url: `/v2/kyb/${first.kyb_response_id}`, headers: authHeaders })).json(),
      ).data
    const initial = await read()
    expect(initial).toMatchObject({
      fetch_status: 'pending',
      registries_detail: [],
      people_detail: [],
      documents_detail: [],
    })
    expect(initial.financial_detail).toMatchObject({ currency: null, insights: [], key_figure_readings: [] })

    // The first stage is 10-40 s away at this scale: let its time come now.
    sqliteOf(upstream.app)
      .prepare('update jobs set run_at = ? where kind = ?')
      .run(Date.now(), kybJobKinds.profileStage)
    upstream.app.upstream.runner.wake()
    const staged = await pollUntil(read, (d) => d.registries_detail.length > 0)
    expect(staged.fetch_status).toBe('pending')
    expect(staged.people_detail).toEqual([])
    expect(staged.financial_detail?.insights).toEqual([])
    expect(staged.documents_detail).toEqual([])
    // The next stage is scheduled, durably, minutes ahead.
    const next = sqliteOf(upstream.app)
      .prepare('select run_at from jobs where kind = ?')
      .all(kybJobKinds.profileStage) as { run_at: number }[]
    expect(next.length).toBeGreaterThan(0)
    for (const job of next) expect(job.run_at).toBeGreaterThan(Date.now() + 30_000)
  })
})

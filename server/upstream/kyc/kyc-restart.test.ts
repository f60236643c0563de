import Database from 'better-sqlite3'
import { ReadKycResponseSchema } from '@contract/services/kyc'
import { KycSubmissionResponseSchema } from '@contract/services/kyc-submission'
import { afterAll, describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { useCallbackReceiver } from '../test-support/callback-receiver'
import { authHeaders, buildTestApp, makeTempDir, pollUntil } from '../test-support/upstream-harness'
import { png, sandboxDocument, submitKyc } from '../test-support/kyc-test-forms'

/** A KYC request acknowledged before a crash is verified after the restart, once, and called back. */
describe('KYC verification survives a restart mid-verification', () => {
  const temp = makeTempDir()
  const dbFile = `${temp.dir}/upstream.sqlite`
  const apps: UpstreamApp[] = []
  const callbacks = useCallbackReceiver()
  afterAll(async () => {
    for (const app of apps) await app.close()
    temp.remove()
  })

  async function open(timeScale: number) {
    const app = await buildTestApp({ dbFile, timeScale, callbackUrl: callbacks.url, datasetSize: 1000 })
    apps.push(app)
    return app
  }

  it('a request whose verification was running when the process died is verified after the restart', async () => {
    const first = await open(1) // realistic pace: the verification is not due before the stop
    const bill = await sandboxDocument(first, 'address', {
      full_address: '12 Baker Street, London NW1 6XE',
      country_code: 'GB',
    })
    const response = await submitKyc(first, [
      ['services[]', 'kyc'],
      ['country_names[]', 'united_kingdom'],
      ['address[full_address]', '12 Baker St, London NW1 6XE'],
      ['address[proof]', png(bill)],
    ])
    const { kyc_request_id: id } = KycSubmissionResponseSchema.parse(response.json())
    await first.close()
    // As if the process died while the job ran: claimed, its lease still long.
    const raw = new Database(dbFile)
    raw
      .prepare(
        "update jobs set status = 'running', attempts = 1, run_at = ?, locked_until = ? where instr(payload, ?) > 0",
      )
      .run(Date.now(), Date.now() + 3_600_000, id)
    expect((raw.prepare('select status from kyc_requests where id = ?').get(id) as { status: string }).status).toBe(
      'pending',
    )
    raw.close()

    const second = await open(0.001)
    const done = await pollUntil(
      async () =>
        ReadKycResponseSchema.parse(
          (await second.inject({ url: `/api/readKycResponse?kyc_request_id=${id}`, headers: authHeaders })).json(),
        ),
      (r) => r.data.request_status !== 'pending',
      60_000,
    )
    expect(done.data.request_status, JSON.stringify(done.data.kyc_response_data)).toBe('verification.accepted')
    const sent = await pollUntil(
      async () => callbacks.received.filter((c) => c.kyc_request_id === id),
      (c) => c.length > 0,
    )
    expect(sent).toEqual([
      expect.objectContaining({
        event: 'verification.accepted',
        service: 'kyc',
        status: 'verification.accepted',
        service_id: done.data.kyc_request.service_id,
      }),
    ])
  })
})

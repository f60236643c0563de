import { KycSubmissionResponseSchema } from '@contract/services/kyc-submission'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { createPostgresDatabase } from '../../test-support/postgres-cluster'
import type { UpstreamApp } from '../app'
import { png, sandboxDocument, submitKyc } from '../test-support/kyc-test-forms'
import { buildTestApp } from '../test-support/upstream-harness'
import { processKycRequest } from './kyc-jobs'
import { ocrReaders, type ProofReaders } from './verify-request'
import { scaled } from '../../../e2e/load-factor'

/** This file's deadline for its slow steps, scaled to the machine's load like every default (e2e/load-factor.ts). */
const deadline = scaled(120_000)

/**
 * Two workers run the same verification at once (a lease taken over while the first still runs):
 * both find the request pending and read its proof, yet its outcome and its callback are written
 * once — the outcome is a compare-and-set in the transaction that enqueues the callback.
 */
describe('a KYC verification run twice at once on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  let app: UpstreamApp

  beforeAll(async () => {
    database = await createPostgresDatabase(inject('postgresUrl'))
    app = await buildTestApp({
      dbFile: ':memory:',
      databaseUrl: database.url,
      jobConcurrency: 0,
      datasetSize: 1000,
      callbackUrl: 'http://127.0.0.1:9/callbacks',
    })
  }, deadline)
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  it('writes one outcome and one callback', { timeout: deadline }, async () => {
    const bill = await sandboxDocument(app, 'address', {
      full_address: '12 Baker Street, London NW1 6XE',
      country_code: 'GB',
    })
    const response = await submitKyc(app, [
      ['services[]', 'kyc'],
      ['country_names[]', 'united_kingdom'],
      ['address[full_address]', '12 Baker St, London NW1 6XE'],
      ['address[proof]', png(bill)],
    ])
    expect(response.statusCode, response.body).toBe(200)
    const { kyc_request_id: id } = KycSubmissionResponseSchema.parse(response.json())

    // Both runs reach the reader (both saw the request pending) before either may write.
    let arrived = 0
    let release: () => void = () => {}
    const bothRead = new Promise<void>((resolve) => (release = resolve))
    let reading: ReturnType<ProofReaders['address']> | undefined
    const readers: ProofReaders = {
      identity: ocrReaders.identity,
      async address(proofs, today) {
        arrived += 1
        if (arrived === 2) release()
        await bothRead
        reading ??= ocrReaders.address(proofs, today)
        return reading
      },
    }
    const { core } = app.upstream
    await Promise.all([processKycRequest(core, id, readers), processKycRequest(core, id, readers)])

    expect(arrived).toBe(2)
    const request = await core.db.selectFrom('kyc_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(request.status).not.toBe('pending')
    const sent = await core.db
      .selectFrom('callback_outbox')
      .select(['event', 'body'])
      .where('stream', '=', id)
      .execute()
    expect(sent.filter((row) => row.event === request.status)).toHaveLength(1)
  })
})

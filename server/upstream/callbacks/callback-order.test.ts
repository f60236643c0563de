import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createClock } from '../clock/time-scale'
import type { UpstreamDb } from '../db/open-database'
import { createJobRunner, type JobRunner } from '../jobs/job-runner'
import { openTestDatabase, upstreamEngines } from '../test-support/engines'
import { pollUntil } from '../test-support/upstream-harness'
import { createCallbackOutbox, deliverCallbackJob } from './callback-outbox'
import { createDeliverCallbackHandler } from './deliver-callback'

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} }

describe.each(upstreamEngines)('callback order per request on %s', (engine) => {
  let database: UpstreamDb | undefined
  let runner: JobRunner | undefined
  let server: Server | undefined
  afterEach(async () => {
    await runner?.stop()
    await database?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('delivers the events of one request in order, each once, though the first is refused once', async () => {
    const received: string[] = []
    let refused = false
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const event = (JSON.parse(body) as { event: string }).event
        if (event === 'request.pending' && !refused) {
          refused = true
          res.writeHead(503).end()
          return
        }
        received.push(event)
        res.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callbacks`

    database = await openTestDatabase(engine)
    const { db } = database
    const clock = createClock(0.0001)
    const handlers = new Map([
      [
        deliverCallbackJob,
        createDeliverCallbackHandler({ db, clock, apiKey: 'k'.repeat(16), log: silent, wake: () => runner?.wake() }),
      ],
    ])
    runner = createJobRunner({ db, engine, clock, handlers, log: silent, maxIdleMs: 20 })
    const outbox = createCallbackOutbox({ callbackUrl: url, clock })
    const ids = { request_id: 'req-1', service_id: 'svc-1' }
    await db
      .transaction()
      .execute((trx) =>
        outbox.enqueueCallback(trx, { event: 'request.pending', service: 'kyb_check', status: 'pending', ...ids }),
      )
    await db
      .transaction()
      .execute((trx) =>
        outbox.enqueueCallback(trx, { event: 'request.resolved', service: 'kyb_check', status: 'resolved', ...ids }),
      )
    await runner.start()
    await pollUntil(
      async () => received.length,
      (n) => n === 2,
    )
    expect(refused).toBe(true)
    expect(received).toEqual(['request.pending', 'request.resolved'])
    // The receiver answered before the worker recorded the delivery: wait for the bookkeeping.
    const rows = await pollUntil(
      () => db.selectFrom('callback_outbox').select(['event', 'status', 'position']).orderBy('position').execute(),
      (list) => list.every((row) => row.status !== 'pending'),
    )
    expect(rows).toEqual([
      { event: 'request.pending', status: 'delivered', position: 0 },
      { event: 'request.resolved', status: 'delivered', position: 1 },
    ])
  })
})

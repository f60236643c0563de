import { isDefined, pollUntil } from '../test-support/poll-until'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CallbackDelivery, CallbackListResponse, CallbackReceipt } from '@contract/bff/callbacks'
import type { RequestListResponse } from '@contract/bff/requests'
import { signBody } from '@contract/signature'
import { csrf, stackApiKey, startSignedInStack, type Stack } from './stack'

/**
 * Callbacks the real upstream sent, replayed, mutated, forged and made stale by an attacker who can
 * reach /callbacks/upstream: only the original changes anything.
 */
let stack: Stack
let cookie: string

beforeAll(async () => {
  ;({ stack, cookie } = await startSignedInStack({ timeScale: 0.01 }))
})
afterAll(() => stack?.close())

async function inbox(): Promise<CallbackDelivery[]> {
  const res = await stack.proxy.inject({ method: 'GET', url: '/bff/callbacks?limit=100', headers: { cookie } })
  return (res.json() as CallbackListResponse).items
}

async function requestRow(id: string) {
  const res = await stack.proxy.inject({
    method: 'GET',
    url: `/bff/requests?kind=kyb_search_v2&q=${id}`,
    headers: { cookie },
  })
  return (res.json() as RequestListResponse).items[0]
}

async function post(body: string, signature: string | undefined) {
  const res = await fetch(`${stack.proxyUrl}/callbacks/upstream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { signature } : {}) },
    body,
  })
  return { status: res.status, receipt: (await res.json()) as CallbackReceipt }
}

describe('callbacks from the real upstream', () => {
  it('accepts the original once and refuses replays, mutations, forgeries and stale copies without changing state', async () => {
    const created = await stack.proxy.inject({
      method: 'POST',
      url: '/bff/upstream/v2/kyb',
      headers: { ...csrf, cookie },
      payload: { name: 'zzqx no such company', country_codes: ['GB'] },
    })
    expect(created.statusCode, created.body).toBe(200)
    const id = (created.json() as { data: { kyb_request: { kyb_request_id: string } } }).data.kyb_request.kyb_request_id
    const original = await pollUntil(
      async () =>
        (await inbox()).find((d) => d.ids.kyb_request_id === id && d.status === 'resolved' && d.verdict === 'accepted'),
      isDefined,
    )
    expect((await requestRow(id))?.status).toBe('resolved')
    const deliveriesBefore = (await inbox()).length
    const rowBefore = await requestRow(id)

    // Replayed as it was (an attacker re-sending captured bytes with their signature): a duplicate.
    const signature = await signBody(original.body, stackApiKey, 'sha256')
    const replay = await post(original.body, signature)
    expect(replay).toMatchObject({ status: 200, receipt: { verdict: 'duplicate' } })

    // Mutated to send the request back to pending, keeping the captured signature.
    const mutatedBody = original.body
      .replace('"resolved"', '"pending"')
      .replace(original.event_id!, `${original.event_id}-x`)
    expect(mutatedBody).not.toBe(original.body)
    expect(await post(mutatedBody, signature)).toMatchObject({ status: 401, receipt: { verdict: 'bad_signature' } })

    // Forged with another key, and unsigned.
    const forged = JSON.stringify({
      ...JSON.parse(original.body),
      id: 'evt-forged',
      status: 'pending',
      sent_at: new Date().toISOString(),
    })
    expect(await post(forged, await signBody(forged, 'some-other-key-1234567890', 'sha256'))).toMatchObject({
      status: 401,
      receipt: { verdict: 'bad_signature' },
    })
    expect(await post(forged, undefined)).toMatchObject({ status: 401, receipt: { verdict: 'bad_signature' } })

    // A correctly signed but old event (sent_at 10 minutes ago): stale.
    const old = JSON.stringify({
      ...JSON.parse(original.body),
      id: 'evt-old',
      status: 'pending',
      sent_at: new Date(Date.now() - 600_000).toISOString().replace('Z', '000Z'),
    })
    expect(await post(old, await signBody(old, stackApiKey, 'sha256'))).toMatchObject({
      status: 400,
      receipt: { verdict: 'stale' },
    })

    const rowAfter = await requestRow(id)
    expect(rowAfter).toEqual(rowBefore)
    const verdicts = (await inbox()).slice(0, (await inbox()).length - deliveriesBefore).map((d) => d.verdict)
    expect(verdicts.sort()).toEqual(['bad_signature', 'bad_signature', 'bad_signature', 'duplicate', 'stale'])
  })
})

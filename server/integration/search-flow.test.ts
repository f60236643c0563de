import { sqliteOf } from '../upstream/test-support/upstream-harness'
import { isDefined, pollUntil } from '../test-support/poll-until'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestListResponse } from '@contract/bff/requests'
import type { CallbackListResponse } from '@contract/bff/callbacks'
import { openEventStream } from './sse-client'
import { csrf, stackAdmin, startSignedInStack, type Stack } from './stack'

/**
 * A search through the proxy against the real embedded upstream: forwarded, indexed, and its
 * status brought up to date by the upstream's callback and by polling; the browser's event
 * stream hears about it.
 */
let stack: Stack
let cookie: string

beforeAll(async () => {
  ;({ stack, cookie } = await startSignedInStack({ timeScale: 0.01 }))
})
afterAll(() => stack?.close())

function someCompany(code: string) {
  const row = sqliteOf(stack.upstream)
    .prepare('select name from registry_company where code = ? order by id limit 1')
    .get(code) as { name: string } | undefined
  if (!row) throw new Error(`no company in ${code}`)
  return row.name
}

async function requests(query: string) {
  const res = await stack.proxy.inject({ method: 'GET', url: `/bff/requests?${query}`, headers: { cookie } })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as RequestListResponse).items
}

describe('a version 2 search through the proxy', () => {
  it('is forwarded, indexed, resolved by the callback, and announced on the event stream', async () => {
    const code = sqliteOf(stack.upstream)
      .prepare('select code from registry_jurisdiction where company_count > 0 order by code limit 1')
      .get() as { code: string }
    const name = someCompany(code.code).slice(0, 12)
    const stream = openEventStream(`${stack.proxyUrl}/bff/events`, cookie)
    await stream.ready
    expect(stream.status).toBe(200)

    const res = await fetch(`${stack.proxyUrl}/bff/upstream/v2/kyb`, {
      method: 'POST',
      headers: { ...csrf, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name, country_codes: [code.code] }),
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data: { kyb_request: { kyb_request_id: string } } }
    const id = body.data.kyb_request.kyb_request_id

    const [row] = await requests(`kind=kyb_search_v2&mine=true`)
    expect(row).toMatchObject({
      upstream_id: id,
      route_id: 'v2CreateKyb',
      user_email: stackAdmin.email,
      search_text: name,
      country: code.code,
      search_type: 'contains',
    })

    const resolved = await pollUntil(async () => {
      const [current] = await requests(`kind=kyb_search_v2&status=resolved`)
      return current?.upstream_id === id ? current : undefined
    }, isDefined)
    expect(resolved.status).toBe('resolved')

    const inbox = await stack.proxy.inject({
      method: 'GET',
      url: '/bff/callbacks?verdict=accepted',
      headers: { cookie },
    })
    expect(
      (inbox.json() as CallbackListResponse).items.some((d) => d.ids.kyb_request_id === id && d.status === 'resolved'),
    ).toBe(true)

    await pollUntil(
      async () =>
        stream.events.some((e) => e.keys.some((k) => k.join('/') === `kyb/v2/${id}`) && e.type === 'request.resolved')
          ? true
          : undefined,
      isDefined,
    )
    stream.close()

    const detail = await stack.proxy.inject({ method: 'GET', url: `/bff/requests/${resolved.id}`, headers: { cookie } })
    expect(detail.json()).toMatchObject({ request: { id: resolved.id, status: 'resolved' } })

    const audit = await stack.proxy.inject({
      method: 'GET',
      url: '/bff/audit?action=upstream.v2CreateKyb',
      headers: { cookie },
    })
    expect((audit.json() as { entries: unknown[] }).entries).toEqual([
      expect.objectContaining({
        action: 'upstream.v2CreateKyb',
        outcome: 'success',
        actor_email: stackAdmin.email,
        target_ids: [id],
      }),
    ])
  })

  it('audits a state-changing call that the upstream refuses as a failure', async () => {
    const res = await stack.proxy.inject({
      method: 'POST',
      url: '/bff/upstream/api/performCompanyAml',
      headers: { ...csrf, cookie },
      payload: { company_id: 'no-such-company', request_id: 'no-such-request' },
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    const audit = await stack.proxy.inject({
      method: 'GET',
      url: '/bff/audit?action=upstream.performCompanyAml',
      headers: { cookie },
    })
    expect((audit.json() as { entries: unknown[] }).entries).toEqual([
      expect.objectContaining({
        outcome: 'failure',
        actor_email: stackAdmin.email,
        detail: expect.objectContaining({ route: 'performCompanyAml' }),
      }),
    ])
  })

  it('updates a version 1 search from the results it reads (polling)', async () => {
    const res = await stack.proxy.inject({
      method: 'POST',
      url: '/bff/upstream/api/search',
      headers: { ...csrf, cookie },
      payload: { search: 'zzzz-no-such-company', country_names: ['germany'], services: ['kyb_check'] },
    })
    expect(res.statusCode, res.body).toBe(200)
    const { request_id: requestId } = res.json() as { request_id: string; service_id: string }
    const [row] = await requests('kind=kyb_search_v1')
    expect(row).toMatchObject({
      upstream_id: requestId,
      status: 'pending',
      country: 'germany',
      search_text: 'zzzz-no-such-company',
    })

    const seen = await pollUntil(async () => {
      const read = await stack.proxy.inject({
        method: 'GET',
        url: `/bff/upstream/api/readKybResponse?request_id=${requestId}`,
        headers: { cookie },
      })
      expect(read.statusCode, read.body).toBe(200)
      const status = (read.json() as { data: { request_status: string } }).data.request_status
      return status === 'resolved' ? status : undefined
    }, isDefined)
    expect(seen).toBe('resolved')
    const [updated] = await requests(`kind=kyb_search_v1&q=zzzz`)
    expect(updated).toMatchObject({ upstream_id: requestId, status: 'resolved' })
  })

  it('passes an upstream error envelope back with its status', async () => {
    const res = await stack.proxy.inject({
      method: 'GET',
      url: '/bff/upstream/v2/kyb/no-such-response-id',
      headers: { cookie },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: true, message: expect.any(String) })
  })
})

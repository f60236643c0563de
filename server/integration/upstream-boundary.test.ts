import { isDefined, pollUntil } from '../test-support/poll-until'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csrf, stackApiKey, startSignedInStack, type Stack } from './stack'

/**
 * The proxy's boundary with the real upstream: validation before any call, the key never leaving
 * the proxy, and file downloads limited to the upstream's file links.
 */
let stack: Stack
let cookie: string
const seenResponses: string[] = []

beforeAll(async () => {
  ;({ stack, cookie } = await startSignedInStack({ timeScale: 0 }))
})
afterAll(() => stack?.close())

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await stack.proxy.inject({
    method,
    url,
    headers: { cookie, ...(method === 'POST' ? csrf : {}) },
    payload: payload as object,
  })
  seenResponses.push(JSON.stringify(res.headers), res.body)
  return res
}

describe('validation before any upstream call', () => {
  it.each([
    ['POST', '/bff/upstream/v2/kyb', { name: 'ab', country_codes: [] }, ['name', 'country_codes']],
    ['POST', '/bff/upstream/v2/kyb', { country_codes: ['GB'], ttl: 5 }, ['ttl']],
    [
      'POST',
      '/bff/upstream/api/search',
      { search: 'Acme', country_names: ['germany'], services: ['questionnaire'] },
      ['services'],
    ],
    [
      'POST',
      '/bff/upstream/api/search',
      { search: 'Acme', country_names: ['atlantis'], services: ['kyb_check'] },
      ['country_names.0'],
    ],
    ['GET', '/bff/upstream/api/readKybResponse', undefined, ['request_id']],
    ['GET', '/bff/upstream/v2/kyb?kyb_request_id=abc&page=zero', undefined, ['page']],
  ] as const)('%s %s %j → 400 naming %j', async (method, url, payload, paths) => {
    const before = stack.upstreamRequests.length
    const res = await call(method, url, payload)
    expect(res.statusCode, res.body).toBe(400)
    const body = res.json() as {
      error: boolean
      message: string
      data: { fields: Array<{ path: string; message: string }> }
    }
    expect(body.error).toBe(true)
    for (const path of paths) {
      expect(body.data.fields.map((f) => f.path)).toContain(path)
      expect(body.message).toContain(path)
    }
    expect(stack.upstreamRequests.length).toBe(before)
  })
})

describe('file downloads', () => {
  it('streams a filing from the upstream as a safe attachment', async () => {
    const search = await call('POST', '/bff/upstream/api/search', {
      search: 'ltd',
      country_names: ['united_kingdom'],
      services: ['kyb_check'],
    })
    expect(search.statusCode, search.body).toBe(200)
    const requestId = (search.json() as { request_id: string }).request_id
    const fileUrl = await pollUntil(async () => {
      const read = await call('GET', `/bff/upstream/api/readKybResponse?request_id=${requestId}&limit=50`)
      const data = (read.json() as { data: { request_status: string; kyb_request_data: Array<{ id: string }> } }).data
      if (data.request_status !== 'resolved') return undefined
      for (const company of data.kyb_request_data) {
        const profile = await call(
          'GET',
          `/bff/upstream/api/companies/read?company_id=${company.id}&request_id=${requestId}`,
        )
        expect(profile.statusCode, profile.body).toBe(200)
        const filings =
          (
            profile.json() as {
              data: { filings_detail?: Array<{ file_url: string | null; file_status: string | null }> }
            }
          ).data.filings_detail ?? []
        const available = filings.find((f) => f.file_url && f.file_status === 'available')
        if (available?.file_url) return available.file_url
      }
      // Filings arrive with the last profile stage: keep polling until a company has one.
      return undefined
    }, isDefined)

    const res = await call('GET', `/bff/files?url=${encodeURIComponent(fileUrl)}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._\- ]+"; filename\*=UTF-8''/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const viaRoute = await call('GET', `/bff/upstream/api/getFile${new URL(fileUrl, stack.upstreamUrl).search}`)
    expect(viaRoute.statusCode, viaRoute.body).toBe(200)
    expect(viaRoute.headers['content-disposition']).toMatch(/^attachment;/)
    expect(viaRoute.rawPayload.equals(res.rawPayload)).toBe(true)
    const invalid = await call('GET', '/bff/upstream/api/getFile?file_id=x&expires=soon&signature=zz')
    expect(invalid.statusCode).toBe(400)
    expect((invalid.json() as { data: { fields: Array<{ path: string }> } }).data.fields.map((f) => f.path)).toEqual([
      'expires',
      'signature',
    ])

    // One hex digit of the signature changed (never to itself: a signature may start with 0).
    const forged = fileUrl.replace(
      /signature=([0-9a-f])/,
      (_, digit: string) => `signature=${digit === '0' ? '1' : '0'}`,
    )
    expect(forged).not.toBe(fileUrl)
    const tampered = await call('GET', `/bff/files?url=${encodeURIComponent(forged)}`)
    expect(tampered.statusCode).toBe(502)
  })

  it.each([
    ['another host', 'http://169.254.169.254/api/getFile?file_id=x'],
    [
      'another port',
      (s: Stack) => s.upstreamUrl.replace(/:(\d+)$/, (_m, p: string) => `:${Number(p) + 1}`) + '/api/getFile?file_id=x',
    ],
    ['file://', 'file:///etc/passwd'],
    ['userinfo@', (s: Stack) => s.upstreamUrl.replace('http://', 'http://attacker@') + '/api/getFile?file_id=x'],
    ['userinfo hiding another host', (s: Stack) => `${s.upstreamUrl}@evil.example/api/getFile`],
    ['path traversal', (s: Stack) => `${s.upstreamUrl}/api/getFile/../../v2/countries`],
    ['encoded traversal', (s: Stack) => `${s.upstreamUrl}/api/getFile/%2e%2e/%2e%2e/v2/countries`],
    ['another upstream path', (s: Stack) => `${s.upstreamUrl}/v2/countries`],
  ])('refuses %s with 400 and makes no request', async (_label, target) => {
    const url = typeof target === 'string' ? target : target(stack)
    const before = stack.upstreamRequests.length
    const res = await call('GET', `/bff/files?url=${encodeURIComponent(url)}`)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ error: true, data: { fields: [{ path: 'url' }] } })
    expect(stack.upstreamRequests.length).toBe(before)
  })
})

describe('the account key', () => {
  it('appears in no response and no proxy log line', async () => {
    await call('GET', '/bff/upstream/v2/countries')
    await call('GET', '/bff/upstream/v2/kyb/unknown-id')
    await call('POST', '/bff/upstream/v2/kyb', { name: 'Acme', country_codes: ['GB'] })
    expect(seenResponses.length).toBeGreaterThan(10)
    for (const text of seenResponses) expect(text).not.toContain(stackApiKey)
    expect(stack.proxyLogs.length).toBeGreaterThan(0)
    expect(stack.proxyLogs.some((line) => line.includes('upstream call'))).toBe(true)
    for (const line of stack.proxyLogs) expect(line).not.toContain(stackApiKey)
  })
})

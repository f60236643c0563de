import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInEveryRole } from '../proxy/test-support/proxy-harness'
import type { Role } from '@contract/bff/permissions'
import { csrf, startSignedInStack, type Stack } from './stack'

/**
 * File links are served by role (server/proxy/files/file-grants.ts): a KYC proof handed out in a
 * KYC response reaches the roles that may review KYC, not an analyst who learnt its link; a link
 * the proxy never handed out is unknown. Neither refusal reaches the upstream.
 */
let stack: Stack
let cookies: Map<Role, string>
let proofUrl: string
let proofBytes: Buffer

beforeAll(async () => {
  const started = await startSignedInStack({ timeScale: 0 })
  stack = started.stack
  cookies = await signInEveryRole(stack.proxy, started.cookie)
  proofBytes = await sharp({ create: { width: 40, height: 24, channels: 3, background: '#f4f4f4' } })
    .png()
    .toBuffer()
  const boundary = 'file-access-boundary'
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const payload = Buffer.concat([
    Buffer.from(
      part('services[]', 'kyc') +
        part('country_names[]', 'germany') +
        part('document[supported_types][]', 'passport') +
        part('document[process_only_ocr]', '1'),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document[proof]"; filename="passport.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    proofBytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const manager = cookies.get('compliance_manager')!
  const submitted = await stack.proxy.inject({
    method: 'POST',
    url: '/bff/upstream/api/search',
    headers: { ...csrf, cookie: manager, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
  expect(submitted.statusCode, submitted.body).toBe(200)
  const { kyc_request_id } = submitted.json() as { kyc_request_id: string }
  const read = await stack.proxy.inject({
    url: `/bff/upstream/api/readKycResponse?kyc_request_id=${kyc_request_id}`,
    headers: { cookie: manager },
  })
  expect(read.statusCode, read.body).toBe(200)
  proofUrl = (read.json() as { data: { kyc_request: { document: { proof: string } } } }).data.kyc_request.document.proof
  expect(proofUrl).toContain('/api/getFile')
})
afterAll(() => stack?.close())

const download = (role: Role, url: string) =>
  stack.proxy.inject({ url: `/bff/files?url=${encodeURIComponent(url)}`, headers: { cookie: cookies.get(role)! } })

describe('file links by role', () => {
  it('serves a KYC proof to the roles that review KYC', async () => {
    for (const role of ['compliance_manager', 'admin'] as const) {
      const res = await download(role, proofUrl)
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200)
      expect(res.rawPayload.equals(proofBytes)).toBe(true)
    }
    const viaRoute = await stack.proxy.inject({
      url: `/bff/upstream/api/getFile${new URL(proofUrl, stack.upstreamUrl).search}`,
      headers: { cookie: cookies.get('admin')! },
    })
    expect(viaRoute.statusCode, viaRoute.body).toBe(200)
  })

  it('refuses a KYC proof to an analyst holding its link, audited, without asking the upstream', async () => {
    const before = stack.upstreamRequests.length
    const res = await download('analyst', proofUrl)
    expect(res.statusCode, res.body).toBe(403)
    const viaRoute = await stack.proxy.inject({
      url: `/bff/upstream/api/getFile${new URL(proofUrl, stack.upstreamUrl).search}`,
      headers: { cookie: cookies.get('analyst')! },
    })
    expect(viaRoute.statusCode, viaRoute.body).toBe(403)
    expect(stack.upstreamRequests.length).toBe(before)
    const audit = await stack.proxy.inject({
      url: '/bff/audit?action=access.denied&page_size=50',
      headers: { cookie: cookies.get('admin')! },
    })
    const entries = (audit.json() as { entries: Array<{ role: string; detail: { file?: string } }> }).entries
    expect(entries.some((e) => e.role === 'analyst' && e.detail.file === '/api/getFile')).toBe(true)
  })

  it('serves an image proof as a smaller WebP preview on request, and refuses a width out of bounds', async () => {
    const res = await stack.proxy.inject({
      url: `/bff/files?url=${encodeURIComponent(proofUrl)}&width=64`,
      headers: { cookie: cookies.get('compliance_manager')! },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    const preview = await sharp(res.rawPayload).metadata()
    expect(preview.format).toBe('webp')
    // Never enlarged: the 40-pixel proof stays 40 pixels wide.
    expect([preview.width, preview.height]).toEqual([40, 24])
    const tooSmall = await stack.proxy.inject({
      url: `/bff/files?url=${encodeURIComponent(proofUrl)}&width=10`,
      headers: { cookie: cookies.get('compliance_manager')! },
    })
    expect(tooSmall.statusCode).toBe(400)
    expect(tooSmall.json()).toMatchObject({ data: { fields: [{ path: 'width', message: 'must be at least 64' }] } })
  })

  it('does not serve a well-formed link the proxy never handed out', async () => {
    const before = stack.upstreamRequests.length
    const unknown = new URL(proofUrl, stack.upstreamUrl)
    unknown.searchParams.set('file_id', 'file_never_shown')
    const res = await download('admin', unknown.toString())
    expect(res.statusCode, res.body).toBe(404)
    expect(stack.upstreamRequests.length).toBe(before)
  })
})

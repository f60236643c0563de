import http from 'node:http'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csrf, startSignedInStack, type Stack } from './stack'

/**
 * KYC uploads through the proxy: limits are enforced while the body arrives (413 before the
 * client has finished sending), contents must start like an allowed type (415), fields are
 * validated (400) — none of it reaches the upstream, and nothing is written to disk.
 */
let stack: Stack
let cookie: string
let scratchTmp: string
let previousTmp: string | undefined

beforeAll(async () => {
  ;({ stack, cookie } = await startSignedInStack({ timeScale: 0 }))
  previousTmp = process.env.TMPDIR
  scratchTmp = mkdtempSync(join(tmpdir(), 'kybdesk-uploads-'))
  process.env.TMPDIR = scratchTmp
})
afterAll(async () => {
  if (previousTmp === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = previousTmp
  rmSync(scratchTmp, { recursive: true, force: true })
  await stack?.close()
})

const boundary = '----kybdesk-test-boundary'
const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function field(name: string, value: string) {
  return Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
}
function fileHead(name: string, filename: string, type: string) {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
}
const closing = Buffer.from(`\r\n--${boundary}--\r\n`)
const kycFields = [
  field('services[]', 'kyc'),
  field('country_names[]', 'germany'),
  field('document[supported_types][]', 'passport'),
  field('document[process_only_ocr]', '1'),
]

/** Starts a multipart POST; the caller writes the body. Resolves with the response as soon as it comes. */
function startUpload() {
  const request = http.request(`${stack.proxyUrl}/bff/upstream/api/search`, {
    method: 'POST',
    headers: { ...csrf, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    request.on('error', reject)
  })
  return { request, response }
}

describe('KYC uploads through the proxy', () => {
  it('stops an oversized file with 413 while it streams, without reaching the upstream or the disk', async () => {
    const before = stack.upstreamRequests.length
    const { request, response } = startUpload()
    for (const part of kycFields) request.write(part)
    request.write(fileHead('document[proof]', 'passport.png', 'image/png'))
    request.write(pngHead)
    const chunk = Buffer.alloc(1024 * 1024, 7)
    let sent = pngHead.length
    let answered = false
    void response.then(() => (answered = true))
    // 17 MB, written only while the proxy is still listening; the request is never ended.
    for (let i = 0; i < 17 && !answered; i++) {
      sent += chunk.length
      if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve).once('close', resolve))
    }
    const { status, body } = await response
    request.destroy()
    expect(status).toBe(413)
    expect(JSON.parse(body)).toMatchObject({
      error: true,
      message: expect.stringContaining('document[proof]: must be under 16 MB'),
    })
    expect(sent).toBeGreaterThan(16 * 1024 * 1024)
    expect(stack.upstreamRequests.length).toBe(before)
    expect(readdirSync(scratchTmp)).toEqual([])
  })

  it('refuses a file whose content is not an allowed type with 415', async () => {
    const before = stack.upstreamRequests.length
    const { request, response } = startUpload()
    for (const part of kycFields) request.write(part)
    request.write(fileHead('document[proof]', 'passport.png', 'image/png'))
    request.write(Buffer.from('MZ\x90\x00 this is an executable, not a picture'))
    request.end(closing)
    const { status, body } = await response
    expect(status).toBe(415)
    expect(JSON.parse(body)).toMatchObject({ data: { fields: [{ path: 'document[proof]' }] } })
    expect(stack.upstreamRequests.length).toBe(before)
  })

  it('validates the form fields with the contract before any upstream call', async () => {
    const before = stack.upstreamRequests.length
    const { request, response } = startUpload()
    request.write(field('services[]', 'kyc'))
    request.write(field('country_names[]', 'germany'))
    request.write(field('document[supported_types][]', 'library_card'))
    request.write(fileHead('document[proof]', 'passport.png', 'image/png'))
    request.write(Buffer.concat([pngHead, Buffer.alloc(100)]))
    request.end(closing)
    const { status, body } = await response
    expect(status, body).toBe(400)
    const paths = (JSON.parse(body) as { data: { fields: Array<{ path: string }> } }).data.fields.map((f) => f.path)
    expect(paths).toEqual(expect.arrayContaining(['document.supported_types.0', 'document.process_only_ocr']))
    expect(stack.upstreamRequests.length).toBe(before)
  })
})

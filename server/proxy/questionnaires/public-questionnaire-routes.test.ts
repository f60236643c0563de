import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { questionnaireTokenHeader } from '@contract/bff/public-questionnaire'
import { exampleQuestionnaire, exampleQuestionnaireSubmissionResponse } from '@contract/services/examples'
import { signBody } from '@contract/signature'
import { buildSignedInProxy, csrf, testApiKey, type TestProxy } from '../test-support/proxy-harness'

/**
 * The hosted form's /public routes against a fake upstream that records every request it gets:
 * they reach only the two questionnaire routes, always with the end user's token and never with the
 * account key; nothing else of the proxy answers to a link token.
 */
type Answer = { status: number; body: unknown }
let answer: (method: string, path: string) => Answer
let hits: Array<{ method: string; url: string; token: string | undefined; body: string }>
let upstream: http.Server
let upstreamUrl: string
let app: TestProxy
let admin: string

const linkToken = 'qtok_4f1c9a0b7e2d4c6a8b1e'
const boundary = '----public-test-boundary'

function multipartBody(
  fields: Array<[string, string]>,
  file?: { name: string; filename: string; type: string; content: Buffer },
) {
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(parts)
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)])
const answers: Array<[string, string]> = [
  ['services[]', 'questionnaire'],
  ['answers[0][question_id]', 'q1'],
  ['answers[0][answer]', 'Acme Handels GmbH'],
  ['answers[1][question_id]', 'q5'],
]
const certificate = {
  name: 'answers[1][answer][0]',
  filename: 'certificate.pdf',
  type: 'application/pdf',
  content: pdf,
}

function submit(headers: Record<string, string>, body = multipartBody(answers, certificate)) {
  return app.inject({
    method: 'POST',
    url: '/public/questionnaire',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload: body,
  })
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      hits.push({
        method: req.method ?? '',
        url: req.url ?? '',
        token: req.headers.token as string | undefined,
        body: Buffer.concat(chunks).toString('latin1'),
      })
      const { status, body } = answer(req.method ?? '', (req.url ?? '').split('?')[0] ?? '')
      const text = JSON.stringify(body)
      void signBody(text, testApiKey, 'sha256').then((signature) => {
        res.writeHead(status, { 'content-type': 'application/json', signature })
        res.end(text)
      })
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  ;({ app, admin } = await buildSignedInProxy({
    upstreamUrl,
    publicLimits: { perTokenPerMinute: 1000, perAddressPerMinute: 1000 },
  }))
})
afterAll(async () => {
  await app?.close()
  await new Promise<void>((resolve) => upstream.close(() => resolve()))
})
beforeEach(() => {
  hits = []
  answer = (method, path) => {
    if (method === 'GET' && path === '/api/getAllQuestionnaires')
      return { status: 200, body: { error: false, message: 'ok', data: { questionnaires: exampleQuestionnaire } } }
    if (method === 'GET' && path === '/api/createQuestionnaireUrl')
      return { status: 200, body: { error: false, message: 'ok', data: { url: `http://desk.example/q/${linkToken}` } } }
    if (method === 'POST' && path === '/api/search')
      return { status: 200, body: exampleQuestionnaireSubmissionResponse }
    return { status: 404, body: { error: true, message: 'unexpected', data: {} } }
  }
})

async function createLink() {
  const res = await app.inject({
    method: 'GET',
    url: '/bff/upstream/api/createQuestionnaireUrl?questionnaire_id=qst_1a2b3c&ttl=60',
    headers: { cookie: admin },
  })
  expect(res.statusCode, res.body).toBe(200)
}

async function linkRow() {
  const res = await app.inject({
    method: 'GET',
    url: '/bff/requests?kind=questionnaire_link',
    headers: { cookie: admin },
  })
  return (
    res.json() as { items: Array<{ upstream_id: string; status: string; detail: Record<string, unknown> }> }
  ).items.find((row) => row.upstream_id === linkToken)
}

describe('/public questionnaire routes', () => {
  it('answers the questions of the link, calling the upstream with the link token only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/public/questionnaire',
      headers: { [questionnaireTokenHeader]: linkToken },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ data: { questionnaires: { questionnaire_id: 'qst_1a2b3c' } } })
    expect(res.headers['cache-control']).toBe('no-store')
    expect(hits).toEqual([{ method: 'GET', url: '/api/getAllQuestionnaires', token: linkToken, body: '' }])
  })

  it('refuses a missing or malformed token with 401 before any upstream call, and ignores sessions', async () => {
    for (const headers of [
      {},
      { [questionnaireTokenHeader]: 'short' },
      { [questionnaireTokenHeader]: 'has/slash/in/it' },
      { cookie: admin },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/public/questionnaire', headers })
      expect(res.statusCode, res.body).toBe(401)
      expect(res.json().message).toContain(questionnaireTokenHeader)
    }
    expect(hits).toEqual([])
  })

  it('forwards a submission (fields and file) with the token, indexes it and ties it to the link', async () => {
    await createLink()
    hits = []
    const res = await submit({ [questionnaireTokenHeader]: linkToken })
    expect(res.statusCode, res.body).toBe(200)
    // The end user learns no upstream identifier.
    expect(res.json()).toEqual({ error: false, message: expect.any(String), data: { received_at: expect.any(String) } })
    expect(res.body).not.toContain(exampleQuestionnaireSubmissionResponse.questionnaire_request_id)
    expect(hits).toHaveLength(1)
    expect(hits[0]).toMatchObject({ method: 'POST', url: '/api/search', token: linkToken })
    expect(hits[0]!.body).toContain('name="answers[0][answer]"\r\n\r\nAcme Handels GmbH')
    expect(hits[0]!.body).toContain('filename="certificate.pdf"')
    expect(hits[0]!.body).toContain('%PDF-1.7')

    expect(await linkRow()).toMatchObject({
      status: 'submitted',
      detail: { questionnaire_request_id: 'qrq_55aa01', service_id: 'srv_9e3d77' },
    })
    const submissions = await app.inject({
      method: 'GET',
      url: '/bff/requests?kind=questionnaire_submission',
      headers: { cookie: admin },
    })
    expect(submissions.json().items).toEqual([
      expect.objectContaining({
        upstream_id: 'qrq_55aa01',
        service_id: 'srv_9e3d77',
        status: 'pending',
        detail: expect.objectContaining({ link_token: linkToken }),
      }),
    ])
  })

  it('maps a used link to 409 and an expired one to 410, and marks the link so', async () => {
    await createLink()
    answer = () => ({ status: 409, body: { error: true, message: 'Questionnaire link already submitted', data: {} } })
    const used = await submit({ [questionnaireTokenHeader]: linkToken })
    expect(used.statusCode).toBe(409)
    expect(used.json().message).toContain('already been submitted')
    answer = () => ({ status: 410, body: { error: true, message: 'Questionnaire link expired', data: {} } })
    const expired = await app.inject({
      method: 'GET',
      url: '/public/questionnaire',
      headers: { [questionnaireTokenHeader]: linkToken },
    })
    expect(expired.statusCode).toBe(410)
    expect((await linkRow())?.status).toBe('expired')
  })

  it('answers 404 for a token the upstream does not know (401/403 there), without blaming the account key', async () => {
    for (const status of [401, 403]) {
      answer = () => ({ status, body: { error: true, message: 'Invalid token', data: {} } })
      const res = await app.inject({
        method: 'GET',
        url: '/public/questionnaire',
        headers: { [questionnaireTokenHeader]: 'qtok_unknown_000000' },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toContain('not valid')
      expect(res.body).not.toContain('UPSTREAM_API_KEY')
    }
  })

  it('validates the form with the contract before any upstream call (services, file content)', async () => {
    const kyc = await submit(
      { [questionnaireTokenHeader]: linkToken },
      multipartBody([
        ['services[]', 'kyc'],
        ['answers[0][question_id]', 'q1'],
        ['answers[0][answer]', 'x'],
      ]),
    )
    expect(kyc.statusCode, kyc.body).toBe(400)
    expect(kyc.json().data.fields).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'services' })]))
    const exe = await submit(
      { [questionnaireTokenHeader]: linkToken },
      multipartBody(answers, { ...certificate, content: Buffer.from('MZ\x90\x00 not a document') }),
    )
    expect(exe.statusCode).toBe(415)
    expect(hits).toEqual([])
  })

  it('reaches nothing else: other /public paths are 404, /bff does not take a link token, the key never travels', async () => {
    const withToken = { [questionnaireTokenHeader]: linkToken }
    expect((await app.inject({ method: 'GET', url: '/public/questionnaires', headers: withToken })).statusCode).toBe(
      404,
    )
    expect(
      (await app.inject({ method: 'GET', url: '/public/upstream/api/getAllQuestionnaires', headers: withToken }))
        .statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'POST', url: '/public/search', headers: { ...withToken, ...csrf } })).statusCode,
    ).toBe(404)
    for (const url of [
      '/bff/upstream/api/getAllQuestionnaires',
      '/bff/upstream/api/readQuestionnaireResponse?questionnaire_request_id=qrq_55aa01',
      '/bff/requests',
      '/bff/files?url=%2Fapi%2FgetFile',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { ...withToken, token: linkToken } })
      expect(res.statusCode, url).toBe(401)
    }
    await app.inject({ method: 'GET', url: '/public/questionnaire', headers: withToken })
    const res = await submit(withToken)
    expect(res.body).not.toContain(testApiKey)
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.every((hit) => hit.token === linkToken)).toBe(true)
    expect(hits.map((hit) => `${hit.method} ${hit.url.split('?')[0]}`)).toEqual([
      'GET /api/getAllQuestionnaires',
      'POST /api/search',
    ])
  })

  it('rate-limits per link token and per address with 429 and Retry-After', async () => {
    const limited = await buildSignedInProxy({
      upstreamUrl,
      publicLimits: { perTokenPerMinute: 2, perAddressPerMinute: 3 },
    })
    try {
      const call = (token: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/public/questionnaire',
          headers: { [questionnaireTokenHeader]: token },
        })
      expect((await call('qtok_first_link_01')).statusCode).toBe(200)
      expect((await call('qtok_first_link_01')).statusCode).toBe(200)
      const perToken = await call('qtok_first_link_01')
      expect(perToken.statusCode).toBe(429)
      expect(perToken.headers['retry-after']).toBeDefined()
      // Another link from the same address: its own token budget, but the address budget (3) is spent.
      const perAddress = await call('qtok_second_link_02')
      expect(perAddress.statusCode).toBe(429)
    } finally {
      await limited.app.close()
    }
  })
})

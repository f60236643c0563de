import { ErrorEnvelopeSchema } from '@contract/errors'
import {
  PAGE_FLAGS,
  QuestionnaireForTokenResponseSchema,
  QuestionnairesListResponseSchema,
  CreateQuestionnaireUrlResponseSchema,
  questionnaireTokenOf,
  InputTypeSchema,
  KEY_NAMES,
} from '@contract/services/questionnaires'
import { describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { authHeaders, injectSigned, pollUntil, useTestApp, sqliteOf } from '../test-support/upstream-harness'

const publicUrl = 'https://forms.example.test/q/'
const upstream = useTestApp({ questionnairePublicUrl: publicUrl, publicUrl: 'https://api.example.test' })

async function list(app: UpstreamApp, query = '') {
  return injectSigned(app, { url: `/api/getAllQuestionnaires${query}` }, QuestionnairesListResponseSchema)
}

async function createUrl(app: UpstreamApp, query: string) {
  return app.inject({ url: `/api/createQuestionnaireUrl?${query}`, headers: authHeaders })
}

async function linkToken(app: UpstreamApp, query: string): Promise<string> {
  const res = await createUrl(app, query)
  expect(res.statusCode, res.body).toBe(200)
  const url = CreateQuestionnaireUrlResponseSchema.parse(res.json()).data.url
  return questionnaireTokenOf(url) ?? ''
}

const errorOf = (res: { body: string }) => ErrorEnvelopeSchema.parse(JSON.parse(res.body)).message

describe('GET /api/getAllQuestionnaires with the account key', () => {
  it('lists the business information questionnaire with the spec key names, every input type and page flag', async () => {
    const body = await list(upstream.app)
    expect(body.data.pagination).toMatchObject({
      total: 1,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 1,
    })
    const [questionnaire] = body.data.questionnaires
    const questions = questionnaire?.pages.flatMap((page) => page.questions) ?? []
    const subQuestions = questions.flatMap((q) => q.sub_questions ?? []).flatMap((group) => group.questions)
    const keys = new Set([...questions, ...subQuestions].map((q) => q.key_name))
    for (const key of KEY_NAMES) expect(keys, key).toContain(key)
    expect(new Set(questions.map((q) => q.input_type))).toEqual(new Set(InputTypeSchema.options))
    for (const flag of PAGE_FLAGS)
      expect(
        questionnaire?.pages.some((page) => page[flag] === true),
        flag,
      ).toBe(true)
    const country = questions.find((q) => q.key_name === 'kyb_country_name')
    expect(country?.options?.find((o) => o.country_name === 'germany')).toEqual({
      country_name: 'germany',
      states: [],
      country_code: 'DE',
      flag_url: 'https://api.example.test/flags/de.svg',
    })
    expect(country?.options?.find((o) => o.country_name === 'united_states')?.states).toContain('texas')
    const ubo = questions.find((q) => q.input_type === 'sub_questions')
    expect(ubo?.sub_questions?.[0]?.questions.find((q) => q.key_name === 'full_name')?.services).toEqual(['aml'])
    expect(ubo?.sub_questions?.[0]?.questions.find((q) => q.key_name === 'kyc_check_id_document')).toMatchObject({
      services: ['kyc'],
      supported_types: expect.arrayContaining(['passport']),
    })
  })

  it('lists the document-based questionnaire of each country asked, 15 a page', async () => {
    const germany = await list(upstream.app, '?country_name[]=germany')
    expect(germany.data.questionnaires).toHaveLength(1)
    expect(germany.data.questionnaires[0]).toMatchObject({
      country_name: 'germany',
      lower_case_title: 'germany company documents',
    })
    expect(germany.data.questionnaires[0]?.pages[0]).toMatchObject({ document_verification: true, kyb_check: true })
    const texas = await list(upstream.app, '?country_name=united_states.texas')
    expect(texas.data.questionnaires[0]).toMatchObject({ country_name: 'united_states' })
    const names = [
      'germany',
      'france',
      'united_kingdom',
      'spain',
      'italy',
      'netherlands',
      'belgium',
      'austria',
      'poland',
      'sweden',
      'norway',
      'denmark',
      'finland',
      'ireland',
      'portugal',
      'switzerland',
      'japan',
    ]
    const query = names.map((n) => `country_name[]=${n}`).join('&')
    const first = await list(upstream.app, `?${query}`)
    expect(first.data.pagination).toMatchObject({ total: names.length, per_page: 15, last_page: 2, from: 1, to: 15 })
    const second = await list(upstream.app, `?${query}&page=2`)
    expect(second.data.questionnaires).toHaveLength(names.length - 15)
    expect(second.data.pagination).toMatchObject({ current_page: 2, from: 16, to: names.length })
  })

  it('refuses an unknown country with 400 naming the field', async () => {
    const res = await upstream.app.inject({
      url: '/api/getAllQuestionnaires?country_name[]=atlantis',
      headers: authHeaders,
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toMatch(/country_name: atlantis is not a served country/)
  })
})

describe('GET /api/createQuestionnaireUrl', () => {
  it('answers a link under QUESTIONNAIRE_PUBLIC_URL ending with the token; ttl 3 to 43199 minutes, default 60', async () => {
    const res = await createUrl(upstream.app, 'questionnaire_id=qnr_business_information')
    expect(res.statusCode).toBe(200)
    const before = Date.now()
    const { url, expires_at } = CreateQuestionnaireUrlResponseSchema.parse(res.json()).data
    expect(url).toMatch(/^https:\/\/forms\.example\.test\/q\/[A-Za-z0-9_-]{32}$/)
    // The ttl runs in simulated time: 60 minutes at the tests' scale (0.001) end 3.6 s from now.
    const expiresIn = Date.parse(expires_at ?? '') - before
    expect(expiresIn).toBeGreaterThan(0)
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000 * 0.001 + 1000)
    const link = sqliteOf(upstream.app)
      .prepare('select ttl_minutes from questionnaire_links where token = ?')
      .get(questionnaireTokenOf(url)) as { ttl_minutes: number }
    expect(link.ttl_minutes).toBe(60)
    for (const ttl of ['3', '43199'])
      expect(
        (await createUrl(upstream.app, `questionnaire_id=qnr_business_information&ttl=${ttl}`)).statusCode,
        ttl,
      ).toBe(200)
    for (const ttl of ['2', '43200', '0']) {
      const bad = await createUrl(upstream.app, `questionnaire_id=qnr_business_information&ttl=${ttl}`)
      expect(bad.statusCode, ttl).toBe(400)
      expect(errorOf(bad)).toContain('ttl: must be 3 to 43199 minutes')
    }
    expect(errorOf(await createUrl(upstream.app, 'questionnaire_id=qnr_business_information&ttl=1.5'))).toContain(
      'ttl: must be a whole number of minutes',
    )
  })

  it('needs a served place of the questionnaire country for a document-based questionnaire', async () => {
    expect(
      (await createUrl(upstream.app, 'questionnaire_id=qnr_kyb_documents_germany&country_name=germany')).statusCode,
    ).toBe(200)
    expect(
      (
        await createUrl(
          upstream.app,
          'questionnaire_id=qnr_kyb_documents_united_states&country_name=united_states.texas',
        )
      ).statusCode,
    ).toBe(200)
    const missing = await createUrl(upstream.app, 'questionnaire_id=qnr_kyb_documents_germany')
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing)).toContain('country_name: is required for document-based questionnaires')
    const other = await createUrl(upstream.app, 'questionnaire_id=qnr_kyb_documents_germany&country_name=france')
    expect(errorOf(other)).toContain('country_name: must be germany or one of its states')
    const byState = await createUrl(
      upstream.app,
      'questionnaire_id=qnr_kyb_documents_united_states&country_name=united_states',
    )
    expect(byState.statusCode).toBe(400)
    expect(errorOf(byState)).toContain('united_states is searched by state')
    const unknown = await createUrl(upstream.app, 'questionnaire_id=nope')
    expect(unknown.statusCode).toBe(404)
  })
})

describe('questionnaire tokens', () => {
  it('list only the questionnaire of their link', async () => {
    const token = await linkToken(upstream.app, 'questionnaire_id=qnr_kyb_documents_germany&country_name=germany')
    const res = await upstream.app.inject({ url: '/api/getAllQuestionnaires', headers: { token } })
    expect(res.statusCode).toBe(200)
    const body = QuestionnaireForTokenResponseSchema.parse(res.json())
    expect(body.data.questionnaires).toMatchObject({
      questionnaire_id: 'qnr_kyb_documents_germany',
      country_name: 'germany',
    })
  })

  it('are refused with 403 on account endpoints and for another questionnaire', async () => {
    const token = await linkToken(upstream.app, 'questionnaire_id=qnr_business_information')
    for (const url of [
      '/v2/countries',
      '/api/createQuestionnaireUrl?questionnaire_id=qnr_business_information',
      '/api/readServiceDetail?service_id=x',
    ]) {
      const res = await upstream.app.inject({ url, headers: { token } })
      expect(res.statusCode, url).toBe(403)
      expect(errorOf(res)).toMatch(/questionnaire token/)
    }
    const other = await upstream.app.inject({
      url: '/api/getAllQuestionnaires?questionnaire_id=qnr_kyb_documents_germany',
      headers: { token },
    })
    expect(other.statusCode).toBe(403)
    expect(errorOf(other)).toContain('belongs to questionnaire qnr_business_information')
    expect(
      (await upstream.app.inject({ url: '/api/getAllQuestionnaires', headers: { token: 'unknown-token' } })).statusCode,
    ).toBe(401)
  })

  it('expire after their ttl in simulated time (410)', async () => {
    // ttl 3 minutes at a time scale of 0.001: 180 ms.
    const token = await linkToken(upstream.app, 'questionnaire_id=qnr_business_information&ttl=3')
    const expired = await pollUntil(
      () => upstream.app.inject({ url: '/api/getAllQuestionnaires', headers: { token } }),
      (res) => res.statusCode !== 200,
    )
    expect(expired.statusCode).toBe(410)
    expect(errorOf(expired)).toMatch(/expired at .*ask for a new link/)
  })
})

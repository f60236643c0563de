import { ErrorEnvelopeSchema } from '@contract/errors'
import { V2KybResponseSchema } from '@contract/registry'
import { ReadQuestionnaireResponseSchema } from '@contract/services/questionnaire-detail'
import { QuestionnaireSubmissionResponseSchema } from '@contract/services/questionnaire-submission'
import { CreateQuestionnaireUrlResponseSchema, questionnaireTokenOf } from '@contract/services/questionnaires'
import { ReadServiceDetailResponseSchema } from '@contract/services/service-detail'
import { describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { renderSimplePdf } from '../files/simple-pdf'
import { fileHeads, type FormFile, multipartForm } from '../test-support/multipart-form'
import {
  authHeaders,
  injectSigned,
  pollUntil,
  readOcrSigned,
  useTestApp,
  sqliteOf,
} from '../test-support/upstream-harness'
import { scaled } from '../../../e2e/load-factor'

/** This file's deadline for its slow steps, scaled to the machine's load like every default (e2e/load-factor.ts). */
const deadline = scaled(120_000)

const upstream = useTestApp({ timeScale: 0.001 })

const company = { name: 'Northwind Harbour Trading Ltd', number: '07312458' }
const certificate: FormFile = {
  filename: 'certificate.pdf',
  contentType: 'application/pdf',
  bytes: renderSimplePdf([
    'Certificate of Incorporation of a Private Limited Company',
    `Company name: ${company.name}`,
    `Company number: ${company.number}`,
    'Given at Companies House, Cardiff',
  ]),
}
const passport: FormFile = { filename: 'passport.jpg', contentType: 'image/jpeg', bytes: fileHeads.jpeg }
const utilityBill: FormFile = { filename: 'bill.png', contentType: 'image/png', bytes: fileHeads.png }

type Field = readonly [string, string | FormFile]

/** Every input type answered: text, countries_list, date, file (one and several), sub-question entries; overrides replace, remove (null) or add fields. */
function answers(overrides: Record<string, string | FormFile | null> = {}): Field[] {
  const fields: Field[] = [
    ['services[]', 'questionnaire'],
    ['answers[0][question_id]', 'bi_q1'],
    ['answers[0][answer]', company.name],
    ['answers[1][question_id]', 'bi_q2'],
    ['answers[1][answer]', company.number],
    ['answers[2][question_id]', 'bi_q3'],
    ['answers[2][answer]', 'united_kingdom'],
    ['answers[3][question_id]', 'bi_q4'],
    ['answers[3][answer]', '2019-03-14'],
    ['answers[4][question_id]', 'bi_q5'],
    ['answers[4][answer][0]', certificate],
    ['answers[5][question_id]', 'bi_q6'],
    ['answers[5][answer]', '1 Harbour Road, Bristol BS1 4XX'],
    ['answers[6][question_id]', 'bi_q7'],
    ['answers[6][answer][0]', utilityBill],
    ['answers[6][answer][1]', utilityBill],
    ['answers[7][question_id]', 'bi_q8'],
    ['answers[7][answer]', 'Ada'],
    ['answers[8][question_id]', 'bi_q9'],
    ['answers[8][answer]', 'Lovelace'],
    ['answers[9][question_id]', 'bi_q15'],
    ['answers[9][answer][0][full_name]', 'Margaret Elwood'],
    ['answers[9][answer][0][dob]', '1971-06-02'],
    ['answers[9][answer][1][full_name]', 'Tobias Renwick'],
    ['answers[9][answer][1][dob]', '1980-11-23'],
    ['answers[9][answer][1][kyc_check_country_name]', 'united_kingdom'],
  ]
  const known = new Set(fields.map(([name]) => name))
  const added = Object.entries(overrides).flatMap(([name, value]): Field[] =>
    known.has(name) || value === null ? [] : [[name, value]],
  )
  const replaced = fields.flatMap(([name, value]): Field[] => {
    if (!(name in overrides)) return [[name, value]]
    const replacement = overrides[name]
    return replacement === null || replacement === undefined ? [] : [[name, replacement]]
  })
  return [...replaced, ...added]
}

async function newLink(app: UpstreamApp, query = 'questionnaire_id=qnr_business_information'): Promise<string> {
  const body = await injectSigned(
    app,
    { url: `/api/createQuestionnaireUrl?${query}` },
    CreateQuestionnaireUrlResponseSchema,
  )
  return questionnaireTokenOf(body.data.url) ?? ''
}

async function submit(app: UpstreamApp, token: string, fields: Field[]) {
  const form = await multipartForm(fields)
  return app.inject({ method: 'POST', url: '/api/search', headers: { token, ...form.headers }, payload: form.payload })
}

const rows = (app: UpstreamApp, table: string) =>
  (sqliteOf(app).prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
const errorOf = (res: { body: string }) => ErrorEnvelopeSchema.parse(JSON.parse(res.body)).message

async function serviceDetail(app: UpstreamApp, serviceId: string) {
  return injectSigned(app, { url: `/api/readServiceDetail?service_id=${serviceId}` }, ReadServiceDetailResponseSchema)
}

describe('refused submissions', () => {
  it('answer 400 naming the question, 403 / 413 / 415 for tokens and files, and store nothing', async () => {
    const { app } = upstream
    const token = await newLink(app)
    const cases: Array<{ fields: Field[]; status: number; message: RegExp }> = [
      {
        fields: answers({ 'answers[0][answer]': '' }),
        status: 400,
        message: /answers\.0\.answer: is required \(question bi_q1, kyb_company_name/,
      },
      {
        fields: answers({ 'answers[3][answer]': '14.03.2019' }),
        status: 400,
        message: /answers\.3\.answer: must be a date as YYYY-MM-DD \(question bi_q4/,
      },
      {
        fields: answers({ 'answers[2][answer]': 'atlantis' }),
        status: 400,
        message: /answers\.2\.answer: must be one of the listed countries \(question bi_q3/,
      },
      {
        fields: answers({ 'answers[2][answer]': 'united_states' }),
        status: 400,
        message: /united_states has its registries per state/,
      },
      {
        fields: answers({ 'answers[9][answer][1][dob]': '' }),
        status: 400,
        message: /answers\.9\.answer\.1\.dob: is required \(question bi_q15, ubo_details/,
      },
      { fields: answers({ 'answers[4][answer][0]': null }), status: 400, message: /answers\.4\.answer: is required/ },
      {
        fields: answers({ 'answers[0][question_id]': 'de_q1' }),
        status: 403,
        message: /question de_q1 belongs to questionnaire qnr_kyb_documents_germany/,
      },
      {
        fields: answers({ 'services[]': 'kyb_check' }),
        status: 403,
        message: /questionnaire token can only list and submit/,
      },
      {
        fields: answers({
          'answers[4][answer][0]': {
            filename: 'big.pdf',
            contentType: 'application/pdf',
            bytes: new Uint8Array(5 * 1024 * 1024 + 1).fill(0x25),
          },
        }),
        status: 413,
        message: /answers\[4\]\[answer\]\[0\]: must be at most 5 MB/,
      },
      {
        fields: answers({
          'answers[4][answer][0]': { filename: 'scan.gif', contentType: 'image/gif', bytes: fileHeads.gif },
        }),
        status: 415,
        message: /must be one of png, jpg, jpeg, pdf/,
      },
      {
        fields: answers({
          'answers[4][answer][0]': { filename: 'certificate.png', contentType: 'image/png', bytes: fileHeads.pdf },
        }),
        status: 415,
        message: /answers\[4\]\[answer\]\[0\]/,
      },
    ]
    for (const { fields, status, message } of cases) {
      const res = await submit(app, token, fields)
      expect(res.statusCode, res.body).toBe(status)
      expect(errorOf(res)).toMatch(message)
    }
    const withAccountKey = await submit(app, authHeaders.token, answers())
    expect(withAccountKey.statusCode).toBe(403)
    for (const table of [
      'questionnaire_requests',
      'questionnaire_files',
      'ocr_requests',
      'aml_requests',
      'kyb_requests',
    ])
      expect(rows(app, table), table).toBe(0)
    // The link was not used up by the refused submissions.
    expect((await submit(app, token, answers())).statusCode).toBe(200)
  })
})

describe('a business information submission', () => {
  it('stores every answer shape, serves its files through signed links and accepts one submission per link', async () => {
    const { app } = upstream
    const token = await newLink(app)
    const res = await submit(app, token, answers({ 'answers[9][answer][0][kyc_check_id_document]': passport }))
    expect(res.statusCode, res.body).toBe(200)
    const ids = QuestionnaireSubmissionResponseSchema.parse(res.json())
    expect(res.json()).not.toHaveProperty('error')

    const again = await submit(app, token, answers())
    expect(again.statusCode).toBe(409)
    expect(errorOf(again)).toMatch(/already been submitted/)
    expect((await app.inject({ url: '/api/getAllQuestionnaires', headers: { token } })).statusCode).toBe(409)

    const read = await injectSigned(
      app,
      { url: `/api/readQuestionnaireResponse?questionnaire_request_id=${ids.questionnaire_request_id}` },
      ReadQuestionnaireResponseSchema,
    )
    const detail = read.data.questionnaire_detail
    expect(detail).toMatchObject({
      questionnaire_request_id: ids.questionnaire_request_id,
      service_id: ids.service_id,
      company_id: ids.company_id,
      kyb_services: ['questionnaire'],
    })
    expect(detail.final_response).toMatchObject({
      type: 'kyb',
      title: 'Business information',
      company_id: ids.company_id,
    })
    const byKey = new Map(
      detail.final_response.pages.flatMap((page) => page.questions).map((q) => [q.key_name, q.answer]),
    )
    expect(byKey.get('kyb_company_name')).toBe(company.name)
    expect(byKey.get('kyb_country_name')).toBe('united_kingdom')
    expect(byKey.get('kyb_incorporation_date')).toBe('2019-03-14')
    expect(byKey.get('kyc_check_id_number')).toBeNull()
    const files = byKey.get('kyb_company_certificate_of_incorporation') as Array<{
      file_url: string
      file_name: string
      extension_type: string
      file_size: string
    }>
    expect(files).toEqual([
      expect.objectContaining({
        file_name: 'certificate.pdf',
        extension_type: 'pdf',
        file_size: expect.stringMatching(/^\d+(\.\d)? (B|KB)$/),
      }),
    ])
    expect(byKey.get('kyb_address_document')).toHaveLength(2)
    const owners = byKey.get('ubo_details') as Array<Record<string, unknown>>
    expect(owners).toHaveLength(2)
    expect(owners[0]).toMatchObject({
      full_name: 'Margaret Elwood',
      dob: '1971-06-02',
      kyc_check_id_number: null,
      kyc_check_id_document: [expect.objectContaining({ file_name: 'passport.jpg', extension_type: 'jpg' })],
    })
    expect(owners[1]).toMatchObject({
      full_name: 'Tobias Renwick',
      kyc_check_country_name: 'united_kingdom',
      kyc_check_id_document: [],
    })

    const download = await app.inject({
      url:
        new URL(files[0]?.file_url ?? '', 'http://upstream.test').pathname +
        new URL(files[0]?.file_url ?? '', 'http://upstream.test').search,
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(Buffer.compare(download.rawPayload, Buffer.from(certificate.bytes))).toBe(0)

    const service = await serviceDetail(app, ids.service_id)
    expect(service.data.service_detail).toMatchObject({
      _id: ids.service_id,
      status: 'pending',
      questionnaire_request_id: ids.questionnaire_request_id,
      services: ['questionnaire', 'kyb_check', 'kyc'],
    })
    expect(service.data.service_detail.ubo_aml_request_ids).toHaveLength(2)
    expect(service.data.service_detail.ubo_kyc_request_ids).toHaveLength(1)
    const kycRequest = sqliteOf(app)
      .prepare('select service_id, status from kyc_requests where id = ?')
      .get(service.data.service_detail.ubo_kyc_request_ids[0]) as { service_id: string } | undefined
    expect(kycRequest?.service_id).toBe(ids.service_id)
  })

  it(
    'runs the KYB check, AML, UBO AML and KYC and OCR against the answers, then resolves',
    { timeout: deadline },
    async () => {
      const { app } = upstream
      const created = await app.inject({
        method: 'POST',
        url: '/sandbox/companies',
        headers: authHeaders,
        payload: { country_code: 'GB', name: company.name, registration_number: company.number },
      })
      expect(created.statusCode, created.body).toBe(200)
      const passportQuery = new URLSearchParams({
        type: 'passport',
        first_name: 'Margaret',
        last_name: 'Elwood',
        date_of_birth: '1971-06-02',
        country_code: 'GB',
        document_number: 'P4471902',
      })
      const rendered = await app.inject({
        url: `/sandbox/documents/identity?${passportQuery.toString()}`,
        headers: authHeaders,
      })
      expect(rendered.statusCode).toBe(200)
      const token = await newLink(app)
      const res = await submit(
        app,
        token,
        answers({
          'answers[9][answer][0][kyc_check_id_document]': {
            filename: 'passport.png',
            contentType: 'image/png',
            bytes: rendered.rawPayload,
          },
        }),
      )
      const ids = QuestionnaireSubmissionResponseSchema.parse(res.json())
      const resolved = await pollUntil(
        () => serviceDetail(app, ids.service_id),
        (body) => body.data.service_detail.status === 'resolved',
        80_000,
        50,
      )
      const detail = resolved.data.service_detail
      expect(detail.ubo_aml_request_ids).toHaveLength(2)
      expect(detail.ubo_kyc_request_ids).toHaveLength(1)
      const kyc = await app.inject({
        url: `/api/readKycResponse?kyc_request_id=${detail.ubo_kyc_request_ids[0] ?? ''}`,
        headers: authHeaders,
      })
      expect(kyc.json()).toMatchObject({
        data: { request_status: 'verification.accepted', kyc_response_data: { service_id: ids.service_id } },
      })

      const kyb = await injectSigned(
        app,
        { url: `/v2/kyb?kyb_request_id=${detail.kyb_request_id ?? ''}` },
        V2KybResponseSchema,
      )
      expect(kyb.data.kyb_request).toMatchObject({ status: 'resolved', registration_number: company.number })
      expect(kyb.data.kyb_responses.map((r) => r.name)).toContain(company.name)
      for (const id of [detail.aml_request_id, ...detail.ubo_aml_request_ids]) {
        const aml = await app.inject({ url: `/api/readAmlResponse?aml_request_id=${id ?? ''}`, headers: authHeaders })
        expect(aml.json()).toMatchObject({ data: { request_status: 'resolved' } })
      }
      const ocr = await readOcrSigned(app, detail.oc_request_id)
      expect(ocr.data).toMatchObject({
        ocr_status: 'verified',
        ocr_response: { company_name: company.name, registration_number: company.number },
        user_verification_data: { company_name: company.name, registration_number: company.number },
        decline_reason: [],
        user_submitted_business_data: [
          expect.objectContaining({ file_type: 'incorporation_certificate', extension: 'pdf' }),
        ],
      })
      const read = await injectSigned(
        app,
        { url: `/api/readQuestionnaireResponse?questionnaire_request_id=${ids.questionnaire_request_id}` },
        ReadQuestionnaireResponseSchema,
      )
      expect(read.data.questionnaire_detail.status).toBe('resolved')
    },
  )

  it('fails OCR with a reason per mismatch when the certificate disagrees with the answers', async () => {
    const { app } = upstream
    const token = await newLink(app)
    const res = await submit(
      app,
      token,
      answers({ 'answers[0][answer]': 'Southgate Shipping Ltd', 'answers[1][answer]': '09999999' }),
    )
    const ids = QuestionnaireSubmissionResponseSchema.parse(res.json())
    const service = await serviceDetail(app, ids.service_id)
    const ocr = await pollUntil(
      () => readOcrSigned(app, service.data.service_detail.oc_request_id),
      (body) => body.data.ocr_status !== 'pending',
      60_000,
      50,
    )
    expect(ocr.data.ocr_status).toBe('failed')
    expect(ocr.data.decline_reason).toEqual([
      expect.stringContaining('company name'),
      expect.stringContaining('registration number'),
    ])
  })
})

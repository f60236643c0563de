import { V2KybResponseSchema } from '@contract/registry'
import { ReadQuestionnaireResponseSchema } from '@contract/services/questionnaire-detail'
import { QuestionnaireSubmissionResponseSchema } from '@contract/services/questionnaire-submission'
import { CreateQuestionnaireUrlResponseSchema, questionnaireTokenOf } from '@contract/services/questionnaires'
import { ReadServiceDetailResponseSchema } from '@contract/services/service-detail'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { useCallbackReceiver } from '../test-support/callback-receiver'
import { multipartForm } from '../test-support/multipart-form'
import {
  authHeaders,
  buildTestApp,
  datasetCompany,
  injectSigned,
  makeTempDir,
  pollUntil,
  readOcrSigned,
} from '../test-support/upstream-harness'
import { scaled } from '../../../e2e/load-factor'

/** This file's deadline for its slow steps, scaled to the machine's load like every default (e2e/load-factor.ts). */
const deadline = scaled(120_000)

/** Document-based KYB with real OCR: the certificate is read, the registry checked with what was read, the verdict called back. */
describe('document-based KYB', () => {
  const temp = makeTempDir()
  const receiver = useCallbackReceiver()
  let app: UpstreamApp

  beforeAll(async () => {
    app = await buildTestApp({ dbFile: `${temp.dir}/upstream.sqlite`, timeScale: 0.001, callbackUrl: receiver.url })
  })
  afterAll(async () => {
    await app?.close()
    temp.remove()
  })

  async function submitCertificate(query: Record<string, string>) {
    const rendered = await app.inject({
      url: `/sandbox/documents/certificate?${new URLSearchParams(query).toString()}`,
      headers: authHeaders,
    })
    expect(rendered.statusCode).toBe(200)
    const link = await injectSigned(
      app,
      {
        url: '/api/createQuestionnaireUrl?questionnaire_id=qnr_kyb_documents_united_kingdom&country_name=united_kingdom',
      },
      CreateQuestionnaireUrlResponseSchema,
    )
    const token = questionnaireTokenOf(link.data.url) ?? ''
    const extension = query.format === 'jpeg' ? 'jpg' : (query.format ?? 'png')
    const form = await multipartForm([
      ['services[]', 'questionnaire'],
      ['answers[0][question_id]', 'gb_q1'],
      [
        'answers[0][answer][0]',
        {
          filename: `certificate.${extension}`,
          contentType:
            query.format === 'jpeg' ? 'image/jpeg' : query.format === 'pdf' ? 'application/pdf' : 'image/png',
          bytes: rendered.rawPayload,
        },
      ],
    ])
    const res = await app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { token, ...form.headers },
      payload: form.payload,
    })
    expect(res.statusCode, res.body).toBe(200)
    return QuestionnaireSubmissionResponseSchema.parse(res.json())
  }

  const resolvedService = (serviceId: string) =>
    pollUntil(
      () =>
        injectSigned(app, { url: `/api/readServiceDetail?service_id=${serviceId}` }, ReadServiceDetailResponseSchema),
      (body) => body.data.service_detail.status === 'resolved',
      90_000,
      100,
    )

  it(
    'reads a scanned certificate, finds the company in the registry, verifies it and resolves',
    { timeout: deadline },
    async () => {
      const company = datasetCompany(app, 'GB', 0)
      const ids = await submitCertificate({
        country_code: 'GB',
        name: company.name,
        registration_number: company.registration_number,
        format: 'jpeg',
        scan: '1',
        variant: '3',
      })
      const pending = await injectSigned(
        app,
        { url: `/api/readServiceDetail?service_id=${ids.service_id}` },
        ReadServiceDetailResponseSchema,
      )
      expect(pending.data.service_detail).toMatchObject({
        status: 'pending',
        services: ['document_base_kyb', 'kyb_check'],
      })
      const detail = (await resolvedService(ids.service_id)).data.service_detail
      expect(detail.oc_request_id).toBe(detail.ocr_request_id)

      const ocr = await readOcrSigned(app, detail.oc_request_id)
      expect(ocr.data).toMatchObject({
        ocr_status: 'verified',
        country_names: ['united_kingdom'],
        user_verification_data: {},
        decline_reason: [],
      })
      expect(ocr.data.ocr_response?.registration_number?.replace(/\s/g, '')).toBe(
        company.registration_number.replace(/\s/g, ''),
      )
      const kyb = await injectSigned(
        app,
        { url: `/v2/kyb?kyb_request_id=${detail.kyb_request_id ?? ''}` },
        V2KybResponseSchema,
      )
      expect(kyb.data.kyb_responses.map((r) => r.name)).toContain(company.name)
      const aml = await app.inject({
        url: `/api/readAmlResponse?aml_request_id=${detail.aml_request_id ?? ''}`,
        headers: authHeaders,
      })
      expect(aml.json()).toMatchObject({ data: { request_status: 'resolved', subject: { type: 'company' } } })

      const read = await injectSigned(
        app,
        { url: `/api/readQuestionnaireResponse?questionnaire_request_id=${ids.questionnaire_request_id}` },
        ReadQuestionnaireResponseSchema,
      )
      expect(read.data.questionnaire_detail).toMatchObject({ status: 'resolved', kyb_services: ['document_base_kyb'] })
      expect(read.data.questionnaire_detail.final_response).toMatchObject({
        type: 'document_base_kyb',
        lower_case_title: 'united kingdom company documents',
      })

      const events = await pollUntil(
        async () =>
          receiver.received
            .filter((c) => c.questionnaire_request_id === ids.questionnaire_request_id)
            .map((c) => c.event),
        (list) => list.includes('request.resolved'),
      )
      expect(events).toEqual(expect.arrayContaining(['questionnaire.submitted', 'ocr.completed', 'request.resolved']))
      expect(
        receiver.received.find((c) => c.event === 'ocr.completed' && c.ocr_request_id === detail.oc_request_id),
      ).toMatchObject({ service: 'ocr', status: 'verified', service_id: ids.service_id })
    },
  )

  it('fails OCR when the registry has no company with the number read', async () => {
    const ids = await submitCertificate({
      country_code: 'GB',
      name: 'Quillon Marsh Holdings Ltd',
      registration_number: '09876543',
      format: 'pdf',
      variant: '1',
    })
    const detail = (await resolvedService(ids.service_id)).data.service_detail
    const ocr = await readOcrSigned(app, detail.oc_request_id)
    expect(ocr.data).toMatchObject({
      ocr_status: 'failed',
      ocr_response: { company_name: 'Quillon Marsh Holdings Ltd', registration_number: '09876543' },
    })
    expect(ocr.data.decline_reason).toEqual([
      'No company with registration number 09876543 was found in the registry of United Kingdom',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { exampleReadOcrResponse, exampleReadQuestionnaireResponse, exampleReadServiceDetailResponse } from './examples'
import { GetFileQuerySchema } from './get-file'
import { OcrStatusSchema, ReadOcrResponseQuerySchema, ReadOcrResponseSchema } from './ocr'
import { ReadQuestionnaireResponseQuerySchema, ReadQuestionnaireResponseSchema } from './questionnaire-detail'
import { ocrRequestIdOf, ReadServiceDetailQuerySchema, ReadServiceDetailResponseSchema } from './service-detail'
import { fieldMessages } from './testing/field-messages'

describe('GET /api/readServiceDetail', () => {
  it('requires service_id and reads every id of the service', () => {
    expect(fieldMessages(ReadServiceDetailQuerySchema, {})).toEqual(['service_id: is required'])
    expect(fieldMessages(ReadServiceDetailResponseSchema, exampleReadServiceDetailResponse)).toEqual([])
    const detail = exampleReadServiceDetailResponse.data.service_detail
    const withDetail = (patch: object) => ({
      ...exampleReadServiceDetailResponse,
      data: { service_detail: { ...detail, ...patch } },
    })
    expect(fieldMessages(ReadServiceDetailResponseSchema, withDetail({ kyc_request_id: '', extra: [1] }))).toEqual([])
    expect(fieldMessages(ReadServiceDetailResponseSchema, withDetail({ services: ['ocr'] }))[0]).toMatch(
      /^data\.service_detail\.services\.0:/,
    )
    expect(fieldMessages(ReadServiceDetailResponseSchema, withDetail({ status: 'done' }))[0]).toMatch(
      /^data\.service_detail\.status:/,
    )
    expect(fieldMessages(ReadServiceDetailResponseSchema, withDetail({ ubo_kyc_request_ids: 'k' }))[0]).toMatch(
      /^data\.service_detail\.ubo_kyc_request_ids:/,
    )
  })

  it('finds the OCR id under either name', () => {
    expect(ocrRequestIdOf({ oc_request_id: 'ocr_1' })).toBe('ocr_1')
    expect(ocrRequestIdOf({ oc_request_id: '', ocr_request_id: 'ocr_2' })).toBe('ocr_2')
    expect(ocrRequestIdOf({ oc_request_id: null })).toBeUndefined()
  })
})

describe('GET /api/readQuestionnaireResponse', () => {
  const detail = exampleReadQuestionnaireResponse.data.questionnaire_detail
  const withFinal = (patch: object) => ({
    ...exampleReadQuestionnaireResponse,
    data: { questionnaire_detail: { ...detail, final_response: { ...detail.final_response, ...patch } } },
  })

  it('reads every answer shape and lets unknown fields through', () => {
    expect(fieldMessages(ReadQuestionnaireResponseQuerySchema, {})).toEqual(['questionnaire_request_id: is required'])
    expect(fieldMessages(ReadQuestionnaireResponseSchema, exampleReadQuestionnaireResponse)).toEqual([])
    expect(
      fieldMessages(
        ReadQuestionnaireResponseSchema,
        withFinal({ type: 'document_base_kyb', lower_case_title: 'business information', extra: 1 }),
      ),
    ).toEqual([])
  })

  it('refuses unknown questionnaire types and malformed file answers', () => {
    expect(fieldMessages(ReadQuestionnaireResponseSchema, withFinal({ type: 'kyc' }))[0]).toMatch(
      /^data\.questionnaire_detail\.final_response\.type:/,
    )
    const page = detail.final_response.pages[0]!
    const fileQuestion = page.questions[3]!
    const badFile = {
      ...fileQuestion,
      answer: [{ file_url: 'u', file_id: 'f', file_name: 'n', extension_type: 'pdf', file_size: 'big' }],
    }
    const messages = fieldMessages(
      ReadQuestionnaireResponseSchema,
      withFinal({ pages: [{ ...page, questions: [badFile] }] }),
    )
    expect(messages).toEqual([
      'data.questionnaire_detail.final_response.pages.0.questions.0.answer.0.file_size: must be a number followed by a unit (B, KB, MB, GB)',
    ])
    const textAsFile = { ...fileQuestion, answer: 'certificate.pdf' }
    expect(
      fieldMessages(ReadQuestionnaireResponseSchema, withFinal({ pages: [{ ...page, questions: [textAsFile] }] })),
    ).toEqual(['data.questionnaire_detail.final_response.pages.0.questions.0.answer: must be a list of files'])
  })
})

describe('GET /api/readOcrResponse', () => {
  it('requires ocr_request_id and reads the result', () => {
    expect(fieldMessages(ReadOcrResponseQuerySchema, {})).toEqual(['ocr_request_id: is required'])
    expect(fieldMessages(ReadOcrResponseSchema, exampleReadOcrResponse)).toEqual([])
    const documentBased = {
      ...exampleReadOcrResponse,
      data: {
        ...exampleReadOcrResponse.data,
        country_names: ['germany'],
        user_verification_data: {},
        ocr_status: 'resolved',
        ocr_response: null,
      },
    }
    expect(fieldMessages(ReadOcrResponseSchema, documentBased)).toEqual([])
  })

  it('has the four OCR states and refuses others', () => {
    expect(OcrStatusSchema.options).toEqual(['pending', 'verified', 'failed', 'resolved'])
    const bad = { ...exampleReadOcrResponse, data: { ...exampleReadOcrResponse.data, ocr_status: 'matched' } }
    expect(fieldMessages(ReadOcrResponseSchema, bad)[0]).toMatch(/^data\.ocr_status:/)
    const reasons = {
      ...exampleReadOcrResponse,
      data: { ...exampleReadOcrResponse.data, decline_reason: 'name mismatch' },
    }
    expect(fieldMessages(ReadOcrResponseSchema, reasons)[0]).toMatch(/^data\.decline_reason:/)
  })
})

describe('GET /api/getFile', () => {
  it('takes a signed link: file_id, expires, signature', () => {
    expect(
      fieldMessages(GetFileQuerySchema, { file_id: 'f_01', expires: '1772450000', signature: 'a'.repeat(64) }),
    ).toEqual([])
    expect(
      fieldMessages(GetFileQuerySchema, { file_id: 'f_01', expires: 'tomorrow', signature: 'g'.repeat(64) }),
    ).toEqual(['expires: must be a unix time in seconds', 'signature: must be 64 hexadecimal characters'])
    expect(fieldMessages(GetFileQuerySchema, { expires: '1', signature: 'A'.repeat(64) })).toEqual([
      'file_id: is required',
    ])
  })
})

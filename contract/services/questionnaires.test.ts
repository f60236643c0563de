import { describe, expect, it } from 'vitest'
import {
  exampleCreateQuestionnaireUrlResponse,
  exampleQuestionnaire,
  exampleQuestionnairesListResponse,
} from './examples'
import {
  CreateQuestionnaireUrlQuerySchema,
  CreateQuestionnaireUrlResponseSchema,
  DocumentBasedCreateUrlQuerySchema,
  DocumentBasedQuestionnairesQuerySchema,
  InputTypeSchema,
  KEY_NAMES,
  QuestionnaireForTokenResponseSchema,
  QuestionnaireSchema,
  QuestionnairesListQuerySchema,
  QuestionnairesListResponseSchema,
  questionnaireTokenOf,
} from './questionnaires'
import { fieldMessages } from './testing/field-messages'

describe('questionnaire structure', () => {
  it('lists the key names and input types of spec §2.7', () => {
    // Copied from the vendor's documentation (§2.7), so a change of either list is deliberate.
    const specKeyNames =
      'kyb_company_name, kyb_registration_number, kyb_country_name, kyb_company_certificate_of_incorporation, kyb_address_detail, kyb_address_document, kyc_check_first_name, kyc_check_last_name, kyc_check_id_number, kyc_check_country_name, kyc_check_address_detail, kyc_check_id_document, kyc_check_address_document, full_name, dob'
    expect([...KEY_NAMES].sort()).toEqual(specKeyNames.split(', ').sort())
    expect([...InputTypeSchema.options].sort()).toEqual(['countries_list', 'date', 'file', 'sub_questions', 'text'])
  })

  it('accepts the example and lets unknown fields through', () => {
    expect(fieldMessages(QuestionnaireSchema, exampleQuestionnaire)).toEqual([])
    const parsed = QuestionnaireSchema.parse({ ...exampleQuestionnaire, theme: 'dark' })
    expect(parsed).toHaveProperty('theme', 'dark')
    expect(fieldMessages(QuestionnaireSchema, { ...exampleQuestionnaire, description: null })).toEqual([])
  })

  it('refuses unknown input types and mistyped rules on the right path', () => {
    const page = exampleQuestionnaire.pages[0]!
    const question = page.questions[0]!
    const withQuestion = (patch: object) => ({
      ...exampleQuestionnaire,
      pages: [{ ...page, questions: [{ ...question, ...patch }] }],
    })
    expect(fieldMessages(QuestionnaireSchema, withQuestion({ input_type: 'number' }))[0]).toMatch(
      /^pages\.0\.questions\.0\.input_type:/,
    )
    expect(fieldMessages(QuestionnaireSchema, withQuestion({ rules: { required: 'yes' } }))[0]).toMatch(
      /^pages\.0\.questions\.0\.rules\.required:/,
    )
    expect(fieldMessages(QuestionnaireSchema, withQuestion({ services: ['kyb'] }))[0]).toMatch(
      /^pages\.0\.questions\.0\.services\.0:/,
    )
    expect(fieldMessages(QuestionnaireSchema, { ...exampleQuestionnaire, created_at: '2026-03-02' })).toEqual([
      'created_at: must be an ISO 8601 UTC timestamp',
    ])
  })
})

describe('GET /api/getAllQuestionnaires', () => {
  it('takes no parameter (business information) or country_name[] (document-based)', () => {
    expect(QuestionnairesListQuerySchema.parse({})).toEqual({ country_name: undefined })
    expect(QuestionnairesListQuerySchema.parse({ 'country_name[]': 'united_states.alabama' }).country_name).toEqual([
      'united_states.alabama',
    ])
    expect(QuestionnairesListQuerySchema.parse({ country_name: ['germany'], page: '2' })).toEqual({
      country_name: ['germany'],
      page: '2',
    })
    expect(fieldMessages(DocumentBasedQuestionnairesQuerySchema, {})).toEqual([
      'country_name: is required for document-based questionnaires',
    ])
    expect(fieldMessages(DocumentBasedQuestionnairesQuerySchema, { country_name: 'germany' })).toEqual([])
    expect(fieldMessages(QuestionnairesListQuerySchema, { page: '0' })).toEqual(['page: must be a whole number from 1'])
  })

  it('reads the account listing and the token listing (object or one-element list)', () => {
    expect(fieldMessages(QuestionnairesListResponseSchema, exampleQuestionnairesListResponse)).toEqual([])
    const { pagination: _p, ...noPagination } = exampleQuestionnairesListResponse.data
    expect(
      fieldMessages(QuestionnairesListResponseSchema, { ...exampleQuestionnairesListResponse, data: noPagination }),
    ).toEqual(['data.pagination: Invalid input: expected object, received undefined'])
    const envelopeOf = (questionnaires: unknown) => ({ error: false, message: 'ok', data: { questionnaires } })
    expect(fieldMessages(QuestionnaireForTokenResponseSchema, envelopeOf(exampleQuestionnaire))).toEqual([])
    expect(fieldMessages(QuestionnaireForTokenResponseSchema, envelopeOf([exampleQuestionnaire]))).toEqual([])
    expect(fieldMessages(QuestionnaireForTokenResponseSchema, envelopeOf('x'))[0]).toMatch(/^data\.questionnaires:/)
  })
})

describe('GET /api/createQuestionnaireUrl', () => {
  it('defaults ttl to 60 minutes and accepts 3 to 43199', () => {
    expect(CreateQuestionnaireUrlQuerySchema.parse({ questionnaire_id: 'qst_1' })).toEqual({
      questionnaire_id: 'qst_1',
      ttl: '60',
    })
    for (const ttl of ['3', '60', '43199'])
      expect(fieldMessages(CreateQuestionnaireUrlQuerySchema, { questionnaire_id: 'q', ttl })).toEqual([])
  })

  it('names the broken rule', () => {
    for (const ttl of ['2', '43200', '0']) {
      expect(fieldMessages(CreateQuestionnaireUrlQuerySchema, { questionnaire_id: 'q', ttl })).toEqual([
        'ttl: must be 3 to 43199 minutes',
      ])
    }
    expect(fieldMessages(CreateQuestionnaireUrlQuerySchema, { questionnaire_id: 'q', ttl: '1.5' })).toEqual([
      'ttl: must be a whole number of minutes',
    ])
    expect(fieldMessages(CreateQuestionnaireUrlQuerySchema, { ttl: '60' })).toEqual(['questionnaire_id: is required'])
    expect(fieldMessages(DocumentBasedCreateUrlQuerySchema, { questionnaire_id: 'q' })).toEqual([
      'country_name: is required for document-based questionnaires',
    ])
    expect(
      fieldMessages(DocumentBasedCreateUrlQuerySchema, { questionnaire_id: 'q', country_name: 'germany' }),
    ).toEqual([])
  })

  it('returns a URL whose last segment is the questionnaire token', () => {
    expect(fieldMessages(CreateQuestionnaireUrlResponseSchema, exampleCreateQuestionnaireUrlResponse)).toEqual([])
    expect(
      fieldMessages(CreateQuestionnaireUrlResponseSchema, { error: false, message: 'm', data: { url: 'not a url' } }),
    ).toEqual(['data.url: must be a URL'])
    expect(questionnaireTokenOf(exampleCreateQuestionnaireUrlResponse.data.url)).toBe('eyJ0b2tlbiI6ImFiYyJ9')
    expect(questionnaireTokenOf('https://x.example/q/tok123/')).toBe('tok123')
  })
})

import type { PerformCompanyAmlResponse, PerformOfficersAmlResponse } from './aml'
import type { ReadAmlResponse } from './aml-hits'
import type { KycCountriesResponse, KycLanguagesResponse, ReadKycResponse } from './kyc'
import type { KycSubmissionResponse } from './kyc-submission'
import type { ReadOcrResponse } from './ocr'
import type { OngoingReadResponse, OngoingUpdateResponse } from './ongoing-aml'
import type { ReadQuestionnaireResponse } from './questionnaire-detail'
import type { QuestionnaireSubmissionResponse } from './questionnaire-submission'
import type { CreateQuestionnaireUrlResponse, Questionnaire, QuestionnairesListResponse } from './questionnaires'
import type { ReadServiceDetailResponse } from './service-detail'

/**
 * Complete example responses of the service endpoints, typed by the schemas: every field of spec
 * §2.6–§2.8 filled in. Tests, MSW handlers and docs build on them; spread and override as needed.
 */
const at = '2026-03-02T10:15:30.123456Z'
const later = '2026-03-02T10:17:02.654321Z'

export const examplePerformCompanyAmlResponse: PerformCompanyAmlResponse = {
  error: false,
  message: 'Company AML has been started',
  data: { aml_request_id: 'aml_7c41e0' },
}

export const examplePerformOfficersAmlResponse: PerformOfficersAmlResponse = {
  error: false,
  message: 'AML on officers is being performed',
  data: {},
}

export const exampleReadAmlResponse: ReadAmlResponse = {
  error: false,
  message: 'AML response fetched successfully',
  data: {
    aml_request_id: 'aml_7c41e0',
    request_status: 'resolved',
    match_status: 'potential match',
    subject: { name: 'Acme Handels GmbH', type: 'company', country: 'germany' },
    hits: [
      {
        list: 'EU consolidated sanctions',
        entry_id: 'EU-2022-1187',
        entity_type: 'organisation',
        name: 'ACME Handels GmbH',
        matched_alias: null,
        score: 0.94,
        features: [
          { name: 'name', score: 0.97, weight: 0.8 },
          { name: 'country', score: 1, weight: 0.2 },
        ],
        programs: ['RUSSIA-EO14024'],
        remarks: 'Listed for trade in restricted goods',
      },
    ],
  },
}

export const exampleOngoingReadResponse: OngoingReadResponse = {
  error: false,
  message: 'Ongoing requests fetched successfully',
  data: {
    ongoing_requests: [
      {
        _id: '65e2f0a1c9d4',
        aml_request_id: 'aml_7c41e0',
        service_random_id: 'SRV-4821',
        search: 'Acme Handels GmbH',
        country_names: ['germany'],
        duration: '3',
        duration_type: 'month',
        service_type: ['ongoing_aml'],
        ongoing_monitoring: true,
        match_status: 'no match',
        total_ongoing_request: 2,
        last_updated_at: later,
        created_at: at,
      },
    ],
    pagination: { total: 1, per_page: 25, current_page: 1, last_page: 1, from: 1, to: 1 },
  },
}

export const exampleOngoingUpdateResponse: OngoingUpdateResponse = {
  error: false,
  message: 'Ongoing AML enabled successfully',
  data: {},
}

const countryOption = {
  country_name: 'germany',
  states: [],
  country_code: 'DE',
  flag_url: 'https://flags.example/de.svg',
}

export const exampleQuestionnaire: Questionnaire = {
  questionnaire_id: 'qst_1a2b3c',
  created_at: at,
  updated_at: at,
  title: 'Business information',
  description: 'Tell us about your company',
  kyb_check: true,
  aml_check: true,
  created_by: 'usr_01',
  pages: [
    {
      page_title: 'Company',
      kyb_check: true,
      for_business: true,
      questions: [
        {
          question: 'Company name',
          input_type: 'text',
          rules: { required: true },
          key_name: 'kyb_company_name',
          question_id: 'q1',
          placeholder: 'Acme Ltd',
        },
        {
          question: 'Registration number',
          input_type: 'text',
          rules: { required: true },
          key_name: 'kyb_registration_number',
          question_id: 'q2',
        },
        {
          question: 'Country',
          input_type: 'countries_list',
          rules: { required: true },
          key_name: 'kyb_country_name',
          question_id: 'q3',
          options: [countryOption],
        },
        {
          question: 'Incorporation date',
          input_type: 'date',
          rules: { required: false },
          key_name: 'incorporation_date',
          question_id: 'q4',
        },
        {
          question: 'Certificate of incorporation',
          input_type: 'file',
          rules: { required: true, multiple: false },
          key_name: 'kyb_company_certificate_of_incorporation',
          question_id: 'q5',
        },
      ],
    },
    {
      page_title: 'Beneficial owners',
      ubo_kyc_check: true,
      ubo_aml_check: true,
      questions: [
        {
          question: 'Who owns the company?',
          input_type: 'sub_questions',
          rules: { required: false },
          key_name: 'ubo_details',
          question_id: 'q6',
          ubo_kyc_check: true,
          ubo_aml_check: true,
          sub_questions: [
            {
              questions: [
                {
                  question: 'Full name',
                  input_type: 'text',
                  key_name: 'full_name',
                  rules: { required: true },
                  services: ['aml'],
                },
                { question: 'Date of birth', input_type: 'date', key_name: 'dob', rules: { required: true } },
                {
                  question: 'ID document',
                  input_type: 'file',
                  key_name: 'kyc_check_id_document',
                  rules: { required: false, multiple: false },
                  services: ['kyc'],
                  supported_types: ['passport'],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

export const exampleQuestionnairesListResponse: QuestionnairesListResponse = {
  error: false,
  message: 'Questionnaires fetched successfully',
  data: {
    questionnaires: [exampleQuestionnaire],
    pagination: { total: 1, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 1 },
  },
}

export const exampleCreateQuestionnaireUrlResponse: CreateQuestionnaireUrlResponse = {
  error: false,
  message: 'Questionnaire URL created successfully',
  data: { url: 'https://forms.example.com/questionnaire/fill/eyJ0b2tlbiI6ImFiYyJ9' },
}

export const exampleQuestionnaireSubmissionResponse: QuestionnaireSubmissionResponse = {
  questionnaire_request_id: 'qrq_55aa01',
  company_id: 'cmp_5f1a9c',
  service_id: 'srv_9e3d77',
}

const certificate = {
  file_url: 'https://api.example.com/api/getFile?file_id=f_01&expires=1772450000&signature=' + 'a'.repeat(64),
  file_id: 'f_01',
  file_name: 'certificate.pdf',
  extension_type: 'pdf',
  file_size: '182.4 KB',
}

export const exampleReadQuestionnaireResponse: ReadQuestionnaireResponse = {
  error: false,
  message: 'Questionnaire response fetched successfully',
  data: {
    questionnaire_detail: {
      _id: '65e2f0a1c9e5',
      questionnaire_request_id: 'qrq_55aa01',
      user_id: 'usr_01',
      company_id: 'cmp_5f1a9c',
      service_id: 'srv_9e3d77',
      kyb_services: ['questionnaire'],
      status: 'resolved',
      created_at: at,
      updated_at: later,
      final_response: {
        title: exampleQuestionnaire.title,
        description: exampleQuestionnaire.description,
        type: 'kyb',
        company_id: 'cmp_5f1a9c',
        created_by_user_id: 'usr_01',
        kyb_check: true,
        aml_check: true,
        created_at: at,
        updated_at: later,
        pages: [
          {
            page_title: 'Company',
            questions: [
              {
                question: 'Company name',
                input_type: 'text',
                rules: { required: true },
                key_name: 'kyb_company_name',
                question_id: 'q1',
                answer: 'Acme Handels GmbH',
              },
              {
                question: 'Country',
                input_type: 'countries_list',
                rules: { required: true },
                key_name: 'kyb_country_name',
                question_id: 'q3',
                answer: 'germany',
              },
              {
                question: 'Incorporation date',
                input_type: 'date',
                rules: { required: false },
                key_name: 'incorporation_date',
                question_id: 'q4',
                answer: '2009-04-17',
              },
              {
                question: 'Certificate of incorporation',
                input_type: 'file',
                rules: { required: true, multiple: false },
                key_name: 'kyb_company_certificate_of_incorporation',
                question_id: 'q5',
                answer: [certificate],
              },
              {
                question: 'Who owns the company?',
                input_type: 'sub_questions',
                rules: { required: false },
                key_name: 'ubo_details',
                question_id: 'q6',
                answer: [{ full_name: 'Jane Doe', dob: '1980-05-01', kyc_check_id_document: [[]] }],
              },
            ],
          },
        ],
      },
    },
  },
}

export const exampleReadServiceDetailResponse: ReadServiceDetailResponse = {
  error: false,
  message: 'Service detail fetched successfully',
  data: {
    service_detail: {
      _id: '65e2f0a1c9f6',
      services: ['questionnaire', 'kyb_check'],
      random_id: 'SRV-4821',
      status: 'pending',
      questionnaire_request_id: 'qrq_55aa01',
      aml_request_id: 'aml_7c41e0',
      kyc_request_id: null,
      kyb_request_id: 'req_8d2b41',
      oc_request_id: 'ocr_31f0c2',
      ubo_aml_request_ids: ['aml_ubo_01'],
      ubo_kyc_request_ids: ['kyc_ubo_01'],
    },
  },
}

export const exampleReadOcrResponse: ReadOcrResponse = {
  error: false,
  message: 'OCR response fetched successfully',
  data: {
    _id: 'ocr_31f0c2',
    user_verification_data: { company_name: 'Acme Handels GmbH', registration_number: 'HRB 123456' },
    user_submitted_business_data: [
      { file_id: 'f_01', file_url: certificate.file_url, file_type: 'incorporation_certificate', extension: 'pdf' },
    ],
    ocr_status: 'verified',
    ocr_response: { company_name: 'ACME HANDELS GMBH', registration_number: 'HRB 123456' },
    decline_reason: [],
  },
}

export const exampleKycCountriesResponse: KycCountriesResponse = {
  error: false,
  message: 'Countries fetched successfully',
  data: { countries: ['germany', 'united_kingdom', 'france'] },
}

export const exampleKycLanguagesResponse: KycLanguagesResponse = {
  error: false,
  message: 'Languages fetched successfully',
  data: { languages: ['english', 'german', 'french'] },
}

export const exampleKycSubmissionResponse: KycSubmissionResponse = {
  kyc_request_id: 'kyc_4b8e10',
  service_id: 'srv_71c0aa',
}

const proofMeta = { extension: 'jpg', mime_type: 'image/jpeg', file_size: 482_113, filename: 'passport.jpg' }
const signedProof = 'https://api.example.com/api/getFile?file_id=f_02&expires=1772450000&signature=' + 'b'.repeat(64)

export const exampleReadKycResponse: ReadKycResponse = {
  error: false,
  message: 'KYC response fetched successfully',
  data: {
    request_status: 'verification.declined',
    kyc_response_data: {
      _id: '65e2f0a1ca07',
      kyc_request_id: 'kyc_4b8e10',
      service_id: 'srv_71c0aa',
      user_id: 'usr_01',
      country: 'DE',
      created_at: at,
      updated_at: later,
      declined_codes: ['SPDR07', 'SPDR82'],
      declined_reason: 'Name on the document does not match the provided name',
      services_declined_codes: { document: ['SPDR07'], address: ['SPDR82'] },
      verification_data: {
        document: {
          name: { first_name: 'Erika', middle_name: null, last_name: 'Mustermann', full_name: 'Erika Mustermann' },
          document_number: 'C01X00T47',
          dob: '1983-08-12',
          gender: 'F',
          age: 42,
          expiry_date: '2031-10-31',
          issue_date: '2021-11-01',
          selected_type: ['passport'],
          supported_types: ['passport', 'id_card'],
          document_country_name: 'Germany',
          document_country_code: 'DE',
        },
        address: {
          full_address: 'Heidestraße 17, 51147 Köln',
          native_full_address: 'Heidestraße 17, 51147 Köln',
          address_country_name: 'Germany',
          address_country_code: 'DE',
        },
      },
      verification_result: {
        document: {
          document: 1,
          name: 0,
          dob: 1,
          expiry_date: 1,
          issue_date: 1,
          gender: 1,
          age: 1,
          document_number: 1,
          document_country: 1,
          selected_type: 1,
        },
        address: { full_address: 0, address_document_country: 1, address_document: 1 },
      },
    },
    kyc_request: {
      _id: '65e2f0a1ca08',
      user_id: 'usr_01',
      company_id: 'cmp_5f1a9c',
      service_id: 'srv_71c0aa',
      kyc_request_type: ['document', 'address'],
      status: 'verification.declined',
      language_code: 'en',
      language_name: 'english',
      country_code: 'DE',
      country_name: 'germany',
      created_at: at,
      updated_at: later,
      document: {
        supported_types: ['passport', 'id_card'],
        name: { full_name: 'Erica Mustermann' },
        gender: '',
        document_number: '',
        issue_date: '',
        dob: '1983-08-12',
        expiry_date: '',
        age: { min: 18, max: 99 },
        proof: signedProof,
        additional_proof: null,
        proof_meta_detail: proofMeta,
        additional_proof_meta_detail: null,
      },
      address: {
        full_address: 'Heidestrasse 17, 51147 Koeln',
        proof: signedProof,
        additional_proof: null,
        proof_meta_detail: { ...proofMeta, filename: 'utility-bill.jpg' },
        additional_proof_meta_detail: null,
      },
    },
  },
}

/** The example response of each JSON-answering service route, by route id. */
export const serviceResponseExamples: Record<string, unknown> = {
  performCompanyAml: examplePerformCompanyAmlResponse,
  performOfficersAml: examplePerformOfficersAmlResponse,
  readAmlResponse: exampleReadAmlResponse,
  ongoingRead: exampleOngoingReadResponse,
  ongoingUpdate: exampleOngoingUpdateResponse,
  questionnairesList: exampleQuestionnairesListResponse,
  questionnairesListForToken: { ...exampleQuestionnairesListResponse, data: { questionnaires: exampleQuestionnaire } },
  questionnaireCreateUrl: exampleCreateQuestionnaireUrlResponse,
  questionnaireSubmit: exampleQuestionnaireSubmissionResponse,
  readServiceDetail: exampleReadServiceDetailResponse,
  readQuestionnaireResponse: exampleReadQuestionnaireResponse,
  readOcrResponse: exampleReadOcrResponse,
  kycCountries: exampleKycCountriesResponse,
  kycLanguages: exampleKycLanguagesResponse,
  kycSubmit: exampleKycSubmissionResponse,
  readKycResponse: exampleReadKycResponse,
}

import { countries, type CountryData, flagPath } from '@contract/countries'
import type { CountryOption, Page, Question, Questionnaire } from '@contract/services/questionnaires'
import type { QuestionnaireType } from '@contract/services/questionnaire-detail'
import { toVendorTimestamp } from '../clock/time-scale'

/**
 * The questionnaires every account of the embedded upstream has (ADR 0010): one business
 * information questionnaire with the spec's key names, every input type and every page flag, and
 * one document-based KYB questionnaire per served country. They are code, not rows: their ids
 * and question ids never change, and country options carry flag URLs of the running server.
 */

/** A seeded questionnaire with what the domain needs beside the contract's shape. */
export interface SeededQuestionnaire {
  questionnaire: Questionnaire
  type: QuestionnaireType
  /** Document-based only: the country (version 1 name) it is for. */
  country?: CountryData
}

/** When the seed was written (created_at / updated_at of every seeded questionnaire). */
const seededAt = toVendorTimestamp(Date.UTC(2025, 0, 6, 9, 0, 0))
const accountUserId = '000000000000000000000001'
/** The one account of the embedded upstream: created_by and user_id of everything it holds. */
export const embeddedAccountUserId = accountUserId

export const businessInformationId = 'qnr_business_information'
export const documentBasedIdOf = (country: CountryData) => `qnr_kyb_documents_${country.name}`

/** Every served country as an option of a countries_list question (spec §2.2), flags under `publicUrl`. */
export function countryOptions(publicUrl: string): CountryOption[] {
  return countries.map((country) => ({
    country_name: country.name,
    states: country.states.map((state) => state.name),
    country_code: country.alpha2,
    flag_url: `${publicUrl}${flagPath(country.alpha2)}`,
  }))
}

const idDocumentTypes = ['passport', 'id_card', 'driving_license']

function businessInformation(publicUrl: string): Questionnaire {
  const question = (
    n: number,
    fields: Pick<Question, 'question' | 'input_type' | 'rules' | 'key_name'> & Partial<Question>,
  ): Question => ({ ...fields, question_id: `bi_q${n}` })
  const companyPage: Page = {
    page_title: 'Company details',
    kyb_check: true,
    aml_check: true,
    document_verification: true,
    for_business: true,
    questions: [
      question(1, {
        question: 'Registered company name',
        input_type: 'text',
        rules: { required: true },
        key_name: 'kyb_company_name',
        placeholder: 'Acme Trading Ltd',
      }),
      question(2, {
        question: 'Registration number',
        input_type: 'text',
        rules: { required: true },
        key_name: 'kyb_registration_number',
        placeholder: 'As on the certificate of incorporation',
      }),
      question(3, {
        question: 'Country of incorporation',
        input_type: 'countries_list',
        rules: { required: true },
        key_name: 'kyb_country_name',
        placeholder: 'Choose a country (and state where registries are per state)',
        options: countryOptions(publicUrl),
      }),
      question(4, {
        question: 'Date of incorporation',
        input_type: 'date',
        rules: { required: false },
        key_name: 'kyb_incorporation_date',
        placeholder: 'YYYY-MM-DD',
      }),
      question(5, {
        question: 'Certificate of incorporation (png, jpg or pdf, at most 5 MB)',
        input_type: 'file',
        rules: { required: true, multiple: false },
        key_name: 'kyb_company_certificate_of_incorporation',
      }),
    ],
  }
  const addressPage: Page = {
    page_title: 'Registered address',
    for_business: true,
    questions: [
      question(6, {
        question: 'Registered address',
        input_type: 'text',
        rules: { required: true },
        key_name: 'kyb_address_detail',
        placeholder: 'Street, number, postcode, city',
      }),
      question(7, {
        question: 'Proof of address (utility bill, bank statement)',
        input_type: 'file',
        rules: { required: false, multiple: true },
        key_name: 'kyb_address_document',
      }),
    ],
  }
  const representativePage: Page = {
    page_title: 'Authorised representative',
    kyc_check: true,
    kyc_address_check: true,
    for_individual: true,
    questions: [
      question(8, {
        question: 'First name',
        input_type: 'text',
        rules: { required: true },
        key_name: 'kyc_check_first_name',
      }),
      question(9, {
        question: 'Last name',
        input_type: 'text',
        rules: { required: true },
        key_name: 'kyc_check_last_name',
      }),
      question(10, {
        question: 'Identity document number',
        input_type: 'text',
        rules: { required: false },
        key_name: 'kyc_check_id_number',
      }),
      question(11, {
        question: 'Country of residence',
        input_type: 'countries_list',
        rules: { required: false },
        key_name: 'kyc_check_country_name',
        options: countryOptions(publicUrl),
      }),
      question(12, {
        question: 'Home address',
        input_type: 'text',
        rules: { required: false },
        key_name: 'kyc_check_address_detail',
      }),
      question(13, {
        question: 'Identity document',
        input_type: 'file',
        rules: { required: false, multiple: false },
        key_name: 'kyc_check_id_document',
      }),
      question(14, {
        question: 'Proof of home address',
        input_type: 'file',
        rules: { required: false, multiple: false },
        key_name: 'kyc_check_address_document',
      }),
    ],
  }
  const uboPage: Page = {
    page_title: 'Ultimate beneficial owners',
    ubo_aml_check: true,
    ubo_kyc_check: true,
    for_individual: true,
    questions: [
      question(15, {
        question: 'Who owns 25% or more of the company? Add one entry per owner.',
        input_type: 'sub_questions',
        rules: { required: false },
        key_name: 'ubo_details',
        ubo_aml_check: true,
        ubo_kyc_check: true,
        sub_questions: [
          {
            questions: [
              {
                question: 'Full name',
                input_type: 'text',
                key_name: 'full_name',
                rules: { required: true },
                placeholder: 'As on the identity document',
                services: ['aml'],
              },
              {
                question: 'Date of birth',
                input_type: 'date',
                key_name: 'dob',
                rules: { required: true },
                placeholder: 'YYYY-MM-DD',
              },
              {
                question: 'Identity document number',
                input_type: 'text',
                key_name: 'kyc_check_id_number',
                rules: { required: false },
              },
              {
                question: 'Nationality',
                input_type: 'countries_list',
                key_name: 'kyc_check_country_name',
                rules: { required: false },
              },
              {
                question: 'Identity document (passport, ID card or driving licence)',
                input_type: 'file',
                key_name: 'kyc_check_id_document',
                rules: { required: false, multiple: false },
                services: ['kyc'],
                supported_types: idDocumentTypes,
              },
            ],
          },
        ],
      }),
    ],
  }
  return {
    questionnaire_id: businessInformationId,
    created_at: seededAt,
    updated_at: seededAt,
    title: 'Business information',
    description:
      'Tell us about your company, its representative and its beneficial owners. We check the company in its official registry and screen it and its owners against sanctions lists.',
    kyb_check: true,
    aml_check: true,
    created_by: accountUserId,
    pages: [companyPage, addressPage, representativePage, uboPage],
  }
}

function documentBased(country: CountryData): Questionnaire & { country_name: string; lower_case_title: string } {
  const title = `${country.displayName} company documents`
  const id = documentBasedIdOf(country)
  return {
    questionnaire_id: id,
    created_at: seededAt,
    updated_at: seededAt,
    title,
    lower_case_title: title.toLowerCase(),
    country_name: country.name,
    description: `Upload the certificate of incorporation issued by the registry in ${country.displayName}. We read the company name and registration number from it, check them against the registry and screen the company against sanctions lists.`,
    kyb_check: true,
    aml_check: true,
    created_by: accountUserId,
    pages: [
      {
        page_title: 'Company documents',
        document_verification: true,
        kyb_check: true,
        aml_check: true,
        for_business: true,
        questions: [
          {
            question_id: `${country.alpha2.toLowerCase()}_q1`,
            question: 'Certificate of incorporation (png, jpg or pdf, at most 5 MB)',
            input_type: 'file',
            rules: { required: true, multiple: false },
            key_name: 'kyb_company_certificate_of_incorporation',
          },
          {
            question_id: `${country.alpha2.toLowerCase()}_q2`,
            question: 'Proof of the registered address (optional)',
            input_type: 'file',
            rules: { required: false, multiple: true },
            key_name: 'kyb_address_document',
          },
        ],
      },
    ],
  }
}

/** Every seeded questionnaire, business information first, then one per country in country order. */
export function seededQuestionnaires(publicUrl: string): SeededQuestionnaire[] {
  return [
    { questionnaire: businessInformation(publicUrl), type: 'kyb' },
    ...countries.map((country): SeededQuestionnaire => ({
      questionnaire: documentBased(country),
      type: 'document_base_kyb',
      country,
    })),
  ]
}

/** The seeded questionnaire with this id. */
export function seededQuestionnaire(id: string, publicUrl: string): SeededQuestionnaire | undefined {
  if (id === businessInformationId) return seededQuestionnaires(publicUrl)[0]
  const country = countries.find((c) => documentBasedIdOf(c) === id)
  return country ? { questionnaire: documentBased(country), type: 'document_base_kyb', country } : undefined
}

/** The seeded questionnaire one of whose questions has this question_id (to tell a token for another questionnaire). */
export function questionnaireOfQuestion(questionId: string, publicUrl: string): SeededQuestionnaire | undefined {
  return seededQuestionnaires(publicUrl).find((seeded) =>
    seeded.questionnaire.pages.some((page) => page.questions.some((q) => q.question_id === questionId)),
  )
}

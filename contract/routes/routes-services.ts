import { defineRoute, type RouteDef } from '../route'
import {
  PerformCompanyAmlBodySchema,
  PerformCompanyAmlResponseSchema,
  PerformOfficersAmlBodySchema,
  PerformOfficersAmlResponseSchema,
} from '../services/aml'
import { ReadAmlResponseQuerySchema, ReadAmlResponseSchema } from '../services/aml-hits'
import { GetFileQuerySchema, GetFileResponseSchema } from '../services/get-file'
import {
  KycCountriesResponseSchema,
  KycLanguagesResponseSchema,
  ReadKycResponseQuerySchema,
  ReadKycResponseSchema,
} from '../services/kyc'
import { KycSubmissionFormSchema, KycSubmissionResponseSchema } from '../services/kyc-submission'
import { ReadOcrResponseQuerySchema, ReadOcrResponseSchema } from '../services/ocr'
import {
  OngoingReadQuerySchema,
  OngoingReadResponseSchema,
  OngoingUpdateBodySchema,
  OngoingUpdateResponseSchema,
} from '../services/ongoing-aml'
import { ReadQuestionnaireResponseQuerySchema, ReadQuestionnaireResponseSchema } from '../services/questionnaire-detail'
import {
  QuestionnaireSubmissionFormSchema,
  QuestionnaireSubmissionResponseSchema,
} from '../services/questionnaire-submission'
import {
  CreateQuestionnaireUrlQuerySchema,
  CreateQuestionnaireUrlResponseSchema,
  QuestionnaireForTokenResponseSchema,
  QuestionnairesListQuerySchema,
  QuestionnairesListResponseSchema,
} from '../services/questionnaires'
import { ReadServiceDetailQuerySchema, ReadServiceDetailResponseSchema } from '../services/service-detail'

export const performCompanyAmlRoute = defineRoute({
  id: 'performCompanyAml',
  method: 'POST',
  path: '/api/performCompanyAml',
  summary: 'Start AML screening of a company (version 1 or version 2 ids)',
  tag: 'aml',
  auth: 'account',
  bodyKind: 'json',
  body: PerformCompanyAmlBodySchema,
  response: PerformCompanyAmlResponseSchema,
  enveloped: true,
})

export const performOfficersAmlRoute = defineRoute({
  id: 'performOfficersAml',
  method: 'POST',
  path: '/api/performOfficersAml',
  summary: 'Start AML screening of one person (person_name) or all company officers',
  tag: 'aml',
  auth: 'account',
  bodyKind: 'json',
  body: PerformOfficersAmlBodySchema,
  response: PerformOfficersAmlResponseSchema,
  enveloped: true,
})

export const readAmlResponseRoute = defineRoute({
  id: 'readAmlResponse',
  method: 'GET',
  path: '/api/readAmlResponse',
  summary: 'Read the hits of an AML request (extension, ADR 0008; 404 where unsupported)',
  tag: 'aml',
  auth: 'account',
  bodyKind: 'none',
  query: ReadAmlResponseQuerySchema,
  response: ReadAmlResponseSchema,
  enveloped: true,
})

export const ongoingReadRoute = defineRoute({
  id: 'ongoingRead',
  method: 'GET',
  path: '/api/ongoingRequest/read',
  summary: 'List monitored AML requests (countries as country_names[]; country_names accepted too)',
  tag: 'ongoing-aml',
  auth: 'account',
  bodyKind: 'none',
  query: OngoingReadQuerySchema,
  response: OngoingReadResponseSchema,
  enveloped: true,
})

export const ongoingUpdateRoute = defineRoute({
  id: 'ongoingUpdate',
  method: 'POST',
  path: '/api/ongoingRequest/update',
  summary: 'Enable or disable ongoing monitoring of an AML request for a duration',
  tag: 'ongoing-aml',
  auth: 'account',
  bodyKind: 'json',
  body: OngoingUpdateBodySchema,
  response: OngoingUpdateResponseSchema,
  enveloped: true,
})

export const questionnairesListRoute = defineRoute({
  id: 'questionnairesList',
  method: 'GET',
  path: '/api/getAllQuestionnaires',
  summary: 'List questionnaires: business information (no country_name) or document-based (country_name[])',
  tag: 'questionnaires',
  auth: 'account',
  bodyKind: 'none',
  query: QuestionnairesListQuerySchema,
  response: QuestionnairesListResponseSchema,
  enveloped: true,
})

export const questionnairesListForTokenRoute = defineRoute({
  id: 'questionnairesListForToken',
  method: 'GET',
  path: '/api/getAllQuestionnaires',
  summary: 'The questions of the questionnaire a link belongs to (questionnaire token)',
  tag: 'questionnaires',
  auth: 'questionnaire',
  bodyKind: 'none',
  response: QuestionnaireForTokenResponseSchema,
  enveloped: true,
})

export const questionnaireCreateUrlRoute = defineRoute({
  id: 'questionnaireCreateUrl',
  method: 'GET',
  path: '/api/createQuestionnaireUrl',
  summary: 'Create a time-limited questionnaire link (ttl in minutes, 3 to 43199, default 60)',
  tag: 'questionnaires',
  auth: 'account',
  bodyKind: 'none',
  query: CreateQuestionnaireUrlQuerySchema,
  response: CreateQuestionnaireUrlResponseSchema,
  enveloped: true,
})

export const questionnaireSubmitRoute = defineRoute({
  id: 'questionnaireSubmit',
  method: 'POST',
  path: '/api/search',
  summary: 'Submit questionnaire answers (multipart; files png, jpg, jpeg, pdf up to 5 MB)',
  tag: 'questionnaires',
  auth: 'questionnaire',
  bodyKind: 'multipart',
  body: QuestionnaireSubmissionFormSchema,
  response: QuestionnaireSubmissionResponseSchema,
  enveloped: false,
  variant: { field: 'services', value: 'questionnaire' },
})

export const readServiceDetailRoute = defineRoute({
  id: 'readServiceDetail',
  method: 'GET',
  path: '/api/readServiceDetail',
  summary: 'Read the ids of every check of a service',
  tag: 'questionnaires',
  auth: 'account',
  bodyKind: 'none',
  query: ReadServiceDetailQuerySchema,
  response: ReadServiceDetailResponseSchema,
  enveloped: true,
})

export const readQuestionnaireResponseRoute = defineRoute({
  id: 'readQuestionnaireResponse',
  method: 'GET',
  path: '/api/readQuestionnaireResponse',
  summary: 'Read the stored answers of a submitted questionnaire',
  tag: 'questionnaires',
  auth: 'account',
  bodyKind: 'none',
  query: ReadQuestionnaireResponseQuerySchema,
  response: ReadQuestionnaireResponseSchema,
  enveloped: true,
})

export const readOcrResponseRoute = defineRoute({
  id: 'readOcrResponse',
  method: 'GET',
  path: '/api/readOcrResponse',
  summary: 'Read the OCR result of uploaded company documents',
  tag: 'ocr',
  auth: 'account',
  bodyKind: 'none',
  query: ReadOcrResponseQuerySchema,
  response: ReadOcrResponseSchema,
  enveloped: true,
})

export const getFileRoute = defineRoute({
  id: 'getFile',
  method: 'GET',
  path: '/api/getFile',
  summary: 'Download an uploaded file through its signed link (rules not in the spec: see get-file.ts)',
  tag: 'questionnaires',
  auth: 'account',
  bodyKind: 'none',
  query: GetFileQuerySchema,
  response: GetFileResponseSchema,
  enveloped: false,
})

export const kycCountriesRoute = defineRoute({
  id: 'kycCountries',
  method: 'GET',
  path: '/api/readKycCountries',
  summary: 'Countries KYC verification supports',
  tag: 'kyc',
  auth: 'account',
  bodyKind: 'none',
  response: KycCountriesResponseSchema,
  enveloped: true,
})

export const kycLanguagesRoute = defineRoute({
  id: 'kycLanguages',
  method: 'GET',
  path: '/api/readKycLanguages',
  summary: 'Languages KYC verification supports',
  tag: 'kyc',
  auth: 'account',
  bodyKind: 'none',
  response: KycLanguagesResponseSchema,
  enveloped: true,
})

export const kycSubmitRoute = defineRoute({
  id: 'kycSubmit',
  method: 'POST',
  path: '/api/search',
  summary: 'Start KYC verification of a document, an address, or both (multipart; proofs under 16 MB)',
  tag: 'kyc',
  auth: 'account',
  bodyKind: 'multipart',
  body: KycSubmissionFormSchema,
  response: KycSubmissionResponseSchema,
  enveloped: false,
  variant: { field: 'services', value: 'kyc' },
})

export const readKycResponseRoute = defineRoute({
  id: 'readKycResponse',
  method: 'GET',
  path: '/api/readKycResponse',
  summary: 'Read the result of a KYC request',
  tag: 'kyc',
  auth: 'account',
  bodyKind: 'none',
  query: ReadKycResponseQuerySchema,
  response: ReadKycResponseSchema,
  enveloped: true,
})

/**
 * Routes of AML, ongoing AML, questionnaires, OCR and KYC (spec §4.1 AML, §4.3–§4.5). Multipart
 * bodies are the forms after parseBracketFields (contract/services/bracket-fields.ts): servers parse
 * the bracket names, put file descriptors where the files were, then validate with `body`.
 */
export const serviceRoutes: RouteDef[] = [
  performCompanyAmlRoute,
  performOfficersAmlRoute,
  readAmlResponseRoute,
  ongoingReadRoute,
  ongoingUpdateRoute,
  questionnairesListRoute,
  questionnairesListForTokenRoute,
  questionnaireCreateUrlRoute,
  questionnaireSubmitRoute,
  readServiceDetailRoute,
  readQuestionnaireResponseRoute,
  readOcrResponseRoute,
  getFileRoute,
  kycCountriesRoute,
  kycLanguagesRoute,
  kycSubmitRoute,
  readKycResponseRoute,
]

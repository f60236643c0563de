import type { UpstreamDomain } from '../core'
import { questionnaireFileResolver } from './questionnaire-files'
import { questionnaireJobHandlers } from './questionnaire-jobs'
import { questionnaireCreateUrl, questionnairesList, questionnairesListForToken } from './questionnaire-list-routes'
import { readOcrResponse, readQuestionnaireResponse, readServiceDetail } from './questionnaire-read-routes'
import { questionnaireTokenResolver } from './links'
import { questionnaireSubmit } from './submit-route'

/** Questionnaires, their links and submissions, document-based KYB with OCR (spec §2.7, §3, §4.4; ADR 0010). */
export const questionnaireDomain: UpstreamDomain = {
  name: 'questionnaires',
  routes: (core) => [
    questionnairesList(core),
    questionnairesListForToken(core),
    questionnaireCreateUrl(core),
    questionnaireSubmit(core),
    readServiceDetail(core),
    readQuestionnaireResponse(core),
    readOcrResponse(core),
  ],
  jobHandlers: (core) => questionnaireJobHandlers(core),
  fileResolvers: (core) => [questionnaireFileResolver(core)],
  tokenResolvers: (core) => [questionnaireTokenResolver(core)],
}

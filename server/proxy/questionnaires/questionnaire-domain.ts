import type { ProxyDomain } from '../domain/proxy-domain'
import { questionnaireCallbackHandler, serviceCallbackHandler } from './questionnaire-callbacks'
import { registerQuestionnaireExports } from './questionnaire-exports'
import { questionnaireIndexers } from './questionnaire-indexers'
import { registerPublicQuestionnaireRoutes } from './public-questionnaire-routes'
import { registerQuestionnaireReviewRoutes } from './questionnaire-review'

/**
 * Questionnaires: links, submissions (also through the hosted form's /public routes, ADR 0014), the
 * services they start and their OCR requests, and the reviewer's decision on a submission (ADR 0026).
 */
export const questionnaireDomain: ProxyDomain = {
  name: 'questionnaires',
  routes: async (app, { db, client, bus, publicLimits }) => {
    registerQuestionnaireExports(app, db)
    registerQuestionnaireReviewRoutes(app, { bus })
    // The hosted form's routes replace the body parsers: a context of their own.
    await app.register(async (publicForm) =>
      registerPublicQuestionnaireRoutes(publicForm, { client, bus, ...publicLimits }),
    )
  },
  indexers: questionnaireIndexers,
  callbackHandlers: [questionnaireCallbackHandler, serviceCallbackHandler],
  upstreamPermissions: {
    questionnairesList: 'questionnaire:manage',
    questionnaireCreateUrl: 'questionnaire:manage',
    readServiceDetail: 'questionnaire:manage',
    readQuestionnaireResponse: 'questionnaire:manage',
    readOcrResponse: 'questionnaire:manage',
  },
}

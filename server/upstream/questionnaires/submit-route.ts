import { questionnaireSubmitRoute } from '@contract/routes/routes-services'
import { HttpError } from '../../shared/envelope'
import type { UpstreamCore } from '../core'
import { implement } from '../http/contract-routes'
import { linkOfRequest } from './links'
import { seededQuestionnaire } from './seeded-questionnaires'
import { checkSubmission, recordSubmission } from './submission'

/**
 * `POST /api/search` with services[]=questionnaire (spec §4.4), multipart with the questionnaire
 * token: files were checked while they arrived (413 / 415), the form by the contract; the
 * questionnaire's own rules are checked before anything is stored. Answers without the envelope.
 */
export function questionnaireSubmit(core: UpstreamCore) {
  return implement(questionnaireSubmitRoute, async ({ body, request }) => {
    const link = await linkOfRequest(core, request.credential)
    const seeded = seededQuestionnaire(link.questionnaire_id, core.settings.publicUrl)
    if (!seeded) throw new HttpError(404, `Not found: questionnaire ${link.questionnaire_id} no longer exists`)
    const place = checkSubmission(core, seeded, body)
    return recordSubmission(core, link, seeded, body, place)
  })
}

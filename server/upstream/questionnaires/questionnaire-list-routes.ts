import { countryByV1Name, type CountryData, placeByV1Name } from '@contract/countries'
import { V1CountryNameSchema } from '@contract/registry'
import {
  questionnaireCreateUrlRoute,
  questionnairesListForTokenRoute,
  questionnairesListRoute,
} from '@contract/routes/routes-services'
import { HttpError } from '../../shared/envelope'
import type { UpstreamCore } from '../core'
import { implement } from '../http/contract-routes'
import { paginate } from '../http/paginate'
import { success } from '../http/success'
import { toVendorTimestamp } from '../clock/time-scale'
import { createLink, linkOfRequest, linkUrl } from './links'
import { seededQuestionnaire, seededQuestionnaires } from './seeded-questionnaires'

/** Questionnaires per page of getAllQuestionnaires (spec §2.1). */
export const questionnairesPerPage = 15

function badQuery(field: string, message: string): HttpError {
  return new HttpError(400, `Invalid query parameter: ${field}: ${message}`, { fields: [{ path: field, message }] })
}

/** The country a listing filter names (`germany`, or `united_states.texas` for the US questionnaire). */
function filterCountry(name: string): CountryData {
  const country = countryByV1Name(name)
  if (!country || (name.includes('.') && !placeByV1Name(name))) {
    throw badQuery(
      'country_name',
      `${name} is not a served country (GET /api/countries/read), e.g. germany or united_states.texas`,
    )
  }
  return country
}

/**
 * `GET /api/getAllQuestionnaires` with the account key (spec §4.4): without country_name the
 * business information questionnaires, with it the document-based ones of those countries; 15 a page.
 */
export function questionnairesList(core: UpstreamCore) {
  return implement(questionnairesListRoute, async ({ query }) => {
    const seeded = seededQuestionnaires(core.settings.publicUrl)
    const wanted = query.country_name?.map(filterCountry)
    const listed = wanted
      ? seeded.filter((s) => s.country && wanted.some((country) => country.name === s.country?.name))
      : seeded.filter((s) => s.type === 'kyb')
    const page = Number(query.page ?? '1')
    const items = listed
      .slice((page - 1) * questionnairesPerPage, page * questionnairesPerPage)
      .map((s) => s.questionnaire)
    return success('Questionnaires fetched successfully', {
      questionnaires: items,
      pagination: paginate(listed.length, page, questionnairesPerPage, items.length),
    })
  })
}

/**
 * The same path with a questionnaire token: the questionnaire of the link (a document-based one
 * with the link's country_name). A `questionnaire_id` naming another questionnaire is a 403.
 */
export function questionnairesListForToken(core: UpstreamCore) {
  return implement(questionnairesListForTokenRoute, async ({ request }) => {
    const link = await linkOfRequest(core, request.credential)
    const asked = (request.query as Record<string, unknown>).questionnaire_id
    if (typeof asked === 'string' && asked !== link.questionnaire_id) {
      throw new HttpError(
        403,
        `Forbidden: this questionnaire token belongs to questionnaire ${link.questionnaire_id}, not ${asked}`,
      )
    }
    const seeded = seededQuestionnaire(link.questionnaire_id, core.settings.publicUrl)
    if (!seeded) throw new HttpError(404, `Not found: questionnaire ${link.questionnaire_id} no longer exists`)
    const questionnaire = link.country_name
      ? { ...seeded.questionnaire, country_name: link.country_name }
      : seeded.questionnaire
    return success('Questionnaire fetched successfully', { questionnaires: questionnaire })
  })
}

/**
 * `GET /api/createQuestionnaireUrl` (spec §4.4): a link to a questionnaire, active for `ttl`
 * minutes of simulated time. A document-based questionnaire needs the searchable place it is for
 * (its country, or a state of it); the business information variant takes no country_name.
 */
export function questionnaireCreateUrl(core: UpstreamCore) {
  return implement(questionnaireCreateUrlRoute, async ({ query }) => {
    const seeded = seededQuestionnaire(query.questionnaire_id, core.settings.publicUrl)
    if (!seeded)
      throw new HttpError(
        404,
        `Not found: no questionnaire has questionnaire_id ${query.questionnaire_id} (GET /api/getAllQuestionnaires lists them)`,
      )
    let countryName: string | null = null
    if (seeded.country) {
      if (query.country_name === undefined)
        throw badQuery('country_name', 'is required for document-based questionnaires')
      const place = V1CountryNameSchema.safeParse(query.country_name)
      if (!place.success)
        throw badQuery('country_name', place.error.issues[0]?.message ?? 'must be a served country name')
      if (countryByV1Name(place.data)?.name !== seeded.country.name) {
        throw badQuery(
          'country_name',
          `must be ${seeded.country.name} or one of its states: questionnaire ${seeded.questionnaire.questionnaire_id} is for ${seeded.country.displayName}`,
        )
      }
      countryName = place.data
    }
    const link = await createLink(core, {
      questionnaireId: seeded.questionnaire.questionnaire_id,
      ttlMinutes: Number(query.ttl),
      countryName,
    })
    return success('Questionnaire URL created successfully', {
      url: linkUrl(core, link.token),
      expires_at: toVendorTimestamp(link.expires_at),
    })
  })
}

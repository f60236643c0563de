import {
  readOcrResponseRoute,
  readQuestionnaireResponseRoute,
  readServiceDetailRoute,
} from '@contract/routes/routes-services'
import { HttpError } from '../../shared/envelope'
import { toVendorTimestamp } from '../clock/time-scale'
import type { UpstreamCore } from '../core'
import { implement } from '../http/contract-routes'
import { success } from '../http/success'
import { certificateKeyName } from './submission'
import { embeddedAccountUserId, seededQuestionnaire } from './seeded-questionnaires'
import { answerOfKey, type StoredFile, type StoredPage, withFileLinks } from './stored-answers'

const nullableIds = (value: string) => JSON.parse(value) as string[]

/** `GET /api/readServiceDetail` (spec §2.7): the ids of every check a submission started. */
export function readServiceDetail(core: UpstreamCore) {
  return implement(readServiceDetailRoute, async ({ query }) => {
    const row = await core.db
      .selectFrom('questionnaire_requests')
      .selectAll()
      .where('service_id', '=', query.service_id)
      .executeTakeFirst()
    if (!row) throw new HttpError(404, `Not found: no service has service_id ${query.service_id}`)
    return success('Service detail fetched successfully', {
      service_detail: {
        _id: row.service_id,
        services: JSON.parse(row.services) as Array<'questionnaire' | 'kyb_check' | 'kyc' | 'document_base_kyb'>,
        random_id: row.service_random_id,
        status: row.status,
        questionnaire_request_id: row.id,
        aml_request_id: row.aml_request_id,
        kyc_request_id: row.kyc_request_id,
        kyb_request_id: row.kyb_request_id,
        oc_request_id: row.ocr_request_id,
        ocr_request_id: row.ocr_request_id,
        ubo_aml_request_ids: nullableIds(row.ubo_aml_request_ids),
        ubo_kyc_request_ids: nullableIds(row.ubo_kyc_request_ids),
      },
    })
  })
}

/** `GET /api/readQuestionnaireResponse` (spec §2.7): the questionnaire as answered, files behind fresh signed links. */
export function readQuestionnaireResponse(core: UpstreamCore) {
  return implement(readQuestionnaireResponseRoute, async ({ query }) => {
    const row = await core.db
      .selectFrom('questionnaire_requests')
      .selectAll()
      .where('id', '=', query.questionnaire_request_id)
      .executeTakeFirst()
    if (!row)
      throw new HttpError(
        404,
        `Not found: no questionnaire request has questionnaire_request_id ${query.questionnaire_request_id}`,
      )
    const seeded = seededQuestionnaire(row.questionnaire_id, core.settings.publicUrl)
    if (!seeded) throw new HttpError(404, `Not found: questionnaire ${row.questionnaire_id} no longer exists`)
    const now = core.clock.now()
    const { questionnaire_id, title, description, kyb_check, aml_check, created_by } = seeded.questionnaire
    const pages = withFileLinks(JSON.parse(row.pages) as StoredPage[], (fileId) => core.files.link(fileId, now))
    return success('Questionnaire response fetched successfully', {
      questionnaire_detail: {
        _id: row.id,
        questionnaire_request_id: row.id,
        user_id: embeddedAccountUserId,
        company_id: row.company_id,
        service_id: row.service_id,
        kyb_services: [row.type === 'document_base_kyb' ? 'document_base_kyb' : 'questionnaire'],
        status: row.status,
        final_response: {
          questionnaire_id,
          title,
          description,
          ...(kyb_check !== undefined ? { kyb_check } : {}),
          ...(aml_check !== undefined ? { aml_check } : {}),
          ...(created_by !== undefined ? { created_by } : {}),
          pages,
          type: row.type,
          ...(row.type === 'document_base_kyb'
            ? { lower_case_title: title.toLowerCase(), country_name: row.country_name }
            : {}),
          company_id: row.company_id,
          created_by_user_id: embeddedAccountUserId,
          created_at: toVendorTimestamp(row.created_at),
          updated_at: toVendorTimestamp(row.updated_at),
        },
        created_at: toVendorTimestamp(row.created_at),
        updated_at: toVendorTimestamp(row.updated_at),
      },
    })
  })
}

/** `GET /api/readOcrResponse` (spec §2.7): what OCR read from the certificates and its verdict. */
export function readOcrResponse(core: UpstreamCore) {
  return implement(readOcrResponseRoute, async ({ query }) => {
    const ocr = await core.db
      .selectFrom('ocr_requests')
      .selectAll()
      .where('id', '=', query.ocr_request_id)
      .executeTakeFirst()
    if (!ocr) throw new HttpError(404, `Not found: no OCR request has ocr_request_id ${query.ocr_request_id}`)
    const request = await core.db
      .selectFrom('questionnaire_requests')
      .select(['pages'])
      .where('id', '=', ocr.questionnaire_request_id)
      .executeTakeFirstOrThrow()
    const certificates = (answerOfKey(JSON.parse(request.pages) as StoredPage[], certificateKeyName) ??
      []) as StoredFile[]
    const now = core.clock.now()
    return success('OCR response fetched successfully', {
      _id: ocr.id,
      ...(ocr.flow === 'document_base_kyb' ? { country_names: JSON.parse(ocr.country_names) as string[] } : {}),
      user_verification_data: JSON.parse(ocr.user_verification_data) as Record<string, string | null>,
      user_submitted_business_data: certificates.map((file) => ({
        file_id: file.file_id,
        file_url: core.files.link(file.file_id, now),
        file_type: 'incorporation_certificate',
        extension: file.extension_type,
      })),
      ocr_status: ocr.status,
      ocr_response: ocr.ocr_response === null ? null : (JSON.parse(ocr.ocr_response) as Record<string, string | null>),
      decline_reason: JSON.parse(ocr.decline_reason) as string[],
    })
  })
}

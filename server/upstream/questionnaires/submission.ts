import { describeFieldErrors, toFieldErrors, type FieldError } from '@contract/errors'
import {
  questionnaireAnswersSchema,
  type QuestionnaireSubmissionForm,
} from '@contract/services/questionnaire-submission'
import { HttpError } from '../../shared/envelope'
import type { UpstreamCore } from '../core'
import { newObjectId, newRandomReference } from '../db/ids'
import { enqueueJob } from '../jobs/job-queue'
import { startCompanyChecks, startUboAml, startUboKyc } from './company-checks'
import { placeOfAnswer } from './place-answer'
import { questionnaireJobKinds, settleSeconds } from './questionnaire-jobs-kinds'
import { questionnaireOfQuestion, type SeededQuestionnaire } from './seeded-questionnaires'
import { answeredPages, type StoredPage, textOfKey } from './stored-answers'
import type { QuestionnaireLinksTable, QuestionnaireRequestsTable } from './tables'
import { uboEntries } from './ubo-entries'

/** Key name of the question whose files are read by OCR. */
export const certificateKeyName = 'kyb_company_certificate_of_incorporation'
const countryKeyName = 'kyb_country_name'

/** `answers.4.answer.0.dob` → `answers.4.answer.0.dob (question bi_q15, ubo_details)`: a bad answer names its question. */
function nameQuestions(
  fields: FieldError[],
  form: QuestionnaireSubmissionForm,
  seeded: SeededQuestionnaire,
): FieldError[] {
  const questions = seeded.questionnaire.pages.flatMap((page) => page.questions)
  return fields.map((field) => {
    const index = /^answers\.(\d+)\./.exec(field.path)?.[1]
    const questionId = index === undefined ? undefined : form.answers[Number(index)]?.question_id
    const question = questions.find((q) => q.question_id === questionId)
    return question
      ? {
          ...field,
          message: `${field.message} (question ${question.question_id}, ${question.key_name}: "${question.question}")`,
        }
      : field
  })
}

function badAnswers(fields: FieldError[]): HttpError {
  return new HttpError(400, `Invalid answers: ${describeFieldErrors(fields)}`, { fields })
}

/**
 * The checks of a submission beyond the form's shape: answers to another questionnaire's
 * questions are a 403 (the token is for this one), then the questionnaire's own rules (required
 * questions, the kind of each answer, sub questions) and, for business information, a country
 * answer that names a searchable place. Every problem is a 400 naming the question.
 */
export function checkSubmission(
  core: UpstreamCore,
  seeded: SeededQuestionnaire,
  form: QuestionnaireSubmissionForm,
): { placeCode: string | null; countryName: string | null } {
  const own = new Set(seeded.questionnaire.pages.flatMap((page) => page.questions.map((q) => q.question_id)))
  for (const answer of form.answers) {
    const other = own.has(answer.question_id)
      ? undefined
      : questionnaireOfQuestion(answer.question_id, core.settings.publicUrl)
    if (other) {
      throw new HttpError(
        403,
        `Forbidden: question ${answer.question_id} belongs to questionnaire ${other.questionnaire.questionnaire_id}; this questionnaire token is for questionnaire ${seeded.questionnaire.questionnaire_id}`,
      )
    }
  }
  const result = questionnaireAnswersSchema(seeded.questionnaire).safeParse(form)
  if (!result.success) throw badAnswers(nameQuestions(toFieldErrors(result.error), form, seeded))
  if (seeded.type !== 'kyb') return { placeCode: null, countryName: null }
  const index = form.answers.findIndex((a) =>
    seeded.questionnaire.pages.some((p) =>
      p.questions.some((q) => q.question_id === a.question_id && q.key_name === countryKeyName),
    ),
  )
  const answer = form.answers[index]?.answer
  if (typeof answer !== 'string' || answer === '') return { placeCode: null, countryName: null }
  const found = placeOfAnswer(answer)
  if ('problem' in found)
    throw badAnswers(nameQuestions([{ path: `answers.${index}.answer`, message: found.problem }], form, seeded))
  return { placeCode: found.place.v2Code, countryName: found.place.v1Name }
}

/**
 * Stores a submission and starts its checks in ONE transaction (ADR 0010): the link is claimed
 * (a second submission gets 409), answers and files are stored, an OCR request for the
 * certificates, the KYB check and the company AML (business information; a document-based
 * submission starts them once OCR has read the certificate), one AML per UBO and one document
 * verification per UBO identity document, the
 * `questionnaire.submitted` callback and the job that settles the service.
 */
export async function recordSubmission(
  core: UpstreamCore,
  link: QuestionnaireLinksTable,
  seeded: SeededQuestionnaire,
  form: QuestionnaireSubmissionForm,
  place: { placeCode: string | null; countryName: string | null },
) {
  const now = core.clock.now()
  const { pages, files } = answeredPages(seeded.questionnaire, form.answers, () => newObjectId(now))
  const documentBased = seeded.type === 'document_base_kyb'
  const placeCode = documentBased ? (link.country_name ? placeCodeOfLink(link.country_name) : null) : place.placeCode
  const row: QuestionnaireRequestsTable = {
    id: newObjectId(now),
    service_id: newObjectId(now),
    service_random_id: newRandomReference('SRV'),
    company_id: newObjectId(now),
    link_token: link.token,
    questionnaire_id: seeded.questionnaire.questionnaire_id,
    type: seeded.type,
    country_name: documentBased ? link.country_name : place.countryName,
    place_code: placeCode,
    pages: JSON.stringify(pages),
    services: JSON.stringify(documentBased ? ['document_base_kyb', 'kyb_check'] : ['questionnaire', 'kyb_check']),
    status: 'pending',
    kyb_request_id: null,
    aml_request_id: null,
    ocr_request_id: null,
    kyc_request_id: null,
    ubo_aml_request_ids: '[]',
    ubo_kyc_request_ids: '[]',
    created_at: now,
    updated_at: now,
  }
  const certificates = files.filter((f) => f.keyName === certificateKeyName)
  await core.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('questionnaire_links')
      .set({ submitted_at: now, questionnaire_request_id: row.id })
      .where('token', '=', link.token)
      .where('submitted_at', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0)
      throw new HttpError(
        409,
        'Conflict: this questionnaire link has already been submitted; a link accepts one submission, ask for a new link',
      )
    await trx.insertInto('questionnaire_requests').values(row).execute()
    for (const { record, file } of files) {
      await trx
        .insertInto('questionnaire_files')
        .values({
          id: record.file_id,
          questionnaire_request_id: row.id,
          file_name: record.file_name,
          extension: record.extension_type,
          mimetype: file.mimetype,
          size: file.size,
          content: Buffer.concat(file.chunks),
          created_at: now,
        })
        .execute()
    }
    if (certificates.length > 0) {
      const ocrRequestId = newObjectId(now)
      await trx
        .insertInto('ocr_requests')
        .values({
          id: ocrRequestId,
          questionnaire_request_id: row.id,
          flow: row.type,
          country_names: JSON.stringify(row.country_name ? [row.country_name] : []),
          place_code: placeCode,
          user_verification_data: JSON.stringify(documentBased ? {} : enteredCompany(pages)),
          file_ids: JSON.stringify(certificates.map((c) => c.record.file_id)),
          stage: 'reading',
          status: 'pending',
          ocr_response: null,
          decline_reason: '[]',
          created_at: now,
          updated_at: now,
        })
        .execute()
      await trx
        .updateTable('questionnaire_requests')
        .set({ ocr_request_id: ocrRequestId })
        .where('id', '=', row.id)
        .execute()
      await enqueueJob(trx, { kind: questionnaireJobKinds.ocr, payload: { ocrRequestId }, runAt: now }, now)
    }
    if (!documentBased) await startCompanyChecks(core, trx, row, enteredCompany(pages))
    const ubos = uboEntries(pages)
    const uboAml = await startUboAml(core, trx, row.id, ubos)
    const uboKyc = await startUboKyc(core, trx, row, ubos, (fileId) => {
      const found = files.find((f) => f.record.file_id === fileId)
      return found
        ? { bytes: Buffer.concat(found.file.chunks), fileName: found.file.filename, mimeType: found.file.mimetype }
        : undefined
    })
    const services = [...(JSON.parse(row.services) as string[]), ...(uboKyc.length > 0 ? ['kyc'] : [])]
    await trx
      .updateTable('questionnaire_requests')
      .set({
        ubo_aml_request_ids: JSON.stringify(uboAml),
        ubo_kyc_request_ids: JSON.stringify(uboKyc),
        services: JSON.stringify(services),
      })
      .where('id', '=', row.id)
      .execute()
    await core.callbacks.enqueueCallback(trx, {
      event: 'questionnaire.submitted',
      service: 'questionnaire',
      status: 'pending',
      questionnaire_request_id: row.id,
      service_id: row.service_id,
    })
    await enqueueJob(
      trx,
      {
        kind: questionnaireJobKinds.settle,
        payload: { questionnaireRequestId: row.id },
        runAt: core.clock.after(settleSeconds),
      },
      now,
    )
  })
  core.wakeJobs()
  return { questionnaire_request_id: row.id, company_id: row.company_id, service_id: row.service_id }
}

/** What the user entered about the company (business information). */
export function enteredCompany(pages: StoredPage[]) {
  return {
    company_name: textOfKey(pages, 'kyb_company_name') ?? null,
    registration_number: textOfKey(pages, 'kyb_registration_number') ?? null,
  }
}

function placeCodeOfLink(countryName: string): string | null {
  const found = placeOfAnswer(countryName)
  return 'place' in found ? found.place.v2Code : null
}

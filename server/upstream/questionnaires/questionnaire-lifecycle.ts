import { placeByV2Code } from '@contract/countries'
import type { Transaction } from 'kysely'
import type { UpstreamCore } from '../core'
import type { UpstreamDatabase } from '../db/schema'
import { enqueueJob } from '../jobs/job-queue'
import type { CertificateComparison, CertificateFields } from '../ocr/certificate-reader'
import { visibleResults } from '../search-results/visible-results'
import { nothingRead, readCertificates, verdictAgainstAnswers, verdictAgainstRegistry } from './certificate-ocr'
import { startCompanyChecks } from './company-checks'
import { questionnaireJobKinds, settleMinimumMs, settleSeconds } from './questionnaire-jobs-kinds'
import type { OcrRequestsTable, QuestionnaireRequestsTable } from './tables'

type Trx = Transaction<UpstreamDatabase>

/** Stores an OCR verdict and sends `ocr.completed`. */
async function recordVerdict(
  core: UpstreamCore,
  trx: Trx,
  ocr: OcrRequestsTable,
  fields: CertificateFields,
  verdict: CertificateComparison,
) {
  const status = verdict.verified ? 'verified' : 'failed'
  await trx
    .updateTable('ocr_requests')
    .set({
      stage: 'done',
      status,
      ocr_response: JSON.stringify(fields),
      decline_reason: JSON.stringify(verdict.decline_reason),
      updated_at: core.clock.now(),
    })
    .where('id', '=', ocr.id)
    .execute()
  const request = await trx
    .selectFrom('questionnaire_requests')
    .select(['service_id'])
    .where('id', '=', ocr.questionnaire_request_id)
    .executeTakeFirst()
  await core.callbacks.enqueueCallback(trx, {
    event: 'ocr.completed',
    service: 'ocr',
    status,
    ocr_request_id: ocr.id,
    questionnaire_request_id: ocr.questionnaire_request_id,
    ...(request ? { service_id: request.service_id } : {}),
  })
}

/**
 * The OCR job (ADR 0010): reads the certificates, then — business information — compares them with
 * the answers at once; document-based, starts the KYB check and the company AML with what it read
 * (the verdict waits for the registry's details, see settleSubmission). Idempotent: a re-run after
 * a crash finds the stage moved on and does nothing.
 */
export async function runOcr(core: UpstreamCore, ocrRequestId: string) {
  const ocr = await core.db.selectFrom('ocr_requests').selectAll().where('id', '=', ocrRequestId).executeTakeFirst()
  if (!ocr || ocr.stage !== 'reading') return
  const read = await readCertificates(core, ocr)
  await core.db.transaction().execute(async (trx) => {
    // Compare-and-set: a second run of the job (a lease taken over) waits here, then finds the stage moved on.
    const reading = await trx
      .updateTable('ocr_requests')
      .set((eb) => ({ stage: eb.ref('stage') }))
      .where('id', '=', ocrRequestId)
      .where('stage', '=', 'reading')
      .executeTakeFirst()
    if (Number(reading.numUpdatedRows) === 0) return
    const fresh = await trx
      .selectFrom('ocr_requests')
      .selectAll()
      .where('id', '=', ocrRequestId)
      .executeTakeFirstOrThrow()
    if (fresh.flow === 'kyb') {
      await recordVerdict(
        core,
        trx,
        fresh,
        read.fields,
        verdictAgainstAnswers(
          read,
          JSON.parse(fresh.user_verification_data) as {
            company_name: string | null
            registration_number: string | null
          },
        ),
      )
      return
    }
    if (nothingRead(read.fields)) {
      await recordVerdict(
        core,
        trx,
        fresh,
        read.fields,
        verdictAgainstAnswers(read, { company_name: null, registration_number: null }),
      )
      return
    }
    const request = await trx
      .selectFrom('questionnaire_requests')
      .select(['id', 'place_code'])
      .where('id', '=', fresh.questionnaire_request_id)
      .executeTakeFirstOrThrow()
    await startCompanyChecks(core, trx, request, read.fields)
    await trx
      .updateTable('ocr_requests')
      .set({ stage: 'comparing', ocr_response: JSON.stringify(read.fields), updated_at: core.clock.now() })
      .where('id', '=', fresh.id)
      .execute()
  })
  core.wakeJobs()
}

/** Document-based: once the KYB check answered, the certificate is compared with the registry's details of what it found. */
async function compareWithRegistry(
  core: UpstreamCore,
  trx: Trx,
  request: QuestionnaireRequestsTable,
  ocr: OcrRequestsTable,
) {
  const fields = JSON.parse(ocr.ocr_response ?? '{}') as CertificateFields
  const place = placeByV2Code(request.place_code ?? '')?.displayName ?? request.country_name ?? 'the country'
  if (!request.kyb_request_id) {
    await recordVerdict(core, trx, ocr, fields, verdictAgainstRegistry(fields, [], place))
    return
  }
  const kyb = await trx
    .selectFrom('kyb_requests')
    .select(['status'])
    .where('id', '=', request.kyb_request_id)
    .executeTakeFirst()
  if (kyb?.status !== 'resolved') return
  const rows = await visibleResults(trx)
    .select(['r.summary'])
    .where('r.request_id', '=', request.kyb_request_id)
    .orderBy('r.position')
    .execute()
  const found = rows.map((row) => {
    const summary = JSON.parse(row.summary) as { name?: string; registration_number?: string }
    return { company_name: summary.name ?? null, registration_number: summary.registration_number ?? null }
  })
  await recordVerdict(core, trx, ocr, fields, verdictAgainstRegistry(fields, found, place))
}

async function countPending(trx: Trx, table: 'aml_requests' | 'kyc_requests' | 'kyb_requests', ids: readonly string[]) {
  if (ids.length === 0) return 0
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Checks of a submission still under way: OCR, the KYB check, every AML and KYC request. */
async function pendingChecks(
  trx: Trx,
  request: QuestionnaireRequestsTable,
  ocr: OcrRequestsTable | undefined,
): Promise<number> {
  const ids = (value: string | null) => (value ? [value] : [])
  return (
    (ocr?.status === 'pending' ? 1 : 0) +
    (await countPending(trx, 'kyb_requests', ids(request.kyb_request_id))) +
    (await countPending(trx, 'aml_requests', [
      ...ids(request.aml_request_id),
      ...(JSON.parse(request.ubo_aml_request_ids) as string[]),
    ])) +
    (await countPending(trx, 'kyc_requests', [
      ...ids(request.kyc_request_id),
      ...(JSON.parse(request.ubo_kyc_request_ids) as string[]),
    ]))
  )
}

/**
 * The settle job of a submission (ADR 0010): gives the document-based OCR its verdict once the KYB
 * check answered, resolves the service (and the questionnaire detail) when no check is pending any
 * more — sending `request.resolved` for the questionnaire — and otherwise looks again later.
 */
export async function settleSubmission(core: UpstreamCore, questionnaireRequestId: string) {
  await core.db.transaction().execute(async (trx) => {
    // Holds the request's row: two looks at once (a lease taken over) run one after the other.
    const open = await trx
      .updateTable('questionnaire_requests')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', questionnaireRequestId)
      .where('status', '!=', 'resolved')
      .executeTakeFirst()
    if (Number(open.numUpdatedRows) === 0) return
    const request = await trx
      .selectFrom('questionnaire_requests')
      .selectAll()
      .where('id', '=', questionnaireRequestId)
      .executeTakeFirstOrThrow()
    const ocrOf = () =>
      request.ocr_request_id
        ? trx.selectFrom('ocr_requests').selectAll().where('id', '=', request.ocr_request_id).executeTakeFirst()
        : Promise.resolve(undefined)
    const ocr = await ocrOf()
    if (ocr?.stage === 'comparing') await compareWithRegistry(core, trx, request, ocr)
    const now = core.clock.now()
    if ((await pendingChecks(trx, request, await ocrOf())) > 0) {
      // One look waits at a time (a re-run after a crash finds the next one already queued).
      const queued = await trx
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', questionnaireJobKinds.settle)
        .where('status', '=', 'pending')
        .where('payload', '=', JSON.stringify({ questionnaireRequestId }))
        .executeTakeFirst()
      if (!queued)
        await enqueueJob(
          trx,
          {
            kind: questionnaireJobKinds.settle,
            payload: { questionnaireRequestId },
            runAt: Math.max(core.clock.after(settleSeconds), now + settleMinimumMs),
          },
          now,
        )
      return
    }
    await trx
      .updateTable('questionnaire_requests')
      .set({ status: 'resolved', updated_at: now })
      .where('id', '=', request.id)
      .execute()
    await core.callbacks.enqueueCallback(trx, {
      event: 'request.resolved',
      service: 'questionnaire',
      status: 'resolved',
      questionnaire_request_id: request.id,
      service_id: request.service_id,
      ...(request.kyb_request_id ? { kyb_request_id: request.kyb_request_id } : {}),
      ...(request.ocr_request_id ? { ocr_request_id: request.ocr_request_id } : {}),
    })
  })
  core.wakeJobs()
}

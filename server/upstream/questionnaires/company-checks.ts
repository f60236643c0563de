import { countryByV1Name } from '@contract/countries'
import { KycDocumentTypeSchema } from '@contract/services/kyc'
import type { Transaction } from 'kysely'
import type { UpstreamCore } from '../core'
import type { UpstreamDatabase } from '../db/schema'
import { startAmlScreening } from '../aml/start-screening'
import { recordKybSearch } from '../kyb/create-search'
import { startDocumentVerification } from '../kyc/start-kyc-verification'
import type { QuestionnaireRequestsTable } from './tables'
import type { UboEntry } from './ubo-entries'

type Trx = Transaction<UpstreamDatabase>

/** The company a questionnaire is about: entered (business information) or read from its certificate (document-based). */
export interface CompanyIdentity {
  company_name?: string | null
  registration_number?: string | null
}

/**
 * The KYB check and the company AML of a submission, recorded in the caller's transaction (ADR
 * 0010): a version 2 registry search in the questionnaire's place — by registration number when
 * there is one (the registry's own identifier), else by name (fuzzy, tolerant) — and the company
 * screened by name. Nothing starts without a place or without a name or number.
 */
export async function startCompanyChecks(
  core: UpstreamCore,
  trx: Trx,
  request: Pick<QuestionnaireRequestsTable, 'id' | 'place_code'>,
  company: CompanyIdentity,
) {
  const name = company.company_name?.trim() || undefined
  const number = company.registration_number?.trim() || undefined
  const ids: { kyb_request_id?: string; aml_request_id?: string } = {}
  if (request.place_code && (number || (name && name.length >= 3))) {
    const { requestId } = await recordKybSearch(core, trx, {
      version: 2,
      placeCode: request.place_code,
      ...(number ? { registrationNumber: number } : { searchText: name }),
      searchType: number ? 'contains' : 'fuzzy',
      services: ['kyb_check'],
    })
    ids.kyb_request_id = requestId
  }
  if (name) {
    ids.aml_request_id = await startAmlScreening(core, trx, {
      name,
      type: 'company',
      ...(request.place_code ? { country_code: request.place_code } : {}),
      origin: { kind: 'company', questionnaire_request_id: request.id },
    })
  }
  if (ids.kyb_request_id || ids.aml_request_id) {
    await trx
      .updateTable('questionnaire_requests')
      .set({ ...ids, updated_at: core.clock.now() })
      .where('id', '=', request.id)
      .execute()
  }
  return ids
}

/** One AML request per UBO whose group asks for AML and who has a name; returns their ids. */
export async function startUboAml(
  core: UpstreamCore,
  trx: Trx,
  requestId: string,
  entries: readonly UboEntry[],
): Promise<string[]> {
  const ids: string[] = []
  for (const entry of entries) {
    if (!entry.aml || !entry.name) continue
    ids.push(
      await startAmlScreening(core, trx, {
        name: entry.name,
        type: 'person',
        ...(entry.dob ? { date_of_birth: entry.dob } : {}),
        ...(entry.nationality
          ? { nationality: countryByV1Name(entry.nationality)?.displayName ?? entry.nationality }
          : {}),
        origin: { kind: 'ubo', questionnaire_request_id: requestId, role: 'ubo' },
      }),
    )
  }
  return ids
}

/** An uploaded file's content and how it was sent. */
export interface UploadedContent {
  bytes: Buffer
  fileName: string
  mimeType: string
}

/**
 * One document verification (KYC domain) per UBO whose group asks for KYC and who attached an
 * identity document: in the UBO's nationality when KYC serves it, else in the company's country;
 * the entered name, date of birth and document number are checked against the document. Returns
 * the kyc_request_ids (they join the questionnaire's service).
 */
export async function startUboKyc(
  core: UpstreamCore,
  trx: Trx,
  request: Pick<QuestionnaireRequestsTable, 'service_id' | 'company_id' | 'country_name'>,
  entries: readonly UboEntry[],
  contentOf: (fileId: string) => UploadedContent | undefined,
): Promise<string[]> {
  const ids: string[] = []
  for (const entry of entries) {
    const document = entry.idDocuments[0]
    const proof = document ? contentOf(document.file_id) : undefined
    const country =
      (entry.nationality ? countryByV1Name(entry.nationality) : undefined) ??
      (request.country_name ? countryByV1Name(request.country_name) : undefined)
    if (!entry.kyc || !proof || !country) continue
    const types = entry.supportedTypes.flatMap((type) => {
      const parsed = KycDocumentTypeSchema.safeParse(type)
      return parsed.success ? [parsed.data] : []
    })
    const started = await startDocumentVerification(trx, core, {
      countryName: country.name,
      supportedTypes: types.length > 0 ? types : ['passport', 'id_card', 'driving_license'],
      provided: {
        ...(entry.name ? { full_name: entry.name } : {}),
        ...(entry.dob ? { dob: entry.dob } : {}),
        ...(entry.idNumber ? { document_number: entry.idNumber } : {}),
      },
      proof,
      serviceId: request.service_id,
      companyId: request.company_id,
    })
    ids.push(started.kyc_request_id)
  }
  return ids
}

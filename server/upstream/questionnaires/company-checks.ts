import { countryByV1Name } from '@contract/countries'
import type { Transaction } from 'kysely'
import type { UpstreamCore } from '../core'
import type { UpstreamDatabase } from '../db/schema'
import { startAmlScreening } from '../aml/start-screening'
import { recordKybSearch } from '../kyb/create-search'
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
export async function startCompanyChecks(core: UpstreamCore, trx: Trx, request: Pick<QuestionnaireRequestsTable, 'id' | 'place_code'>, company: CompanyIdentity) {
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
    await trx.updateTable('questionnaire_requests').set({ ...ids, updated_at: core.clock.now() }).where('id', '=', request.id).execute()
  }
  return ids
}

/** One AML request per UBO whose group asks for AML and who has a name; returns their ids. */
export async function startUboAml(core: UpstreamCore, trx: Trx, requestId: string, entries: readonly UboEntry[]): Promise<string[]> {
  const ids: string[] = []
  for (const entry of entries) {
    if (!entry.aml || !entry.name) continue
    ids.push(
      await startAmlScreening(core, trx, {
        name: entry.name,
        type: 'person',
        ...(entry.dob ? { date_of_birth: entry.dob } : {}),
        ...(entry.nationality ? { nationality: countryByV1Name(entry.nationality)?.displayName ?? entry.nationality } : {}),
        origin: { kind: 'ubo', questionnaire_request_id: requestId, role: 'ubo' },
      }),
    )
  }
  return ids
}

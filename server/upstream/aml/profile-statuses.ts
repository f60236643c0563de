import type { V1CompanyProfile } from '@contract/registry'
import type { Kysely } from 'kysely'
import type { UpstreamDatabase } from '../db/schema'
import { personKey } from './start-screening'

/**
 * The AML statuses of a company of a search, laid over its profile (spec §2.6): the latest company
 * screening in company_aml_*, and each officer's and owner's latest screening in their aml_* fields.
 */
export async function withAmlStatuses(
  db: Kysely<UpstreamDatabase>,
  resultId: string,
  profile: V1CompanyProfile,
): Promise<V1CompanyProfile> {
  const rows = await db
    .selectFrom('aml_requests')
    .select(['id', 'origin_kind', 'person_key', 'status', 'match_status'])
    .where('kyb_result_id', '=', resultId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  if (rows.length === 0) return profile
  const company = rows.filter((r) => r.origin_kind === 'company').at(-1)
  const latest = new Map<string, (typeof rows)[number]>()
  // A person who is officer and owner has one screening, shown on both rows.
  for (const row of rows) if (row.person_key && row.origin_kind !== 'company') latest.set(row.person_key, row)
  const statusOf = (name: string | null) => {
    const row = name ? latest.get(personKey(name)) : undefined
    return row ? { aml_request_id: row.id, aml_request_status: row.status, aml_status: row.match_status } : {}
  }
  return {
    ...profile,
    ...(company
      ? {
          company_aml_request_id: company.id,
          company_aml_request_status: company.status,
          company_aml_status: company.match_status,
        }
      : {}),
    people_detail: profile.people_detail.map((p) => ({ ...p, ...statusOf(p.name) })),
    beneficial_owners_detail: profile.beneficial_owners_detail.map((p) => ({ ...p, ...statusOf(p.name) })),
  }
}

import { type Kysely, sql } from 'kysely'
import type { CaseType } from '@contract/bff/cases'
import type { RequestKind } from '@contract/bff/requests'
import { amlDispositionOf } from '../aml/aml-queue'
import { kycNeedsReview } from '../kyc/kyc-case-store'
import { questionnaireAwaitsDecision } from '../questionnaires/questionnaire-review'
import type { ProxyDatabase } from '../store/schema'

type Db = Kysely<ProxyDatabase>

/** The request kinds each type of case is about. */
export const caseKinds: Record<CaseType, RequestKind[]> = {
  // The AML queue's rows: each screening, of a company or a person (ADR 0013); not the request that started several.
  aml: ['company_aml'],
  kyc: ['kyc'],
  questionnaire: ['questionnaire_submission'],
}

const typeOfKind = (kind: string): CaseType =>
  kind === 'kyc' ? 'kyc' : kind === 'questionnaire_submission' ? 'questionnaire' : 'aml'

/**
 * What waits for a decision now, by the queues' own rules (ADR 0024): an AML request whose
 * disposition is `open`, a declined KYC case undecided or waiting for a second reviewer, a
 * questionnaire submission nobody accepted or sent back.
 */
const waitsForDecision = (db: Db) =>
  sql<boolean>`((ri.kind = 'company_aml' and ${amlDispositionOf(db, 'ri')} = 'open') or (ri.kind = 'kyc' and ${kycNeedsReview('ri')}) or ${questionnaireAwaitsDecision('ri')})`

export interface WaitingSubject {
  type: CaseType
  subject_id: string
  title: string | null
}

function titleOf(searchText: string | null, detail: string): string | null {
  if (searchText) return searchText
  const parsed = JSON.parse(detail) as Record<string, unknown>
  for (const key of ['person_name', 'company_name', 'company', 'name'])
    if (typeof parsed[key] === 'string' && parsed[key]) return parsed[key]
  return null
}

/** Every subject that waits for a decision now. */
export async function waitingSubjects(db: Db): Promise<WaitingSubject[]> {
  const rows = await db
    .selectFrom('request_index as ri')
    .select(['ri.kind', 'ri.upstream_id', 'ri.search_text', 'ri.detail'])
    .where('ri.kind', 'in', [...caseKinds.aml, ...caseKinds.kyc, ...caseKinds.questionnaire])
    .where(waitsForDecision(db))
    .execute()
  return rows.map((row) => ({
    type: typeOfKind(row.kind),
    subject_id: row.upstream_id,
    title: titleOf(row.search_text, row.detail),
  }))
}

/** How the subjects of closing cases were decided: the AML disposition, the KYC review state, the questionnaire decision. */
export async function resolutionsOf(db: Db, subjectIds: string[]): Promise<Map<string, string>> {
  if (subjectIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('request_index as ri')
    .leftJoin('kyc_review as kr', 'kr.kyc_request_id', 'ri.upstream_id')
    .leftJoin('questionnaire_review as qr', 'qr.questionnaire_request_id', 'ri.upstream_id')
    .select(['ri.kind', 'ri.upstream_id', 'ri.status', 'kr.state', 'qr.action'])
    .select(amlDispositionOf(db, 'ri').as('disposition'))
    .where('ri.upstream_id', 'in', subjectIds)
    .where('ri.kind', 'in', [...caseKinds.aml, ...caseKinds.kyc, ...caseKinds.questionnaire])
    .execute()
  return new Map(
    rows.map((row) => {
      const type = typeOfKind(row.kind)
      const resolution =
        type === 'aml' ? row.disposition : type === 'kyc' ? (row.state ?? row.status ?? 'resolved') : row.action
      return [`${type}:${row.upstream_id}`, resolution ?? 'resolved']
    }),
  )
}

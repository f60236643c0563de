import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { AmlDecision, AmlDecisionKind, AmlDisposition, AmlSuppression } from '@contract/bff/aml-review'
import type { ProxyDatabase } from '../store/schema'
import type { AmlDecisionTable } from './tables'

type Db = Kysely<ProxyDatabase>

function toDecision(row: Selectable<AmlDecisionTable>): AmlDecision {
  const { seq: _seq, decision, ...rest } = row
  return { ...rest, decision: decision as AmlDecisionKind }
}

/** Every decision on the request, oldest first. */
export async function listDecisions(db: Db, amlRequestId: string): Promise<AmlDecision[]> {
  const rows = await db
    .selectFrom('aml_decision')
    .selectAll()
    .where('aml_request_id', '=', amlRequestId)
    .orderBy('seq')
    .execute()
  return rows.map(toDecision)
}

export interface NewDecision {
  aml_request_id: string
  hit_key: string
  decision: AmlDecisionKind
  note: string
  user: { id: string; email: string; role: string }
  score: number
}

/** Appends a decision (decisions are never changed: a new one replaces the previous). */
export async function insertDecision(db: Db, input: NewDecision): Promise<AmlDecision> {
  const last = await db
    .selectFrom('aml_decision')
    .select((eb) => eb.fn.max<number | null>('seq').as('seq'))
    .where('aml_request_id', '=', input.aml_request_id)
    .executeTakeFirst()
  const row = {
    id: randomUUID(),
    aml_request_id: input.aml_request_id,
    hit_key: input.hit_key,
    decision: input.decision,
    note: input.note,
    user_id: input.user.id,
    user_email: input.user.email,
    role: input.user.role,
    score: input.score,
    decided_at: new Date().toISOString(),
    seq: (last?.seq ?? 0) + 1,
  }
  await db.insertInto('aml_decision').values(row).execute()
  return toDecision(row)
}

/** Active (not lifted) suppressions of a subject. */
export async function activeSuppressions(db: Db, subjectKey: string): Promise<AmlSuppression[]> {
  return db
    .selectFrom('aml_suppression')
    .selectAll()
    .where('subject_key', '=', subjectKey)
    .where('lifted_at', 'is', null)
    .orderBy('created_at')
    .execute()
}

export async function findSuppression(db: Db, id: string): Promise<AmlSuppression | undefined> {
  return db.selectFrom('aml_suppression').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertSuppression(
  db: Db,
  input: Omit<AmlSuppression, 'id' | 'created_at' | 'lifted_by' | 'lifted_at'>,
): Promise<AmlSuppression> {
  const row: AmlSuppression = {
    ...input,
    id: randomUUID(),
    created_at: new Date().toISOString(),
    lifted_by: null,
    lifted_at: null,
  }
  await db.insertInto('aml_suppression').values(row).execute()
  return row
}

export async function liftSuppression(db: Db, id: string, by: string): Promise<AmlSuppression | undefined> {
  return db
    .updateTable('aml_suppression')
    .set({ lifted_by: by, lifted_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('lifted_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
}

/** Lifts the suppressions a request's own decisions created for a hit (a later decision took the clearing back). */
export async function liftSuppressionsOfRequest(db: Db, amlRequestId: string, hitKey: string, by: string) {
  await db
    .updateTable('aml_suppression')
    .set({ lifted_by: by, lifted_at: new Date().toISOString() })
    .where('aml_request_id', '=', amlRequestId)
    .where('hit_key', '=', hitKey)
    .where('lifted_at', 'is', null)
    .execute()
}

/** Stores the request's disposition as of now, with everyone who decided on it. */
export async function saveSummary(
  db: Db,
  amlRequestId: string,
  disposition: AmlDisposition,
  decisions: readonly AmlDecision[],
) {
  const reviewers = JSON.stringify([...new Set(decisions.map((d) => d.user_email))])
  const last = decisions.at(-1)?.decided_at ?? null
  await db
    .insertInto('aml_review_summary')
    .values({ aml_request_id: amlRequestId, disposition, reviewers, last_decided_at: last })
    .onConflict((oc) => oc.column('aml_request_id').doUpdateSet({ disposition, reviewers, last_decided_at: last }))
    .execute()
}

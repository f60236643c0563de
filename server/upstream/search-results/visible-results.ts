import type { Kysely } from 'kysely'
import type { UpstreamDatabase } from '../db/schema'

/**
 * The companies of registry searches that a client can see: those of registries that answered, and
 * sandbox companies (complete from the start). Registry search (kyb/) reads results through it, and
 * so does AML (aml/), which screens a company named by its search ids.
 */
export function visibleResults(db: Kysely<UpstreamDatabase>) {
  return db
    .selectFrom('kyb_results as r')
    .innerJoin('kyb_request_registries as g', (join) =>
      join.onRef('g.request_id', '=', 'r.request_id').onRef('g.registry_index', '=', 'r.registry_index'),
    )
    .where((eb) => eb.or([eb('g.status', '=', 'resolved'), eb('r.fetch_status', '=', 'resolved')]))
}

/** One visible company of a search (of `requestId` when given), with its request's status. */
export async function findVisibleResult(db: Kysely<UpstreamDatabase>, resultId: string, requestId?: string) {
  let query = visibleResults(db)
    .innerJoin('kyb_requests as q', 'q.id', 'r.request_id')
    .selectAll('r')
    .select(['q.status as request_status'])
    .where('r.id', '=', resultId)
  if (requestId !== undefined) query = query.where('r.request_id', '=', requestId)
  return query.executeTakeFirst()
}

import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { AmlQueueItem } from '@contract/bff/aml-review'
import { AmlQueueExportQuerySchema, amlQueueExportColumns } from '@contract/bff/exports'
import { indexPageSize } from '../exports/all-pages'
import { registerTableExport } from '../exports/table-export-route'
import type { ProxyDatabase } from '../store/schema'
import { listAmlQueue } from './aml-queue'

type Db = Kysely<ProxyDatabase>

/** Per AML request: its hits by their latest decision, and the highest score of a decided hit. */
async function hitCounts(db: Db, ids: string[]) {
  const counts = new Map<
    string,
    { decided: number; confirmed: number; cleared: number; escalated: number; highest: number | null }
  >()
  if (ids.length === 0) return counts
  const rows = await db
    .selectFrom('aml_decision')
    .select(['aml_request_id', 'hit_key', 'decision', 'score'])
    .where('aml_request_id', 'in', ids)
    .orderBy('seq')
    .execute()
  const latest = new Map(rows.map((row) => [`${row.aml_request_id}\u0000${row.hit_key}`, row]))
  for (const row of latest.values()) {
    const count = counts.get(row.aml_request_id) ?? {
      decided: 0,
      confirmed: 0,
      cleared: 0,
      escalated: 0,
      highest: null,
    }
    count.decided += 1
    if (row.decision === 'confirmed_match') count.confirmed += 1
    if (row.decision === 'false_positive') count.cleared += 1
    if (row.decision === 'escalate') count.escalated += 1
    count.highest = Math.max(count.highest ?? row.score, row.score)
    counts.set(row.aml_request_id, count)
  }
  return counts
}

async function amlRows(db: Db, items: AmlQueueItem[]) {
  const counts = await hitCounts(
    db,
    items.map((item) => item.aml_request_id),
  )
  return items.map((item) => {
    const count = counts.get(item.aml_request_id)
    return [
      item.aml_request_id,
      item.subject_name,
      item.status,
      item.match_status,
      item.disposition,
      count?.decided ?? 0,
      count?.confirmed ?? 0,
      count?.cleared ?? 0,
      count?.escalated ?? 0,
      count?.highest ?? null,
      item.reviewers.join('; '),
      item.last_decided_at,
      item.requested_by,
      item.created_at,
    ]
  })
}

/**
 * `GET /bff/exports/aml-queue.csv` (aml:run): the AML queue as CSV, read through the function the
 * queue page lists with (same filters, same order).
 */
export function registerAmlQueueExport(app: FastifyInstance, db: Db) {
  registerTableExport(app, {
    name: 'aml-queue',
    auditTable: 'aml_queue',
    permission: 'aml:run',
    query: AmlQueueExportQuerySchema,
    columns: amlQueueExportColumns,
    summary:
      'The AML queue as CSV: the queue’s filters, every matching request with its disposition, hit counts by decision and reviewers',
    readPage: async (filters, page) => {
      const { items, pagination } = await listAmlQueue(db, {
        ...filters,
        page: String(page),
        limit: String(indexPageSize),
      })
      return { items: await amlRows(db, items), pages: pagination.pages }
    },
  })
}

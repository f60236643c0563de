import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { KycCase } from '@contract/bff/kyc-cases'
import { KycQueueExportQuerySchema, kycQueueExportColumns } from '@contract/bff/exports'
import { SPDR_ROWS } from '@contract/services/spdr-catalogue'
import { indexPageSize } from '../exports/all-pages'
import { registerTableExport } from '../exports/table-export-route'
import type { ProxyDatabase } from '../store/schema'
import { listKycCases } from './kyc-case-store'

const spdrMeaning = new Map(SPDR_ROWS.map(([code, , meaning]) => [code, meaning]))

function kycRow(c: KycCase) {
  return [
    c.kyc_request_id,
    c.subject,
    c.country,
    c.status,
    c.kyc_request_type.join('; '),
    c.document_types.join('; '),
    c.declined_codes.join('; '),
    c.declined_codes.map((code) => `${code}: ${spdrMeaning.get(code) ?? 'unknown code'}`).join('; '),
    c.review_state,
    c.needs_review,
    c.override_proposed_by,
    c.last_decision?.action,
    c.last_decision?.actor_email,
    c.last_decision?.at,
    c.last_decision?.note,
    c.submitted_by,
    c.created_at,
    c.updated_at,
  ]
}

/**
 * `GET /bff/exports/kyc-queue.csv` (kyc:review): the KYC queue as CSV, read through the function the
 * queue page lists with (same filters, same order).
 */
export function registerKycQueueExport(app: FastifyInstance, db: Kysely<ProxyDatabase>) {
  registerTableExport(app, {
    name: 'kyc-queue',
    auditTable: 'kyc_queue',
    permission: 'kyc:review',
    query: KycQueueExportQuerySchema,
    columns: kycQueueExportColumns,
    summary:
      'The KYC queue as CSV: the queue’s filters, every matching case with its decline codes (explained), review state and last decision',
    readPage: async (filters, page) => {
      const { items, pagination } = await listKycCases(db, {
        ...filters,
        page: String(page),
        limit: String(indexPageSize),
      })
      return { items: items.map(kycRow), pages: pagination.pages }
    },
  })
}

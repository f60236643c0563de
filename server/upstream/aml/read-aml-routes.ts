import { v2CodeToV1Name } from '@contract/countries'
import { dayMonthYearToSortable, ONGOING_READ_DEFAULTS } from '@contract/services/ongoing-aml'
import { ongoingReadRoute, ongoingUpdateRoute, readAmlResponseRoute } from '@contract/routes/routes-services'
import { v1NameToV2Code } from '@contract/countries'
import { sql } from 'kysely'
import { HttpError } from '../../shared/envelope'
import { toVendorTimestamp } from '../clock/time-scale'
import type { UpstreamCore } from '../core'
import { implement } from '../http/contract-routes'
import { paginate } from '../http/paginate'
import { success } from '../http/success'
import { setMonitoring, type StoredHit } from './aml-lifecycle'
import type { AmlRequestsTable } from './tables'

async function amlRequest(core: UpstreamCore, id: string, field = 'aml_request_id'): Promise<AmlRequestsTable> {
  const row = await core.db.selectFrom('aml_requests').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row)
    throw new HttpError(404, `Not found: no AML request has ${field} ${id}`, {
      fields: [{ path: field, message: 'does not match an AML request' }],
    })
  return row
}

/**
 * `GET /api/readAmlResponse` (the hits extension): the subject, its hits with what contributed to
 * each score, and — a screening that found nothing is evidence too — the lists and list dates screened.
 */
export function readAmlResponse(core: UpstreamCore) {
  return implement(readAmlResponseRoute, async ({ query }) => {
    const row = await amlRequest(core, query.aml_request_id)
    return success('AML response fetched successfully', {
      aml_request_id: row.id,
      service_random_id: row.service_random_id,
      request_status: row.status,
      match_status: row.match_status,
      subject: {
        name: row.subject_name,
        type: row.subject_type,
        other_names: JSON.parse(row.other_names) as string[],
        country: row.country_code,
        dob: row.date_of_birth,
        nationality: row.nationality,
        origin: row.origin_kind,
        role: row.role,
        company_id: row.kyb_result_id,
        request_id: row.kyb_request_id,
        questionnaire_request_id: row.questionnaire_request_id,
      },
      hits: JSON.parse(row.hits) as StoredHit[],
      lists_screened: JSON.parse(row.lists_screened) as unknown[],
      screened_at: row.screened_at === null ? null : toVendorTimestamp(row.screened_at),
      ongoing_monitoring: row.ongoing_monitoring === 1,
      created_at: toVendorTimestamp(row.created_at),
      last_updated_at: toVendorTimestamp(row.last_updated_at),
    })
  })
}

/** Start (inclusive) and end (inclusive, the whole day) of a DD-MM-YYYY range in ms, UTC. */
function dayBounds(value: string | undefined, end: boolean): number | undefined {
  const sortable = dayMonthYearToSortable(value)
  if (!sortable) return undefined
  const start = Date.UTC(Number(sortable.slice(0, 4)), Number(sortable.slice(4, 6)) - 1, Number(sortable.slice(6, 8)))
  return end ? start + 24 * 3600 * 1000 - 1 : start
}

/**
 * `GET /api/ongoingRequest/read` (spec §4.3): every screened AML request, company or person, with
 * its monitoring state; filters by name or service_random_id, countries, match status, monitoring
 * and creation date (inclusive), newest first, paginated.
 */
export function ongoingRead(core: UpstreamCore) {
  return implement(ongoingReadRoute, async ({ query }) => {
    const page = Number(query.page ?? ONGOING_READ_DEFAULTS.page)
    const limit = Number(query.limit ?? ONGOING_READ_DEFAULTS.limit)
    let select = core.db.selectFrom('aml_requests').where('status', '=', 'resolved')
    if (query.search) {
      const text = query.search
      select = select.where((eb) =>
        eb.or([
          eb(sql<number>`instr(lower(subject_name), ${text.toLowerCase()})`, '>', 0),
          eb('service_random_id', '=', text),
        ]),
      )
    }
    const countries = query.country_names ?? []
    if (countries.length > 0) {
      const codes = countries.map((name) => v1NameToV2Code(name) ?? name)
      select = select.where('country_code', 'in', codes)
    }
    if (query.match_status) select = select.where('match_status', '=', query.match_status)
    if (query.ongoing_monitoring)
      select = select.where('ongoing_monitoring', '=', query.ongoing_monitoring === 'true' ? 1 : 0)
    const from = dayBounds(query.start_date, false)
    const to = dayBounds(query.end_date, true)
    if (from !== undefined) select = select.where('created_at', '>=', from)
    if (to !== undefined) select = select.where('created_at', '<=', to)
    const { n } = await select.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const rows = await select
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute()
    return success('Ongoing requests fetched successfully', {
      ongoing_requests: rows.map((row) => ({
        _id: row.id,
        aml_request_id: row.id,
        service_random_id: row.service_random_id,
        search: row.subject_name,
        country_names: row.country_code ? [v2CodeToV1Name(row.country_code) ?? row.country_code] : [],
        duration: row.duration,
        duration_type: row.duration_type,
        service_type: ['ongoing_aml'],
        ongoing_monitoring: row.ongoing_monitoring === 1,
        match_status: row.match_status ?? 'no match',
        total_ongoing_request: row.total_ongoing_request,
        last_updated_at: toVendorTimestamp(row.last_updated_at),
        created_at: toVendorTimestamp(row.created_at),
        subject_type: row.subject_type,
      })),
      pagination: paginate(Number(n), page, limit, rows.length),
    })
  })
}

/** `POST /api/ongoingRequest/update` (spec §4.3): enable monitoring for a duration, or disable it. */
export function ongoingUpdate(core: UpstreamCore) {
  return implement(ongoingUpdateRoute, async ({ body }) => {
    await amlRequest(core, body.aml_request_id)
    await core.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('aml_requests')
        .selectAll()
        .where('id', '=', body.aml_request_id)
        .executeTakeFirstOrThrow()
      await setMonitoring(core, trx, row, {
        enable: body.ongoing_enable,
        duration: body.duration,
        durationType: body.duration_type,
      })
    })
    core.wakeJobs()
    return success(body.ongoing_enable ? 'Ongoing AML enabled successfully' : 'Ongoing AML disabled successfully', {})
  })
}

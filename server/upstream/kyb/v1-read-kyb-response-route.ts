import { v1ReadKybResponseRoute } from '@contract/routes/routes-registry'
import { HttpError } from '../../shared/envelope'
import { success } from '../http/success'
import { implement } from '../http/contract-routes'
import type { UpstreamCore } from '../core'
import { findKybRequest, readV1Results } from './read-results'

/** Companies per page of `GET /api/readKybResponse` when `limit` is not given (spec §2.1). */
export const v1DefaultPageSize = 50

/** `GET /api/readKybResponse` (spec §4.1, §2.3). */
export function v1ReadKybResponse(deps: UpstreamCore) {
  return implement(v1ReadKybResponseRoute, async ({ query }) => {
    const request = await findKybRequest(deps, query.request_id)
    if (!request) throw new HttpError(404, `Not found: no search with request_id ${query.request_id}`)
    const data = await readV1Results(deps, request, Number(query.page ?? 1), Number(query.limit ?? v1DefaultPageSize))
    return success('KYB response fetched successfully', data)
  })
}

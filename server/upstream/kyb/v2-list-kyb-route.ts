import { v2ListKybRoute } from '@contract/routes/routes-registry'
import { HttpError } from '../../shared/envelope'
import { success } from '../http/success'
import { implement } from '../http/contract-routes'
import type { UpstreamCore } from '../core'
import { findKybRequest, readV2Results } from './read-results'

/** Default `limit` of `GET /v2/kyb` (spec §8). */
export const v2DefaultPageSize = 25

/** `GET /v2/kyb?kyb_request_id=&page=&limit=` (spec §4.2). */
export function v2ListKyb(deps: UpstreamCore) {
  return implement(v2ListKybRoute, async ({ query }) => {
    const request = await findKybRequest(deps, query.kyb_request_id)
    if (!request) {
      throw new HttpError(404, `Not found: no version 2 search has kyb_request_id ${query.kyb_request_id}`, {
        fields: [{ path: 'kyb_request_id', message: 'does not match any search' }],
      })
    }
    const data = await readV2Results(deps, request, Number(query.page ?? 1), Number(query.limit ?? v2DefaultPageSize))
    return success('KYB responses fetched successfully', data)
  })
}

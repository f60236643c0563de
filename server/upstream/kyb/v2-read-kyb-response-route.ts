import { v2ReadKybResponseRoute } from '@contract/routes/routes-registry'
import { HttpError } from '../../shared/envelope'
import { success } from '../http/success'
import { implement } from '../http/contract-routes'
import type { UpstreamCore } from '../core'
import { readV2Insights } from './read-profile'

/** `GET /v2/kyb/{kyb_response_id}` (spec §4.2, §2.5). */
export function v2ReadKybResponse(deps: UpstreamCore) {
  return implement(v2ReadKybResponseRoute, async ({ params }) => {
    const insights = await readV2Insights(deps, params.kyb_response_id)
    if (!insights) {
      throw new HttpError(404, `Not found: no company has kyb_response_id ${params.kyb_response_id}`, {
        fields: [{ path: 'kyb_response_id', message: 'does not match any company of a search' }],
      })
    }
    return success('Company insights fetched successfully', insights)
  })
}

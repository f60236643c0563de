import { v1CompaniesReadRoute } from '@contract/routes/routes-registry'
import { HttpError } from '../../shared/envelope'
import { success } from '../http/success'
import { implement } from '../http/contract-routes'
import type { UpstreamCore } from '../core'
import { readV1Profile } from './read-profile'

/** `GET /api/companies/read` (spec §4.1, §2.4): readable while the fetch is still in progress. */
export function v1CompaniesRead(deps: UpstreamCore) {
  return implement(v1CompaniesReadRoute, async ({ query }) => {
    const profile = await readV1Profile(deps, query.company_id, query.request_id)
    if (!profile)
      throw new HttpError(
        404,
        `Not found: company ${query.company_id} is not among the results of request ${query.request_id}`,
      )
    return success('Company details fetched successfully', profile)
  })
}

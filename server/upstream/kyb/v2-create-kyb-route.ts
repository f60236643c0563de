import { v2CreateKybRoute } from '@contract/routes/routes-registry'
import { HttpError } from '../../shared/envelope'
import { success } from '../http/success'
import { implement } from '../http/contract-routes'
import { createKybSearch } from './create-search'
import type { UpstreamCore } from '../core'
import { findKybRequest, readV2Results } from './read-results'
import { v2DefaultPageSize } from './v2-list-kyb-route'

/** `POST /v2/kyb` (spec §4.2): the data already available at once, the rest in the background. */
export function v2CreateKyb(deps: UpstreamCore) {
  return implement(v2CreateKybRoute, async ({ body }) => {
    const placeCode = body.country_codes[0] ?? ''
    const { requestId } = await createKybSearch(deps, {
      version: 2,
      placeCode,
      ...(body.name !== undefined ? { searchText: body.name } : {}),
      ...(body.registration_number !== undefined ? { registrationNumber: body.registration_number } : {}),
      searchType: body.search_type,
      ...(body.ttl !== undefined ? { ttl: body.ttl } : {}),
      services: ['kyb_check'],
    })
    const request = await findKybRequest(deps, requestId)
    if (!request) throw new HttpError(500, 'The search was recorded but could not be read back')
    return success('KYB service created successfully', await readV2Results(deps, request, 1, v2DefaultPageSize))
  })
}

import { placeByV1Name } from '@contract/countries'
import { v1SearchRoute } from '@contract/routes/routes-registry'
import { HttpError } from '../../shared/envelope'
import { implement } from '../http/contract-routes'
import { createKybSearch } from './create-search'
import type { UpstreamCore } from '../core'

/** `POST /api/search` with services including kyb_check (spec §4.1): bare identifiers. */
export function v1Search(deps: UpstreamCore) {
  return implement(v1SearchRoute, async ({ body }) => {
    const countryName = body.country_names[0] ?? ''
    const place = placeByV1Name(countryName)
    if (!place) throw new HttpError(400, `Invalid request body: country_names.0: ${countryName} is not served`)
    const { requestId, serviceId } = await createKybSearch(deps, {
      version: 1,
      placeCode: place.v2Code,
      ...(body.search !== undefined ? { searchText: body.search } : {}),
      ...(body.registration_number !== undefined ? { registrationNumber: body.registration_number } : {}),
      searchType: body.search_type,
      ...(body.ttl !== undefined ? { ttl: body.ttl } : {}),
      services: body.services,
    })
    return { request_id: requestId, service_id: serviceId }
  })
}

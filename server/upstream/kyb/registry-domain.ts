import type { ImplementedRoute } from '../http/contract-routes'
import type { KybDeps } from '../kyb/kyb-deps'
import { v1CompaniesRead } from './v1/companies-read'
import { v1CountriesRead } from './v1/countries-read'
import { v1ReadKybResponse } from './v1/read-kyb-response'
import { v1Search } from './v1/search'
import { v2Countries } from './v2/countries'
import { v2CreateKyb } from './v2/create-kyb'
import { v2ListKyb } from './v2/list-kyb'
import { v2ReadKybResponse } from './v2/read-kyb-response'

/** The registry routes of the contract (spec §4.1, §4.2) with their handlers. */
export function registryRouteHandlers(deps: KybDeps): ImplementedRoute[] {
  return [
    v1CountriesRead,
    v1Search(deps),
    v1ReadKybResponse(deps),
    v1CompaniesRead(deps),
    v2Countries,
    v2CreateKyb(deps),
    v2ListKyb(deps),
    v2ReadKybResponse(deps),
  ]
}

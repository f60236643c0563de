import type { UpstreamDomain } from '../core'
import { v1CompaniesRead } from './v1-companies-read-route'
import { v1CountriesRead } from './v1-countries-read-route'
import { v1ReadKybResponse } from './v1-read-kyb-response-route'
import { v1Search } from './v1-search-route'
import { v2Countries } from './v2-countries-route'
import { v2CreateKyb } from './v2-create-kyb-route'
import { v2ListKyb } from './v2-list-kyb-route'
import { v2ReadKybResponse } from './v2-read-kyb-response-route'
import { filingFileResolver } from './filing-files'
import { kybJobHandlers } from './kyb-jobs'
import { sandboxCreateCompany } from './sandbox-company-route'

/** Registry search versions 1 and 2, country lists and company profiles (spec §4.1, §4.2). */
export const registryDomain: UpstreamDomain = {
  name: 'registry',
  routes: (core) => [
    v1CountriesRead,
    v1Search(core),
    v1ReadKybResponse(core),
    v1CompaniesRead(core),
    v2Countries,
    v2CreateKyb(core),
    v2ListKyb(core),
    v2ReadKybResponse(core),
    sandboxCreateCompany(core),
  ],
  jobHandlers: (core) => kybJobHandlers(core),
  fileResolvers: (core) => [filingFileResolver(core)],
}

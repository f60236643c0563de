import type { UpstreamDomain } from '../core'
import { v1CompaniesRead } from '../routes/v1/companies-read'
import { v1CountriesRead } from '../routes/v1/countries-read'
import { v1ReadKybResponse } from '../routes/v1/read-kyb-response'
import { v1Search } from '../routes/v1/search'
import { v2Countries } from '../routes/v2/countries'
import { v2CreateKyb } from '../routes/v2/create-kyb'
import { v2ListKyb } from '../routes/v2/list-kyb'
import { v2ReadKybResponse } from '../routes/v2/read-kyb-response'
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

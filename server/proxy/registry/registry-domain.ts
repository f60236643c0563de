import type { ProxyDomain } from '../domain/proxy-domain'
import { registryCallbackHandler } from './registry-callbacks'
import { registryIndexers } from './registry-indexers'
import { registerSearchExportRoute } from './search-export-route'

/** Company registry searches (v1 and v2) and profiles: forwarded, indexed, exported as CSV. */
export const registryDomain: ProxyDomain = {
  name: 'registry',
  routes: (app, { client }) => registerSearchExportRoute(app, { client }),
  indexers: registryIndexers,
  callbackHandlers: [registryCallbackHandler],
  upstreamPermissions: {
    v1CountriesRead: 'countries:read',
    v2Countries: 'countries:read',
    v1Search: 'search:run',
    v1ReadKybResponse: 'search:run',
    v2CreateKyb: 'search:run',
    v2ListKyb: 'search:run',
    v1CompaniesRead: 'profile:read',
    v2ReadKybResponse: 'profile:read',
  },
}

import type { UpstreamDomain } from '../core'
import { amlJobHandlers } from './aml-jobs'
import { performCompanyAml, performOfficersAml } from './perform-aml-routes'
import { ongoingRead, ongoingUpdate, readAmlResponse } from './read-aml-routes'
import { sandboxAddWatchlistEntry, sandboxDeleteWatchlistEntry } from './sandbox-watchlist-routes'

/** AML screening against the watchlists, its hits, ongoing monitoring, and the sandbox watchlist (spec §4.1, §4.3). */
export const amlDomain: UpstreamDomain = {
  name: 'aml',
  routes: (core) => [
    performCompanyAml(core),
    performOfficersAml(core),
    readAmlResponse(core),
    ongoingRead(core),
    ongoingUpdate(core),
    sandboxAddWatchlistEntry(core),
    sandboxDeleteWatchlistEntry(core),
  ],
  jobHandlers: (core) => amlJobHandlers(core),
}

import type { ProxyDomain } from '../domain/proxy-domain'
import { amlCallbackHandler } from './aml-callbacks'
import { amlIndexers } from './aml-indexers'
import { registerAmlQueueExport } from './aml-queue-export'
import { registerAmlReviewRoutes } from './aml-review-routes'
import { registerMonitoringExportRoute } from './monitoring-export-route'

/** AML screening and ongoing monitoring: the review of hits (ADR 0013), its queue, the monitoring alerts and exports. */
export const amlDomain: ProxyDomain = {
  name: 'aml',
  routes: (app, { db, client, bus }) => {
    registerAmlReviewRoutes(app, { client, bus })
    registerAmlQueueExport(app, db)
    registerMonitoringExportRoute(app, { client })
  },
  indexers: amlIndexers,
  callbackHandlers: [amlCallbackHandler],
  upstreamPermissions: {
    performCompanyAml: 'aml:run',
    performOfficersAml: 'aml:run',
    readAmlResponse: 'aml:run',
    ongoingRead: 'monitoring:read',
    ongoingUpdate: 'monitoring:write',
  },
}

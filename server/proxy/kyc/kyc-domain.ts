import type { ProxyDomain } from '../domain/proxy-domain'
import { kycCallbackHandler } from './kyc-callbacks'
import { registerKycCaseRoutes } from './kyc-case-routes'
import { kycIndexers } from './kyc-indexers'
import { registerKycQueueExport } from './kyc-queue-export'

/** KYC: submissions forwarded and indexed, the queue of cases and reviewer decisions (ADR 0015), its export. */
export const kycDomain: ProxyDomain = {
  name: 'kyc',
  routes: (app, { db, bus }) => {
    registerKycCaseRoutes(app, { bus })
    registerKycQueueExport(app, db)
  },
  indexers: kycIndexers,
  callbackHandlers: [kycCallbackHandler],
  upstreamPermissions: {
    kycCountries: 'kyc:submit',
    kycLanguages: 'kyc:submit',
    kycSubmit: 'kyc:submit',
    readKycResponse: 'kyc:review',
  },
}

import { amlDomain } from './aml/aml-domain'
import { auditDomain } from './audit/audit-domain'
import { callbacksDomain } from './callbacks/callbacks-domain'
import { casesDomain } from './cases/cases-domain'
import type { ProxyDomain } from './domain/proxy-domain'
import { eventsDomain } from './events/events-domain'
import { filesDomain } from './files/files-domain'
import { forwardingDomain } from './forwarding/forwarding-domain'
import { kycDomain } from './kyc/kyc-domain'
import { openApiDomain } from './openapi/openapi-domain'
import { overviewDomain } from './overview/overview-domain'
import { questionnaireDomain } from './questionnaires/questionnaire-domain'
import { requestsDomain } from './request-index/requests-domain'
import { registryDomain } from './registry/registry-domain'
import { usersDomain } from './users/users-domain'

/** The proxy's domains (ADR 0024); the app registers each one's routes, and gathers their permissions, indexers and callback handlers. */
export const proxyDomains: readonly ProxyDomain[] = [
  usersDomain,
  auditDomain,
  overviewDomain,
  registryDomain,
  amlDomain,
  questionnaireDomain,
  kycDomain,
  casesDomain,
  filesDomain,
  requestsDomain,
  callbacksDomain,
  eventsDomain,
  forwardingDomain,
  openApiDomain,
]

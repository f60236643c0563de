import type { UpstreamDomain } from './core'
import { amlDomain } from './aml/aml-domain'
import { documentsDomain } from './documents/documents-domain'
import { registryDomain } from './kyb/registry-domain'
import { kycDomain } from './kyc/kyc-domain'
import { questionnaireDomain } from './questionnaires/questionnaire-domain'

/** The domains the embedded upstream serves; each new domain adds itself here. */
export const upstreamDomains: readonly UpstreamDomain[] = [
  registryDomain,
  amlDomain,
  documentsDomain,
  kycDomain,
  questionnaireDomain,
]

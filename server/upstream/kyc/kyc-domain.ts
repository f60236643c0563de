import type { UpstreamDomain } from '../core'
import { kycFileResolver } from './kyc-files'
import { kycJobHandlers } from './kyc-jobs'
import { kycCountries, kycLanguages, kycSubmit, readKycResponse } from './kyc-routes'
import { sandboxAddressDocument, sandboxIdentityDocument } from './sandbox-document-routes'

/** KYC: identity document and address verification with OCR, MRZ and SPDR decline codes (spec §2.8, §4.5, §7). */
export const kycDomain: UpstreamDomain = {
  name: 'kyc',
  routes: (core) => [
    kycCountries(),
    kycLanguages(),
    kycSubmit(core),
    readKycResponse(core),
    sandboxIdentityDocument(core),
    sandboxAddressDocument(core),
  ],
  jobHandlers: (core) => kycJobHandlers(core),
  fileResolvers: (core) => [kycFileResolver(core)],
}

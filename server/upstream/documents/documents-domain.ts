import type { UpstreamDomain } from '../core'
import { sandboxCertificateDocument } from './sandbox-certificate-routes'

/** Documents drawn for demos and tests (sandbox): certificates of incorporation. */
export const documentsDomain: UpstreamDomain = {
  name: 'documents',
  routes: () => [sandboxCertificateDocument()],
}

import type { ProxyDomain } from '../domain/proxy-domain'
import { registerFileRoutes } from './file-routes'

/** File downloads and previews of upstream documents (/bff/files, and the forwarded getFile). */
export const filesDomain: ProxyDomain = {
  name: 'files',
  routes: (app, { client }) => registerFileRoutes(app, { client }),
  upstreamPermissions: { getFile: 'profile:read' },
}

import type { ProxyDomain } from '../domain/proxy-domain'
import { registerForwardRoutes } from './forward-routes'

/** Every account route of the upstream under /bff/upstream, with the permission and indexer its domain gives it. */
export const forwardingDomain: ProxyDomain = {
  name: 'forwarding',
  routes: (app, context) => registerForwardRoutes(app, context),
}

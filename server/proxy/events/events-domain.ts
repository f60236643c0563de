import type { ProxyDomain } from '../domain/proxy-domain'
import { sessionRole } from '../auth/sessions'
import { registerEventsRoute } from './events-route'

/** Live events (/bff/events): what changed, for the sessions whose role may see it. */
export const eventsDomain: ProxyDomain = {
  name: 'events',
  routes: (app, { db, bus, heartbeatMs }) =>
    registerEventsRoute(app, { bus, heartbeatMs, sessionRole: (sessionId) => sessionRole(db, sessionId) }),
}

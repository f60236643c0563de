import type { ProxyDomain } from '../domain/proxy-domain'
import { registerOverviewRoute } from './overview-route'

/** The overview page's figures and attention list. */
export const overviewDomain: ProxyDomain = { name: 'overview', routes: (app) => registerOverviewRoute(app) }

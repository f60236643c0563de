import type { ProxyDomain } from '../domain/proxy-domain'
import { registerRequestRoutes } from './request-routes'

/** The index of upstream requests the proxy made or heard of (/bff/requests). */
export const requestsDomain: ProxyDomain = { name: 'requests', routes: (app) => registerRequestRoutes(app) }

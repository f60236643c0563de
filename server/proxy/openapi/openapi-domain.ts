import type { ProxyDomain } from '../domain/proxy-domain'
import { registerOpenApiRoute } from './openapi-route'

/** The proxy's OpenAPI document (/bff/openapi.json). */
export const openApiDomain: ProxyDomain = { name: 'openapi', routes: (app) => registerOpenApiRoute(app) }

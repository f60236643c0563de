import type { HttpMethod, RouteDef } from './route'
import { registryRoutes } from './routes-registry'
import { serviceRoutes } from './routes-services'

/** Every endpoint of the Business Verification Service, for servers, clients and the OpenAPI document. */
export const routeTable: readonly RouteDef[] = [...registryRoutes, ...serviceRoutes]

/** Splits `/v2/kyb/{kyb_response_id}` into its segments; placeholders match any one non-empty segment. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/')
  const pathParts = (path.split('?')[0] ?? '').split('/')
  if (patternParts.length !== pathParts.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? ''
    const placeholder = /^\{(\w+)\}$/.exec(part)
    if (placeholder?.[1]) {
      if (actual === '') return null
      params[placeholder[1]] = decodeURIComponent(actual)
    } else if (part !== actual) return null
  }
  return params
}

/**
 * The route serving `method path`, with its path parameters. For a path shared by several services
 * (`POST /api/search`), `services` (the request's `services` value, one name or a list) picks the
 * variant; without it, no variant is assumed and undefined is returned. For a path served
 * differently by token kind (`GET /api/getAllQuestionnaires`), `token` picks the route; without
 * it, the first route of the table wins.
 */
export function findRoute(
  method: HttpMethod,
  path: string,
  services?: string | readonly string[],
  token?: 'account' | 'questionnaire',
): RouteMatch | undefined {
  return findRouteIn(routeTable, method, path, services, token)
}

export interface RouteMatch {
  route: RouteDef
  params: Record<string, string>
}

/** findRoute over any list of routes. */
export function findRouteIn(
  routes: readonly RouteDef[],
  method: HttpMethod,
  path: string,
  services?: string | readonly string[],
  token?: 'account' | 'questionnaire',
): RouteMatch | undefined {
  const wanted = services === undefined ? [] : typeof services === 'string' ? [services] : services
  const candidates = routes.flatMap((route) => {
    if (route.method !== method) return []
    const params = matchPath(route.path, path)
    return params ? [{ route, params }] : []
  })
  const exact = candidates.filter(
    (c) =>
      (!c.route.variant || wanted.includes(c.route.variant.value)) &&
      (token === undefined || c.route.auth === token || c.route.auth === 'account_or_questionnaire'),
  )
  return exact[0]
}

export function routeById(id: string): RouteDef | undefined {
  return routeTable.find((route) => route.id === id)
}

/** Fills the `{param}` placeholders of a route path, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(value)
  })
}

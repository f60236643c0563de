import type { HttpMethod, RouteDef } from '../route'
import { registryRoutes } from './routes-registry'
import { serviceRoutes } from './routes-services'
import { KYC_FILE_RULES, QUESTIONNAIRE_FILE_RULES, type FileRules } from '../services/file-limits'

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
  const byToken = candidates.filter(
    (c) => token === undefined || c.route.auth === token || c.route.auth === 'account_or_questionnaire',
  )
  return variantFor(byToken, (c) => c.route, wanted)
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

/** `/v2/kyb/{kyb_response_id}` → `/v2/kyb/:kyb_response_id` (Fastify's parameter syntax). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

/** The `services` value(s) of a request body (`["kyb_check"]` or `"kyb_check"`), none when absent. */
export function servicesOf(body: unknown): string[] {
  const value = typeof body === 'object' && body !== null ? (body as { services?: unknown }).services : undefined
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/** Items grouped by the method and path of their route: one group per endpoint (the variants of `POST /api/search` share one). */
export function groupByEndpoint<T>(
  items: readonly T[],
  routeOf: (item: T) => RouteDef,
): Array<{ method: HttpMethod; path: string; items: T[] }> {
  const groups = new Map<string, { method: HttpMethod; path: string; items: T[] }>()
  for (const item of items) {
    const route = routeOf(item)
    const key = `${route.method} ${route.path}`
    const group = groups.get(key) ?? { method: route.method, path: route.path, items: [] }
    group.items.push(item)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/** The variant among `items` that `services` selects (a route without a variant always fits). */
export function variantFor<T>(
  items: readonly T[],
  routeOf: (item: T) => RouteDef,
  services: readonly string[],
): T | undefined {
  return items.find((item) => {
    const { variant } = routeOf(item)
    return !variant || services.includes(variant.value)
  })
}

/** The rule a request broke when no variant fits its `services`. */
export function servicesRule(routes: readonly RouteDef[], services: readonly string[]): string {
  return services.length === 0
    ? 'is required'
    : `must include one of ${routes.map((r) => r.variant?.value ?? r.id).join(', ')}`
}

/** The upload rules of a multipart route: questionnaire answers or KYC proofs (spec §4.4, §4.5, §8). */
export function fileRulesOf(route: RouteDef): FileRules {
  return route.tag === 'questionnaires' ? QUESTIONNAIRE_FILE_RULES : KYC_FILE_RULES
}

/**
 * The rules to receive a multipart upload with before its variant is known: those with the largest
 * size limit among `routes` (each variant's schema then applies its own rules).
 */
export function receivingFileRules(routes: readonly RouteDef[]): FileRules {
  return routes
    .map(fileRulesOf)
    .reduce((widest, rules) => (rules.maxBytes > widest.maxBytes ? rules : widest), fileRulesOf(routes[0]!))
}

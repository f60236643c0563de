import type { RouteDef } from '@contract/route'
import { QUESTIONNAIRE_FILE_RULES, KYC_FILE_RULES, type FileRules } from '@contract/services/file-limits'

/** Routes sharing one method and path (the variants of `POST /api/search`). */
export interface RouteGroup {
  method: RouteDef['method']
  path: string
  routes: RouteDef[]
}

export function groupRoutes(routes: readonly RouteDef[]): RouteGroup[] {
  const groups = new Map<string, RouteGroup>()
  for (const route of routes) {
    const key = `${route.method} ${route.path}`
    const group = groups.get(key) ?? { method: route.method, path: route.path, routes: [] }
    group.routes.push(route)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/** `/api/x/{id}` → `/bff/upstream/api/x/:id` (Fastify's parameter syntax). */
export function bffPathOf(path: string) {
  return `/bff/upstream${path.replace(/\{(\w+)\}/g, ':$1')}`
}

/** The `services` value(s) sent in a JSON body (`["kyb_check"]` or `"kyb_check"`). */
export function servicesOf(body: unknown): string[] {
  const value = (body as { services?: unknown } | null)?.services
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/** The upload rules of a multipart route. */
export function fileRulesOf(route: RouteDef): FileRules {
  return route.tag === 'questionnaires' ? QUESTIONNAIRE_FILE_RULES : KYC_FILE_RULES
}

/** Calls that change state upstream (audited): every POST, and link creation. */
export function isStateChanging(route: RouteDef) {
  return route.method === 'POST' || route.path === '/api/createQuestionnaireUrl'
}

import type { RouteDef } from '@contract/route'
import { groupByEndpoint, toFastifyPath } from '@contract/routes/route-table'

/** Routes sharing one method and path (the variants of `POST /api/search`). */
export interface RouteGroup {
  method: RouteDef['method']
  path: string
  routes: RouteDef[]
}

export function groupRoutes(routes: readonly RouteDef[]): RouteGroup[] {
  return groupByEndpoint(routes, (route) => route).map(({ method, path, items }) => ({ method, path, routes: items }))
}

/** `/api/x/{id}` → `/bff/upstream/api/x/:id`. */
export function bffPathOf(path: string) {
  return `/bff/upstream${toFastifyPath(path)}`
}

/** Calls that change state upstream (audited): every POST, and link creation. */
export function isStateChanging(route: RouteDef) {
  return route.method === 'POST' || route.path === '/api/createQuestionnaireUrl'
}

/** Routes the BFF forwards under /bff/upstream: every account route (questionnaire-token routes go under /public). */
export function isForwarded(route: RouteDef) {
  return route.auth !== 'questionnaire'
}

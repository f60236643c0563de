import type { RouteDef } from '@contract/route'
import { contractRouteSchema } from '../../shared/openapi/contract-route-schema'
import type { Permission } from '@contract/bff/permissions'

/**
 * The route schema (documentation only) of an upstream endpoint as the proxy forwards it: the
 * contract's inputs and answers, the permission it needs, tags and operation ids marked as forwarded.
 * 401 and 403 are the proxy's own (session, role, CSRF header; the account key never reaches the
 * browser), added with its other error answers by addBffErrorResponses; the upstream's other
 * answers are passed on as they come.
 */
export function forwardedRouteSchema(
  routes: readonly RouteDef[],
  permissionOf: (route: RouteDef) => Permission | undefined,
): Record<string, unknown> {
  const schema = contractRouteSchema(routes)
  const permissions = [...new Set(routes.map(permissionOf))].filter((p) => p !== undefined)
  const { 401: _token, 403: _tokenKind, ...upstreamAnswers } = schema.response as Record<string, unknown>
  return {
    ...schema,
    response: upstreamAnswers,
    operationId: `upstream_${String(schema.operationId)}`,
    tags: (schema.tags as string[]).map((tag) => `upstream:${tag}`),
    ...(permissions.length > 0 ? { 'x-permission': permissions.length === 1 ? permissions[0] : permissions } : {}),
  }
}

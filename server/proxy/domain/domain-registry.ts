import { liveKeys } from '@contract/bff/live-events'
import type { Permission } from '@contract/bff/permissions'
import type { CallbackBody } from '@contract/callbacks'
import type { CallbackHandler, DomainRegistry, ProxyDomain } from './proxy-domain'

export function domainRegistry(domains: readonly ProxyDomain[]): DomainRegistry {
  const permissions = new Map<string, Permission>()
  for (const domain of domains) {
    for (const [routeId, permission] of Object.entries(domain.upstreamPermissions ?? {})) {
      if (permissions.has(routeId)) throw new Error(`upstream route ${routeId} has a permission in two domains`)
      permissions.set(routeId, permission)
    }
  }
  const indexers = new Map(
    domains.flatMap((domain) => domain.indexers ?? []).map((indexer) => [indexer.routeId, indexer]),
  )
  const handlers: CallbackHandler[] = domains.flatMap((domain) => domain.callbackHandlers ?? [])
  const handlersOf = (callback: CallbackBody) =>
    handlers.filter((handler) => handler.services.includes(callback.service))
  return {
    permissionOf: (route) => permissions.get(route.id),
    indexedRouteIds: [...indexers.keys()],
    indexOperations: (exchange) => indexers.get(exchange.route.id)?.index(exchange) ?? [],
    callbackOperations: (callback) =>
      handlersOf(callback)
        .flatMap((handler) => handler.index(callback))
        .map((operation) => ({ ...operation, keys: [liveKeys.requests(), ...operation.keys] })),
    followUpCallback: async (context, callback) => {
      for (const handler of handlersOf(callback)) await handler.followUp?.(context, callback)
    },
  }
}

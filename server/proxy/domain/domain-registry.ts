import { liveKeys } from '@contract/bff/live-events'
import type { Permission } from '@contract/bff/permissions'
import type { CallbackBody } from '@contract/callbacks'
import type { RouteDef } from '@contract/route'
import type { Exchange, IndexOperation } from '../request-index/define-indexer'
import type { CallbackFollowUpContext, CallbackHandler, ProxyDomain } from './proxy-domain'

/** What the domains declare, gathered once: the forwarding and callback layers ask it instead of naming domains. */
export interface DomainRegistry {
  /** The permission a forwarded upstream route needs; undefined = not forwarded. */
  permissionOf(route: RouteDef): Permission | undefined
  /** The ids of the routes that have an indexer (tests check every route that starts a request has one). */
  indexedRouteIds: readonly string[]
  /** The index operations a successful exchange implies (none for routes that reveal nothing). */
  indexOperations(exchange: Exchange): IndexOperation[]
  /** What an accepted callback tells the request index, from the handlers of its service. */
  callbackOperations(callback: CallbackBody): IndexOperation[]
  /** The handlers' follow-ups of an accepted delivery, one after another. */
  followUpCallback(context: CallbackFollowUpContext, callback: CallbackBody): Promise<void>
}

export function domainRegistry(domains: readonly ProxyDomain[]): DomainRegistry {
  const permissions = new Map<string, Permission>()
  for (const domain of domains) {
    for (const [routeId, permission] of Object.entries(domain.upstreamPermissions ?? {})) {
      if (permissions.has(routeId)) throw new Error(`upstream route ${routeId} has a permission in two domains`)
      permissions.set(routeId, permission)
    }
  }
  const indexers = new Map(domains.flatMap((domain) => domain.indexers ?? []).map((indexer) => [indexer.routeId, indexer]))
  const handlers: CallbackHandler[] = domains.flatMap((domain) => domain.callbackHandlers ?? [])
  const handlersOf = (callback: CallbackBody) => handlers.filter((handler) => handler.services.includes(callback.service))
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

import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Permission } from '@contract/bff/permissions'
import type { RouteDef } from '@contract/route'
import type { CallbackBody, CallbackService } from '@contract/callbacks'
import type { AuthSettings } from '../auth/auth-settings'
import type { EventBus } from '../events/event-bus'
import type { Exchange, Indexer, IndexOperation } from '../request-index/define-indexer'
import type { ProxyDatabase } from '../store/schema'
import type { UpstreamClient } from '../upstream-client/upstream-client'

/** What every domain's routes are given: the database, the upstream client, the live events, the app's settings. */
export interface ProxyContext {
  db: Kysely<ProxyDatabase>
  client: UpstreamClient
  bus: EventBus
  auth: AuthSettings
  /** Live events heartbeat (ms) and the /public routes' limits, from the app's options. */
  heartbeatMs?: number
  publicLimits?: { perAddressPerMinute?: number; perTokenPerMinute?: number }
  /** What the domains declare, gathered: permissions, indexers, callback handlers. */
  registry: DomainRegistry
}

/** What an accepted callback means for a domain. */
export interface CallbackHandler {
  /** The `service` values of the callbacks it handles. */
  services: readonly CallbackService[]
  /** The request index rows the callback records or updates (also what a re-applied delivery does again). */
  index(callback: CallbackBody): IndexOperation[]
  /** What follows an accepted delivery besides the index (reads of the result, live events); never on a re-apply. */
  followUp?(context: CallbackFollowUpContext, callback: CallbackBody): Promise<void>
}

export interface CallbackFollowUpContext {
  db: Kysely<ProxyDatabase>
  bus: EventBus
  client: UpstreamClient
  log: FastifyBaseLogger
}

/**
 * One area of the proxy (ADR 0024), like the upstream's `UpstreamDomain`: its own routes, the
 * indexers of the forwarded upstream routes it owns, its callback handlers, and the permission of
 * each forwarded upstream route it owns. `server/proxy/domains.ts` lists them; the app registers each
 * domain's routes in a context of its own.
 */
export interface ProxyDomain {
  name: string
  routes?(app: FastifyInstance, context: ProxyContext): void | Promise<void>
  indexers?: readonly Indexer[]
  callbackHandlers?: readonly CallbackHandler[]
  /** The permission each forwarded upstream route of this domain needs, by contract route id. */
  upstreamPermissions?: Readonly<Record<string, Permission>>
}

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

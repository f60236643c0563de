import type { FastifyInstance } from 'fastify'
import type { RouteDef } from '@contract/route'
import { registerAmlReviewRoutes } from '../aml/aml-review-routes'
import { registerCallbackInboxRoute, registerCallbackRoutes } from '../callbacks/callback-routes'
import { createInProcessEventBus, type EventBus } from '../events/event-bus'
import { registerEventsRoute } from '../events/events-route'
import { registerMonitoringExportRoute } from '../exports/monitoring-export-route'
import { registerQueueExportRoutes } from '../exports/queue-export-routes'
import { registerSearchExportRoute } from '../exports/search-export-route'
import { registerFileRoutes } from '../files/file-routes'
import { registerKycCaseRoutes } from '../kyc/kyc-case-routes'
import { registerRequestRoutes } from '../request-index/request-routes'
import { createUpstreamClient, type UpstreamClientOptions, type UpstreamSignatureMode } from '../upstream-client/upstream-client'
import { registerPublicQuestionnaireRoutes } from './public-questionnaire-routes'
import { registerForwardRoutes } from './forward-routes'

export interface UpstreamSideOptions {
  upstreamUrl: string
  apiKey: string
  signatureScheme?: UpstreamSignatureMode
  /** Timeouts and retries of the upstream client (tests shorten them). */
  client?: Pick<UpstreamClientOptions, 'connectTimeoutMs' | 'totalTimeoutMs' | 'uploadTimeoutMs' | 'maxRetries' | 'retryBaseDelayMs'>
  /** Live events heartbeat (default 15 s). */
  heartbeatMs?: number
  /** The routes to forward (default: the contract's route table). */
  routes?: readonly RouteDef[]
  /** Rate limits of the hosted form's /public routes (requests per minute). */
  publicLimits?: { perAddressPerMinute?: number; perTokenPerMinute?: number }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events fan-out (GET /bff/events); publish with `liveEvent(type, keys, permission)`. */
    eventBus: EventBus
  }
}

/**
 * The upstream-facing half of the proxy: forwarding under /bff/upstream, the request index
 * (/bff/requests), callbacks (/callbacks/upstream, /bff/callbacks), live events (/bff/events),
 * file downloads (/bff/files) and the hosted questionnaire form's /public routes. Decorates the app with `eventBus`; each part with its own body
 * parsers lives in its own encapsulated context.
 */
async function upstreamSide(app: FastifyInstance, options: UpstreamSideOptions) {
  const client = createUpstreamClient({
    baseUrl: options.upstreamUrl,
    apiKey: options.apiKey,
    signature: options.signatureScheme ?? 'sha256',
    log: app.log.child({ component: 'upstream-client' }),
    ...options.client,
  })
  app.addHook('onClose', async () => client.close())
  const bus = createInProcessEventBus((error) => app.log.error({ err: error }, 'live event listener failed'))
  app.decorate('eventBus', bus)
  const { db } = app.proxyDb

  await app.register(async (forwarding) => {
    await registerForwardRoutes(forwarding, { client, bus, routes: options.routes })
  })
  await app.register(async (callbacks) => registerCallbackRoutes(callbacks, { client, bus }))
  await app.register(async (publicForm) => registerPublicQuestionnaireRoutes(publicForm, { client, bus, ...options.publicLimits }))
  await app.register(async (child) => {
    registerCallbackInboxRoute(child, bus)
    registerRequestRoutes(child)
    registerAmlReviewRoutes(child, { client, bus })
    registerKycCaseRoutes(child, { bus })
    registerFileRoutes(child, { client })
    registerSearchExportRoute(child, { client })
    registerMonitoringExportRoute(child, { client })
    registerQueueExportRoutes(child)
    registerEventsRoute(child, {
      bus,
      heartbeatMs: options.heartbeatMs,
      sessionRole: async (sessionId) =>
        (
          await db
            .selectFrom('sessions')
            .innerJoin('users', 'users.id', 'sessions.user_id')
            .select('users.role')
            .where('sessions.id_hash', '=', sessionId)
            .where('users.disabled', '=', 0)
            .executeTakeFirst()
        )?.role ?? null,
    })
  })
}

/** Registered without encapsulation (like fastify-plugin) so that `eventBus` reaches the whole app. */
export const upstreamSidePlugin = Object.assign(upstreamSide, { [Symbol.for('skip-override')]: true })

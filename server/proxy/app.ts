import cookie from '@fastify/cookie'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { ProxyHealthSchema, type ProxyHealth, ProxyReadinessSchema, type ProxyReadiness } from '@contract/bff/health'
import { sql } from 'kysely'
import { HttpError } from '../shared/envelope'
import { registerFlagRoute } from '../shared/flag-route'
import { envelopeFrameworkOptions } from '../shared/framework-errors'
import { RequestLinesAtDebug } from '../shared/logger'
import { version } from '../shared/version'
import type { AuthSettings } from './auth/auth-settings'
import { registerGuards } from './auth/guards'
import { defaultThrottleLimits, type ThrottleLimits } from './auth/login-throttle'
import { defaultScryptParams, hashPassword, type ScryptParams } from './auth/password-hash'
import { cookiePolicy } from './auth/session-cookie'
import { registerBffOpenApi } from './openapi/bff-openapi'
import { bffRoute } from './http/bff-route'
import { registerBffRateLimit } from './security/bff-rate-limit'
import { registerCloseConnections } from './http/close-connections'
import { registerErrorHandler } from './http/error-handler'
import { registerResponseScrubbing, scrubbingLogger } from './security/redact-secrets'
import { registerSecurityHeaders } from './security/security-headers'
import { registerApiNotFound, registerSpa } from './spa'
import { registerCompression } from './http/compression'
import { openProxyDb } from './store/proxy-db'
import { ensureFirstAdmin } from './users/first-admin'
import { domainRegistry } from './domain/domain-registry'
import type { ProxyContext } from './domain/proxy-domain'
import { proxyDomains } from './domains'
import { createInProcessEventBus, type EventBus } from './events/event-bus'
import { createPostgresEventBus } from './events/postgres-event-bus'
import { databaseRateLimitStore } from './security/database-rate-limit-store'
import { createUpstreamClient, type UpstreamClientOptions } from './upstream-client/upstream-client'

export type SignatureScheme = 'sha256' | 'legacy' | 'off'

export interface ProxyAppOptions {
  upstreamUrl: string
  apiKey: string
  /** How upstream responses and callbacks are signed (ADR 0008). */
  signatureScheme?: SignatureScheme
  /** SQLite file of the proxy (DATA_DIR/proxy.sqlite); ':memory:' (the default) in tests. */
  dbFile?: string
  /**
   * PostgreSQL database of the proxy (DATABASE_URL, `postgres://…`); when set, `dbFile` is unused and
   * several instances on this database behave as one desk (shared sessions, live events, limits).
   */
  databaseUrl?: string
  staticDir?: string
  logger?: FastifyServerOptions['logger']
  /** First admin, created when there are no users (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin?: { email?: string; password?: string }
  /** Force the `__Host-` Secure session cookie (default: when publicUrl is https). */
  secureCookies?: boolean
  /** Where users reach the proxy (PUBLIC_URL), e.g. https://desk.example.com. */
  publicUrl?: string
  /** Password hashing cost (tests lower it); see auth/password-hash.ts. */
  scrypt?: ScryptParams
  /** Sign-in failure limits; see auth/login-throttle.ts. */
  signInLimits?: ThrottleLimits
  /** Requests per minute per user on /bff (default 600). */
  bffRequestsPerMinute?: number
  /** Rate limits of the hosted questionnaire form's /public routes (defaults 120 per address, 60 per link). */
  publicLimits?: { perAddressPerMinute?: number; perTokenPerMinute?: number }
  /** Timeouts and retries of the upstream client (tests shorten them), and how long reads are shared. */
  client?: Pick<
    UpstreamClientOptions,
    | 'connectTimeoutMs'
    | 'totalTimeoutMs'
    | 'uploadTimeoutMs'
    | 'maxRetries'
    | 'retryBaseDelayMs'
    | 'sharedReadMs'
    | 'shareReads'
  >
  /** Live events heartbeat (default 15 s). */
  heartbeatMs?: number
}

/** 1 MB for JSON bodies; uploads set their own limit on their route. */
export const jsonBodyLimit = 1024 * 1024

/** Builds the BFF proxy. `server.ts` / `start-proxy.ts` only listen. `app.close()` closes the database. */
export async function buildProxyApp(options: ProxyAppOptions) {
  const secrets = [options.apiKey]
  const app = Fastify({
    logger: scrubbingLogger(options.logger ?? false, secrets),
    logController: new RequestLinesAtDebug(),
    trustProxy: false,
    bodyLimit: jsonBodyLimit,
    // On close, idle keep-alive connections are closed at once (see security/close-connections.ts).
    forceCloseConnections: 'idle',
    ...envelopeFrameworkOptions,
  })
  const proxyDb = await openProxyDb(options.databaseUrl ?? options.dbFile ?? ':memory:')
  app.decorate('proxyDb', proxyDb)
  const onBusError = (error: unknown) => app.log.error({ err: error }, 'live event delivery failed')
  // On PostgreSQL, live events reach the streams of every instance (LISTEN/NOTIFY); else this process's.
  const postgresBus = proxyDb.postgresUrl
    ? createPostgresEventBus({ url: proxyDb.postgresUrl, db: proxyDb.db, onError: onBusError })
    : null
  const bus = postgresBus ?? createInProcessEventBus(onBusError)
  app.addHook('onClose', async () => {
    await bus.close()
    await proxyDb.close()
  })
  await postgresBus?.ready
  app.decorate('eventBus', bus)

  const scrypt = options.scrypt ?? defaultScryptParams
  const settings: AuthSettings = {
    cookies: cookiePolicy(options),
    scrypt,
    throttle: options.signInLimits ?? defaultThrottleLimits,
    dummyHash: await hashPassword(crypto.randomUUID(), scrypt),
  }

  registerErrorHandler(app)
  registerCloseConnections(app)
  registerResponseScrubbing(app, secrets)
  registerSecurityHeaders(app)
  registerCompression(app)
  await app.register(cookie)
  registerGuards(app, proxyDb.db, settings.cookies)
  await registerBffRateLimit(app, {
    perMinute: options.bffRequestsPerMinute ?? 600,
    // Several instances count together in their database; one counts in memory.
    store: proxyDb.postgresUrl ? databaseRateLimitStore(proxyDb.db) : undefined,
  })
  await registerBffOpenApi(app)

  const client = createUpstreamClient({
    baseUrl: options.upstreamUrl,
    apiKey: options.apiKey,
    signature: options.signatureScheme ?? 'sha256',
    log: app.log.child({ component: 'upstream-client' }),
    ...options.client,
  })
  app.addHook('onClose', async () => client.close())
  // A live event (a callback here or on another instance, a decision) means the upstream changed:
  // the pages that refetch on it must not be served an answer kept from before (ADR 0039).
  const stopForgetting = bus.subscribe(() => client.forgetReads())
  app.addHook('onClose', async () => stopForgetting())
  const context: ProxyContext = {
    db: proxyDb.db,
    client,
    bus,
    auth: settings,
    heartbeatMs: options.heartbeatMs,
    publicLimits: options.publicLimits,
    registry: domainRegistry(proxyDomains),
  }
  // Each domain's routes in a context of their own (body parsers and hooks stay inside it).
  for (const domain of proxyDomains) {
    if (domain.routes) await app.register(async (scope) => domain.routes?.(scope, context))
  }

  bffRoute(app, {
    method: 'GET',
    url: '/healthz',
    tag: 'meta',
    access: undefined,
    summary: 'Liveness, and whether the upstream answers',
    response: ProxyHealthSchema,
    handler: async (): Promise<ProxyHealth> => ({
      status: 'ok',
      service: 'kybdesk-proxy',
      version,
      upstream: await probeUpstream(options.upstreamUrl),
    }),
  })

  bffRoute(app, {
    method: 'GET',
    url: '/readyz',
    tag: 'meta',
    access: undefined,
    summary: 'Readiness for a load balancer: the proxy and its database answer (503 when the database does not)',
    response: ProxyReadinessSchema,
    handler: async (): Promise<ProxyReadiness> => {
      await sql`select 1`.execute(proxyDb.db).catch(() => {
        throw new HttpError(503, 'The database does not answer.')
      })
      return { status: 'ready', database: proxyDb.engine }
    },
  })

  // Country flags for the pickers, from flag-icons (the same route the embedded upstream serves).
  registerFlagRoute(app)

  const spaServed = options.staticDir ? await registerSpa(app, options.staticDir) : false
  if (!spaServed) registerApiNotFound(app)
  const signInHint = await ensureFirstAdmin(proxyDb.db, options.admin, scrypt)
  app.decorate('signInHint', signInHint)
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events fan-out (GET /bff/events); publish with `liveEvent(type, keys, permission)`. */
    eventBus: EventBus
    /** What to print at start: how to sign in (with the generated admin password on first start). */
    signInHint: string
  }
}

async function probeUpstream(upstreamUrl: string) {
  try {
    const res = await fetch(new URL('/healthz', upstreamUrl), { signal: AbortSignal.timeout(2000) })
    return { reachable: res.ok, status: res.status }
  } catch {
    return { reachable: false, status: null }
  }
}

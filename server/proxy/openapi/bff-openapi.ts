import type { FastifyInstance } from 'fastify'
import { contractTagDescriptions } from '../../shared/openapi/contract-route-schema'
import { registerOpenApi } from '../../shared/openapi/register-openapi'
import { addBffErrorResponses } from '../http/bff-route-schema'
import { version } from '../../shared/version'

/** Prefix under which the proxy forwards the upstream's account endpoints. */
export const upstreamPrefix = '/bff/upstream'

/**
 * The OpenAPI document of the proxy, generated from the routes it registers (ADR 0016): its own
 * endpoints (auth, users, audit, request index, callbacks, live events, files) and every account
 * endpoint of the upstream it forwards under /bff/upstream. Call before any route is registered.
 */
export async function registerBffOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', addBffErrorResponses)
  await registerOpenApi(app, {
    info: {
      title: 'kybdesk BFF',
      version,
      description:
        'The API the kybdesk dashboard talks to. Sign in with POST /auth/login (session cookie). State-changing requests must send `X-Requested-With: kybdesk`. Endpoints under /bff/upstream forward to the Business Verification Service with the account key, which never leaves the proxy.',
    },
    servers: [{ url: '/', description: 'The kybdesk proxy' }],
    security: [{ session: [] }],
    tags: [
      { name: 'auth', description: 'Sign-in, sign-out, my account' },
      { name: 'users', description: 'User administration (admin)' },
      { name: 'audit', description: 'Audit trail (admin)' },
      { name: 'requests', description: 'The proxy’s index of its upstream requests (the vendor API cannot list them)' },
      {
        name: 'aml-review',
        description: 'Reviewer decisions on AML hits, remembered false positives and the AML queue',
      },
      { name: 'callbacks', description: 'Signed callbacks from the upstream and their inbox' },
      { name: 'events', description: 'Live events (Server-Sent Events) telling the dashboard what to refresh' },
      { name: 'files', description: 'File downloads from upstream file links' },
      {
        name: 'exports',
        description: 'CSV exports of the tables: the page’s filters, every row, streamed, formula-safe cells, audited',
      },
      { name: 'kyc', description: 'The KYC verification queue and reviewer decisions (four eyes on overrides)' },
      { name: 'meta', description: 'Health, this document and static assets' },
      ...Object.entries(contractTagDescriptions).map(([name, description]) => ({
        name: `upstream:${name}`,
        description: `Forwarded: ${description}`,
      })),
    ],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'kybdesk_session',
          description:
            'Session cookie set by POST /auth/login: `__Host-kybdesk_session` over https, `kybdesk_session` on plain-http localhost.',
        },
      },
    },
  })
}

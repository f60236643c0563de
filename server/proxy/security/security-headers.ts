import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * Security headers on every response (HTML and JSON alike): a strict CSP (no inline script; inline
 * style only for React style attributes), no framing, nosniff, no referrer. Fastify sends no
 * X-Powered-By. API answers (/bff, /auth) are `Cache-Control: no-store` unless a route says otherwise.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  })
  // API answers carry personal and compliance data: never stored by the browser or a shared cache.
  app.addHook('onSend', async (request, reply) => {
    const path = request.url
    if ((path.startsWith('/bff/') || path.startsWith('/auth/')) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
}

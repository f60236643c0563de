import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

/**
 * Security headers on every response (HTML and JSON alike): a strict CSP (no inline script; inline
 * style only for React style attributes), no framing, nosniff, no referrer. Fastify sends no
 * X-Powered-By. API answers (/bff, /auth) are `Cache-Control: no-store` unless a route says otherwise.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  // Built once: the header values do not depend on the request (no CSP nonces).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: previews of files the user picks (object URLs the page itself creates) before upload.
        imgSrc: ["'self'", 'data:', 'blob:'],
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
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  )
  // API answers carry personal and compliance data: never stored by the browser or a shared cache.
  app.addHook('onSend', async (request, reply) => {
    const path = request.url
    if ((path.startsWith('/bff/') || path.startsWith('/auth/')) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store')
  })
}

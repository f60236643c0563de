import type { FastifyInstance, FastifyReply } from 'fastify'
import { questionnaireTokenHeader } from '@contract/bff/public-questionnaire'
import helmet from 'helmet'
import { addVary } from '../http/vary'

/**
 * Security headers on every response (HTML and JSON alike): a strict CSP (no inline script; inline
 * style only for React style attributes), no framing, nosniff, no referrer. Fastify sends no
 * X-Powered-By. API and error answers are never cached (`setCachingHeaders`).
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
  app.addHook('onSend', async (request, reply) => setCachingHeaders(request.url, reply))
}

/** Which request header the answers under a path depend on, besides the URL. */
const perClientHeader = [
  { prefix: '/public/', header: questionnaireTokenHeader },
  { prefix: '/bff/', header: 'cookie' },
  { prefix: '/auth/', header: 'cookie' },
] as const

/**
 * API answers carry personal and compliance data, and the public questionnaire's answers depend on
 * the link token sent as a header (one URL for every link): none is ever stored by the browser or a
 * shared cache, an error answer included (a cached 410 of one expired link would answer for every
 * other link). Every /bff, /auth and /public answer, and any other JSON or error answer, is
 * `Cache-Control: no-store` unless its route says otherwise, with `Vary` naming the header it depends on.
 */
function setCachingHeaders(url: string, reply: FastifyReply) {
  const path = url.split('?')[0] ?? url
  const varies = perClientHeader.find((entry) => path.startsWith(entry.prefix))
  if (varies) addVary(reply, varies.header)
  const json = /\bjson\b/i.test(String(reply.getHeader('content-type') ?? ''))
  if ((varies || json || reply.statusCode >= 400) && !reply.hasHeader('cache-control'))
    reply.header('cache-control', 'no-store')
}

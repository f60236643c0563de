import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const apiPrefixes = ['/bff/', '/auth/', '/public/', '/callbacks/', '/healthz', '/openapi']

/**
 * Serves the built SPA: hashed files under /assets with a year-long immutable cache, everything
 * else revalidated, each in the brotli or gzip copy made at build time when the browser accepts it, and index.html for client-side routes (any GET that is not an API path).
 * Returns false (and serves nothing) when there is no build.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const root = resolve(staticDir)
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'no built SPA found; run `npm run build`')
    return false
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // dist holds a .br and a .gz beside each text file (scripts/vite-precompress-plugin.ts).
    preCompressed: true,
    // Otherwise `send` adds its own `public, max-age=0` after setHeaders and overrides ours.
    cacheControl: false,
    setHeaders(res, path) {
      // The same URL answers brotli, gzip or identity by Accept-Encoding: caches must key on it.
      res.setHeader('vary', 'accept-encoding')
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.setNotFoundHandler((request, reply) => {
    const isApi = apiPrefixes.some((p) => request.url.startsWith(p))
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi || request.url.startsWith('/assets/')) {
      return reply
        .code(404)
        .send({ error: true, message: `Not found: ${request.method} ${request.url.split('?')[0]}`, data: {} })
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
  return true
}

/** Without a built SPA every unknown path is a 404 envelope. */
export function registerApiNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: true, message: `Not found: ${request.method} ${request.url.split('?')[0]}`, data: {} }),
  )
}

import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { addVary } from './vary'
import type { FastifyInstance } from 'fastify'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Below this a compressed answer saves less than its headers cost. */
const minBytes = 1024
/** Brotli's quality for answers made per request: 4 costs about as much CPU as gzip and saves more (11 is for files compressed once, at build time). */
const brotliQuality = 4

/** The encoding to answer in: brotli, else gzip, when Accept-Encoding takes it (a `;q=0` refuses it). */
export function answerEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  )
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null
}

/**
 * The proxy's JSON answers compressed by Accept-Encoding from 1 KB on (a country list of 11 KB goes
 * as 2 KB). Only JSON: live events must stream as they come, files (images, PDFs) are compressed
 * already, and the SPA's build is served precompressed (spa.ts). Added after the secret scrubbing,
 * whose onSend hook must see the plain text (ADR 0017).
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < minBytes) return payload
    if (
      !/^application\/json(?:;|$)/.test(String(reply.getHeader('content-type') ?? '')) ||
      reply.hasHeader('content-encoding')
    )
      return payload
    const encoding = answerEncoding(request.headers['accept-encoding'])
    addVary(reply, 'accept-encoding')
    if (!encoding) return payload
    reply.header('content-encoding', encoding).removeHeader('content-length')
    return encoding === 'br'
      ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
      : gz(payload)
  })
}

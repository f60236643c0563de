import { createSignatureSigner, signatureHeaderName } from '@contract/signature'
import type { FastifyInstance } from 'fastify'
import { nodeSha256Hex } from '../../shared/node-sha256'

/**
 * Signs every response (ADR 0008): the header `Signature` is computed over the exact
 * bytes sent. Fastify serialises JSON before onSend, so the string signed here is the body sent.
 * The key's part of the signature is computed once, not per response.
 */
export function registerResponseSignature(app: FastifyInstance, apiKey: string) {
  const sign = createSignatureSigner(apiKey, 'sha256', { sha256Hex: nodeSha256Hex })
  const header = signatureHeaderName('sha256')
  app.addHook('onSend', async (_request, reply, payload) => {
    let bytes: string | Uint8Array
    if (payload === null || payload === undefined) bytes = ''
    else if (typeof payload === 'string' || payload instanceof Uint8Array) bytes = payload
    else throw new Error('streamed responses cannot be signed: send a string or a Buffer')
    reply.header(header, await sign(bytes))
    return payload
  })
}

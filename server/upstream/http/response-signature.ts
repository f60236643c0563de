import { signatureHeaderName, signBody } from '@contract/signature'
import type { FastifyInstance } from 'fastify'

/**
 * Signs every response (docs/api-decisions.md): the header `Signature` is computed over the exact
 * bytes sent. Fastify serialises JSON before onSend, so the string signed here is the body sent.
 */
export function registerResponseSignature(app: FastifyInstance, apiKey: string) {
  app.addHook('onSend', async (_request, reply, payload) => {
    let bytes: string | Uint8Array
    if (payload === null || payload === undefined) bytes = ''
    else if (typeof payload === 'string' || payload instanceof Uint8Array) bytes = payload
    else throw new Error('streamed responses cannot be signed: send a string or a Buffer')
    reply.header(signatureHeaderName('sha256'), await signBody(bytes, apiKey, 'sha256'))
    return payload
  })
}

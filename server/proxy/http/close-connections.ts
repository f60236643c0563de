import type { FastifyInstance } from 'fastify'

/**
 * Lets `app.close()` finish promptly. Fastify (`forceCloseConnections: 'idle'`) closes the
 * keep-alive connections that are idle when closing starts; a request still running at that moment
 * would leave its connection open for the keep-alive timeout (72 s) once answered. Its answer
 * therefore says `Connection: close`, and Node closes the connection after it. (Live-event
 * streams, which never finish on their own, are ended by events-route.ts.)
 */
export function registerCloseConnections(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })
}

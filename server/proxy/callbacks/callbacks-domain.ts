import type { ProxyDomain } from '../domain/proxy-domain'
import { registerCallbackInboxRoute, registerCallbackRoutes } from './callback-routes'

/**
 * Callbacks: the signed receiver (/callbacks/upstream, in a context of its own: it keeps the raw
 * bytes) and the inbox. What a callback means is each domain's callback handlers'.
 */
export const callbacksDomain: ProxyDomain = {
  name: 'callbacks',
  routes: async (app, context) => {
    await app.register(async (receiver) => registerCallbackRoutes(receiver, context))
    registerCallbackInboxRoute(app, context)
  },
}

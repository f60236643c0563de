import type { ProxyDomain } from '../domain/proxy-domain'
import { registerAuthRoutes } from './auth-routes'
import { registerUserRoutes } from './user-routes'

/** Signing in and out (/auth) and the users' administration (/bff/users). */
export const usersDomain: ProxyDomain = {
  name: 'users',
  routes: (app, { auth, bus }) => {
    registerAuthRoutes(app, auth, bus)
    registerUserRoutes(app, auth, bus)
  },
}

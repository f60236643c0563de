import type { FastifyInstance } from 'fastify'
import { version } from '../../shared/version'
import { requireSignedIn } from '../auth/guards'
import { buildBffOpenApi } from './bff-openapi'

/** `GET /bff/openapi.json` for any signed-in user; built once, on first request. */
export function registerOpenApiRoute(app: FastifyInstance) {
  let document: ReturnType<typeof buildBffOpenApi> | undefined
  app.get('/bff/openapi.json', { preHandler: requireSignedIn }, async () => {
    document ??= buildBffOpenApi(version)
    return document
  })
}

import type { FastifyInstance } from 'fastify'
import { OverviewQuerySchema, type OverviewResponse } from '@contract/bff/overview'
import { currentUser, requireSignedIn } from '../auth/guards'
import { overviewFigures } from './overview-figures'

/** `GET /bff/overview?days=30`: the overview page's figures for the signed-in user's role. */
export function registerOverviewRoute(app: FastifyInstance) {
  const { db } = app.proxyDb
  app.get('/bff/overview', { preHandler: requireSignedIn }, async (request): Promise<OverviewResponse> => {
    const query = OverviewQuerySchema.parse(request.query)
    const user = currentUser(request)
    return overviewFigures(db, { id: user.id, role: user.role }, Number(query.days ?? 30))
  })
}

import type { FastifyInstance } from 'fastify'
import { OverviewQuerySchema, OverviewResponseSchema, type OverviewResponse } from '@contract/bff/overview'
import { syncCasesSerially } from '../cases/case-sync'
import { bffRoute } from '../http/bff-route'
import { overviewFigures } from './overview-figures'

/** `GET /bff/overview?period=7d|30d|90d|custom&from=&to=`: the overview page's figures for the signed-in user's role. */
export function registerOverviewRoute(app: FastifyInstance) {
  const { db } = app.proxyDb
  bffRoute(app, {
    method: 'GET',
    url: '/bff/overview',
    tag: 'meta',
    access: 'signed-in',
    query: OverviewQuerySchema,
    response: OverviewResponseSchema,
    summary:
      'Figures of the overview page from the proxy’s own records over a period (last 7, 30 or 90 days, or a custom from–to), for the signed-in role (sections it may not see are null)',
    handler: async ({ query, user }): Promise<OverviewResponse> => {
      await syncCasesSerially(db)
      return overviewFigures(db, { id: user.id, role: user.role }, query)
    },
  })
}

import type { ProxyDomain } from '../domain/proxy-domain'
import { registerCaseExport } from './case-export'
import { publishCaseChange, registerCaseRoutes } from './case-routes'
import { syncCasesSerially } from './case-sync'
import { registerNotificationRoutes } from './notification-routes'
import { registerQueueRoutes } from './queue-routes'

/**
 * The inbox of cases (ADR 0026): every change another domain announces on the live-event bus (a
 * request indexed or resolved, a decision taken) brings the cases in line with the queues' rules,
 * and a change of the inbox is announced in turn.
 */
export const casesDomain: ProxyDomain = {
  name: 'cases',
  routes: (app, { db, bus }) => {
    registerCaseRoutes(app, { bus })
    registerQueueRoutes(app, { bus })
    registerNotificationRoutes(app)
    registerCaseExport(app, db)
    let pending: Promise<unknown> = Promise.resolve()
    const unsubscribe = bus.subscribe(({ event }) => {
      if (event.keys.some(([head]) => head === 'cases' || head === 'notifications')) return
      pending = syncCasesSerially(db).then(
        (outcome) => {
          if (outcome.changed || outcome.notified) publishCaseChange(bus, outcome.notified)
        },
        (error: unknown) => app.log.error({ err: error }, 'cases: could not bring the inbox in line'),
      )
    })
    app.addHook('onClose', async () => {
      unsubscribe()
      await pending
    })
  },
}

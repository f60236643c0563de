import { casePermission } from '@contract/bff/cases'
import type { Permission } from '@contract/bff/permissions'
import type { ProxyDomain } from '../domain/proxy-domain'
import { registerCaseExport } from './case-export'
import { publishCaseChange, registerCaseRoutes } from './case-routes'
import { syncCasesSerially } from './case-sync'
import { registerNotificationRoutes } from './notification-routes'
import { registerQueueRoutes } from './queue-routes'

/** A change told to the roles that work a type of case (an AML, KYC or questionnaire request, a decision) may open or close one. */
const concernsCases = new Set<Permission>(Object.values(casePermission))

/**
 * The inbox of cases (ADR 0026): every change another domain announces on the live-event bus about
 * what cases are made of (a request indexed or resolved, a decision taken; not searches) brings the
 * cases in line with the queues' rules, and a change of the inbox is announced in turn.
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
      if (!concernsCases.has(event.permission)) return
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

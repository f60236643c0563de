import type { UpstreamCore } from '../core'
import { createScreeningService, type ScreeningService } from './screening-service'
import { ensureDefaultWatchlist } from './watchlist-updates'

const services = new WeakMap<UpstreamCore, ScreeningService>()

/** The one screening service of an upstream app (its matcher is built once and shared by routes and jobs). */
export function screeningOf(core: UpstreamCore): ScreeningService {
  let service = services.get(core)
  if (!service) {
    let prepared: Promise<unknown> | undefined
    const prepare = () =>
      (prepared ??= core.settings.defaultWatchlist ? ensureDefaultWatchlist(core) : Promise.resolve())
    service = createScreeningService(core.db, core.settings.amlMatchThreshold, prepare)
    services.set(core, service)
  }
  return service
}

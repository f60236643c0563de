import { amlIndexers } from '../aml/aml-indexers'
import { kycIndexers } from '../kyc/kyc-indexers'
import { questionnaireIndexers } from '../questionnaires/questionnaire-indexers'
import { registryIndexers } from '../registry/registry-indexers'
import type { Exchange, Indexer, IndexOperation } from '../request-index/define-indexer'

/** Every route's indexer, each beside the domain it indexes; a new domain adds its list here. */
const indexers: readonly Indexer[] = [...registryIndexers, ...amlIndexers, ...questionnaireIndexers, ...kycIndexers]
const byRouteId = new Map(indexers.map((indexer) => [indexer.routeId, indexer]))

/** The ids of the routes that have an indexer (tests check every route that starts a request has one). */
export const indexedRouteIds: readonly string[] = [...byRouteId.keys()]

/** The index operations a successful exchange implies (none for routes that reveal nothing). */
export function indexOperations(exchange: Exchange): IndexOperation[] {
  return byRouteId.get(exchange.route.id)?.index(exchange) ?? []
}

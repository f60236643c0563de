import type { Kysely } from 'kysely'
import { readAmlResponseRoute } from '@contract/routes/routes-services'
import { ReadAmlResponseSchema, type AmlResult } from '@contract/services/aml-hits'
import { HttpError } from '../../shared/envelope'
import type { EventBus } from '../events/event-bus'
import { applyIndexOperations } from '../request-index/apply-index-operations'
import type { ProxyDatabase } from '../store/schema'
import type { UpstreamClient } from '../upstream-client/upstream-client'
import { readAmlResponseIndexer } from './aml-indexers'

/**
 * The hits of an AML request from the upstream (`readAmlResponse`), indexed quietly like any read.
 * null when the upstream answers 404: a vendor without the hits extension (or an id it does not
 * know) — the review then says hits are not available (ADR 0013). Other errors pass on.
 */
export async function readAmlResult(
  client: UpstreamClient,
  db: Kysely<ProxyDatabase>,
  bus: EventBus,
  amlRequestId: string,
  user: { id: string; email: string } | null,
): Promise<AmlResult | null> {
  const query = { aml_request_id: amlRequestId }
  const result = await client.call({ route: readAmlResponseRoute, search: new URLSearchParams(query).toString() })
  if (result.status === 404) return null
  if (result.status >= 300) {
    const message = (result.body as { message?: unknown } | null)?.message
    throw new HttpError(
      result.status,
      typeof message === 'string' ? message : `The upstream answered ${result.status} for AML request ${amlRequestId}`,
    )
  }
  const parsed = ReadAmlResponseSchema.parse(result.body)
  await applyIndexOperations(
    db,
    bus,
    readAmlResponseIndexer.index({
      route: readAmlResponseRoute,
      params: {},
      query,
      body: undefined,
      response: parsed,
      user,
    }),
    { publish: false },
  )
  return parsed.data
}

import type { RouteDef } from '@contract/route'
import type { z } from 'zod'
import type { IndexEntry } from './request-index-store'

/**
 * The per-route, typed shape of the request index's rules (ADR 0007). A forwarded exchange (a
 * request and its successful response) is handed to the indexer of its route with the types of that
 * route's schemas: a renamed field of the contract fails the typecheck instead of silently stopping
 * the indexing.
 */
type Input<S> = S extends z.ZodType ? z.input<S> : Record<string, never>

/** An exchange as the forwarding layer has it: validated against the route, not yet typed. */
export interface Exchange {
  route: RouteDef
  params: Record<string, string>
  query: Record<string, unknown>
  /** The JSON body, or the parsed bracket fields of a multipart body. */
  body: unknown
  response: unknown
  user: { id: string; email: string } | null
}

/** The same exchange typed by its route: the query, body and response as its schemas accept them. */
export interface TypedExchange<R extends RouteDef> {
  route: R
  params: Record<string, string>
  query: Input<R['query']>
  body: Input<R['body']>
  response: Input<R['response']>
  user: { id: string; email: string } | null
}

export interface IndexOperation {
  /** `record` creates or merges the row; `update` only touches a row the proxy already knows. */
  mode: 'record' | 'update'
  entry: IndexEntry
  /** Query keys (liveKeys) the SPA must refresh when the row changes. */
  keys: string[][]
}

export interface Indexer {
  routeId: string
  index(exchange: Exchange): IndexOperation[]
}

/**
 * The indexer of `route`. The forwarding layer validated the query and body with the route's schemas
 * before calling the upstream, and the upstream client checked the response against `route.response`:
 * the exchange has the route's input types by then, which is the one place this is asserted.
 */
export function defineIndexer<R extends RouteDef>(
  route: R,
  index: (exchange: TypedExchange<R>) => IndexOperation[],
): Indexer {
  return { routeId: route.id, index: (exchange) => index(exchange as unknown as TypedExchange<R>) }
}

export const record = (entry: IndexEntry, keys: string[][]): IndexOperation => ({ mode: 'record', entry, keys })
export const update = (entry: IndexEntry, keys: string[][]): IndexOperation => ({ mode: 'update', entry, keys })

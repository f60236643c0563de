import type { z } from 'zod'

/**
 * One entry of the route table: everything a server or client needs to serve, forward, validate
 * or document an endpoint of the Business Verification Service. Servers and clients iterate over
 * the table instead of repeating paths and schemas.
 */
export type AuthKind = 'account' | 'questionnaire' | 'account_or_questionnaire'
export type BodyKind = 'none' | 'json' | 'multipart'
export type HttpMethod = 'GET' | 'POST' | 'DELETE'

export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable identifier, camelCase, e.g. `v2CreateKyb`; variants of one path get their own id. */
  id: string
  method: HttpMethod
  /** Path with `{param}` placeholders, as in the spec, e.g. `/v2/kyb/{kyb_response_id}`. */
  path: string
  summary: string
  tag:
    'registry-v1' | 'registry-v2' | 'aml' | 'ongoing-aml' | 'questionnaires' | 'ocr' | 'kyc' | 'countries' | 'sandbox'
  auth: AuthKind
  bodyKind: BodyKind
  query?: Q
  body?: B
  params?: P
  /** Schema of the successful response body (the envelope included when the endpoint uses it). */
  response: R
  /** False for the endpoints the spec returns without the envelope (bare identifiers). */
  enveloped: boolean
  /**
   * For the several services behind one path (`POST /api/search`): the value of `services` that
   * selects this variant.
   */
  variant?: { field: 'services'; value: string }
}

export function defineRoute<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  route: RouteDef<Q, B, P, R>,
): RouteDef<Q, B, P, R> {
  return route
}

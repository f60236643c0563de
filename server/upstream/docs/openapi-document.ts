import { buildOpenApiDocument, type OpenApiDocument } from '@contract/openapi'
import type { RouteDef } from '@contract/route'
import { version } from '../../shared/version'

/** The OpenAPI document of the routes this upstream implements (`GET /openapi.json`). */
export function buildUpstreamOpenApi(routes: readonly RouteDef[]): OpenApiDocument {
  return buildOpenApiDocument(routes, {
    title: 'Business Verification Service (kybdesk embedded upstream)',
    version,
    description:
      'Registry search (versions 1 and 2), company profiles and country lists, as implemented by the embedded upstream. ' +
      'Every request sends the header `token` with the account key; every response carries the header `Signature` ' +
      '= hex(sha256(body + hex(sha256(account key)))). Routes of the contract not listed here are not implemented yet and answer 404.',
  })
}

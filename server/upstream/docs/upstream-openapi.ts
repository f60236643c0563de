import type { FastifyInstance } from 'fastify'
import { contractTagDescriptions } from '../../shared/openapi/contract-route-schema'
import { registerOpenApi } from '../../shared/openapi/register-openapi'
import { version } from '../../shared/version'

/**
 * The upstream's OpenAPI document, generated from the routes it registers (ADR 0016): what the
 * document says besides the routes. Call before any route is registered.
 */
export async function registerUpstreamOpenApi(app: FastifyInstance) {
  await registerOpenApi(app, {
    info: {
      title: 'Business Verification Service (kybdesk embedded upstream)',
      version,
      description:
        'Registry search (versions 1 and 2), company profiles, country lists, AML and ongoing AML, questionnaires and document-based KYB with OCR, ' +
        'and KYC document and address verification with SPDR decline codes, as implemented by the embedded upstream. ' +
        'Every request sends the header `token` with the account key; every response carries the header `Signature` ' +
        '= hex(sha256(body + hex(sha256(account key)))) (ADR 0008). Routes of the contract not listed here are not implemented yet and answer 404.',
    },
    servers: [{ url: '/', description: 'The service base URL ({base_url})' }],
    security: [{ token: [] }],
    tags: [
      ...Object.entries(contractTagDescriptions).map(([name, description]) => ({ name, description })),
      { name: 'meta', description: 'Health, this document and static assets' },
    ],
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'token',
          description: 'The account secret key, or on questionnaire-link endpoints the questionnaire token.',
        },
      },
      headers: {
        Signature: {
          description:
            'On every response: lower-case hex sha256(raw_body + hex(sha256(secret_key))) (ADR 0008); vendors signing the legacy way send sp_signature = sha256(body + secret_key) instead',
          schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        },
        RetryAfter: {
          description: 'With 429: seconds to wait before trying again',
          schema: { type: 'integer', minimum: 0 },
        },
      },
    },
  })
}

import { sandboxCertificateDocumentRoute } from '@contract/routes/routes-sandbox'
import type { SandboxCertificateQuery } from '@contract/sandbox/certificate-documents'
import type { ImplementedRoute } from '../http/contract-routes'
import { implement } from '../http/contract-routes'
import { renderCertificate } from './certificate/certificate-document'
import type { FontKey } from './certificate/certificate-layouts'

const fontKeys: Record<NonNullable<SandboxCertificateQuery['font']>, FontKey> = {
  serif: 'serif',
  sans: 'sans',
  mono: 'mono',
  sans_condensed: 'sansCondensed',
  serif_condensed: 'serifCondensed',
}

/**
 * `GET /sandbox/documents/certificate`: the certificate as a file (ADR 0009). The body is the
 * document's bytes, not the envelope; the response-signature hook signs those bytes like any body.
 */
export function sandboxCertificateDocument(): ImplementedRoute {
  return implement(sandboxCertificateDocumentRoute, async ({ query, reply }) => {
    const document = await renderCertificate({
      countryCode: query.country_code,
      name: query.name,
      registrationNumber: query.registration_number,
      format: query.format,
      scan: query.scan,
      variant: query.variant,
      english: query.english,
      dpi: query.dpi,
      date: query.date,
      layout: query.layout,
      font: query.font && fontKeys[query.font],
      looks: query.look,
    })
    reply
      .type(document.contentType)
      .header('content-disposition', `inline; filename="${document.filename}"`)
      .header('cache-control', 'no-store')
    // The route's schema documents a binary body; Fastify sends the Buffer as it is.
    return document.bytes as unknown as string
  })
}

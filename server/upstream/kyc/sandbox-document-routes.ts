import { sandboxAddressDocumentRoute, sandboxIdentityDocumentRoute } from '@contract/routes/routes-sandbox'
import type { FastifyReply } from 'fastify'
import type { UpstreamCore } from '../core'
import { renderUtilityBill } from '../documents/address/utility-bill'
import { renderIdentityDocument, type RenderedDocument } from '../documents/identity/identity-document'
import { implement } from '../http/contract-routes'

/** Sends a drawn document as the body (the response-signature hook signs its bytes like any body). */
function sendDocument(reply: FastifyReply, document: RenderedDocument): string {
  reply
    .type(document.contentType)
    .header('content-disposition', `inline; filename="${document.filename}"`)
    .header('cache-control', 'no-store')
  return document.bytes as unknown as string
}

function addYears(iso: string, years: number): string {
  return `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`
}

/** `GET /sandbox/documents/identity`: a specimen passport, identity card or driving licence. */
export function sandboxIdentityDocument(core: UpstreamCore) {
  return implement(sandboxIdentityDocumentRoute, async ({ query, reply }) => {
    const today = new Date(core.clock.now()).toISOString().slice(0, 10)
    const issueDate = query.issue_date ?? addYears(today, -2)
    const document = await renderIdentityDocument({
      type: query.type,
      firstName: query.first_name,
      lastName: query.last_name,
      documentNumber: query.document_number,
      dateOfBirth: query.date_of_birth,
      issueDate,
      expiryDate: query.expiry_date ?? addYears(issueDate, 10),
      gender: query.gender,
      countryCode: query.country_code,
      nationality: query.nationality,
      mrz: query.mrz,
      format: query.format === 'jpg' ? 'jpeg' : query.format,
      variant: query.variant,
      scan: query.scan,
      looks: query.look,
      widthPx: query.width,
    })
    return sendDocument(reply, document)
  })
}

/** `GET /sandbox/documents/address`: a utility bill as proof of address. */
export function sandboxAddressDocument(core: UpstreamCore) {
  return implement(sandboxAddressDocumentRoute, async ({ query, reply }) => {
    const document = await renderUtilityBill({
      fullName: query.full_name,
      fullAddress: query.full_address,
      countryCode: query.country_code,
      issueDate: query.issue_date ?? new Date(core.clock.now()).toISOString().slice(0, 10),
      format: query.format,
      variant: query.variant,
      scan: query.scan,
    })
    return sendDocument(reply, document)
  })
}

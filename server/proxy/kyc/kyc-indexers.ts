import { liveKeys } from '@contract/bff/live-events'
import { kycSubmitRoute, readKycResponseRoute } from '@contract/routes/routes-services'
import { defineIndexer, record, update } from '../request-index/define-indexer'

/** A read teaches the queue what it filters on: the decline codes and the document types (ADR 0015). The proxy's own read after a KYC callback uses it too. */
export const readKycResponseIndexer = defineIndexer(readKycResponseRoute, ({ route, query, response }) => {
  const { request_status, kyc_response_data: result, kyc_request: request } = response.data
  return [
    update(
      {
        kind: 'kyc',
        upstream_id: query.kyc_request_id,
        route_id: route.id,
        status: request_status,
        detail: {
          declined_codes: result?.declined_codes ?? [],
          kyc_request_type: request.kyc_request_type,
          document_types: request.document?.supported_types ?? [],
        },
      },
      [liveKeys.requests(), liveKeys.kyc(query.kyc_request_id)],
    ),
  ]
})

/** What KYC verifications teach the request index. */
export const kycIndexers = [
  defineIndexer(kycSubmitRoute, ({ route, body, response, user }) => {
    const id = response.kyc_request_id
    const kinds = [body.document ? 'document' : undefined, body.address ? 'address' : undefined].filter(Boolean)
    return [
      record(
        {
          kind: 'kyc',
          upstream_id: id,
          route_id: route.id,
          service_id: response.service_id,
          user,
          search_text: body.document?.name?.full_name || body.address?.full_address || null,
          country: body.country_names[0] ?? null,
          status: 'pending',
          detail: { kyc_request_type: kinds, document_types: body.document?.supported_types ?? [], declined_codes: [] },
        },
        [liveKeys.requests(), liveKeys.kyc(id)],
      ),
    ]
  }),
  readKycResponseIndexer,
]

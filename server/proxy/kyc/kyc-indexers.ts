import { liveKeys } from '@contract/bff/live-events'
import { kycSubmitRoute, readKycResponseRoute } from '@contract/routes/routes-services'
import { defineIndexer, record, update } from '../request-index/define-indexer'

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
          detail: { kyc_request_type: kinds },
        },
        [liveKeys.requests(), liveKeys.kyc(id)],
      ),
    ]
  }),
  defineIndexer(readKycResponseRoute, ({ route, query, response }) => [
    update({ kind: 'kyc', upstream_id: query.kyc_request_id, route_id: route.id, status: response.data.request_status }, [liveKeys.requests(), liveKeys.kyc(query.kyc_request_id)]),
  ]),
]

import type { CallbackBody } from '@contract/callbacks'
import { readKycResponseRoute } from '@contract/routes/routes-services'
import type { CallbackFollowUpContext } from '../domain/proxy-domain'
import { applyIndexOperations } from '../request-index/apply-index-operations'
import { readKycResponseIndexer } from './kyc-indexers'

/**
 * A KYC callback carries the new status, not the result: the proxy reads the result once
 * (readKycResponse, through the same indexer as a browser's read) so that the queue knows the
 * decline codes it filters on before anyone opens the case (ADR 0015). A failed read is logged;
 * the case's own page reads the result again.
 */
export async function followUpKycCallback(context: CallbackFollowUpContext, callback: CallbackBody) {
  const kycRequestId = callback.kyc_request_id
  if (callback.service !== 'kyc' || !kycRequestId || callback.status === 'pending') return
  try {
    const search = new URLSearchParams({ kyc_request_id: kycRequestId }).toString()
    const result = await context.client.call({ route: readKycResponseRoute, search })
    if (result.status >= 300) {
      context.log.warn({ kycRequestId, status: result.status }, 'KYC result read after a callback failed')
      return
    }
    const operations = readKycResponseIndexer.index({
      route: readKycResponseRoute,
      params: {},
      query: { kyc_request_id: kycRequestId },
      body: undefined,
      response: result.body,
      user: null,
    })
    await applyIndexOperations(context.db, context.bus, operations, { publish: true })
  } catch (error) {
    context.log.warn({ err: error, kycRequestId }, 'KYC result read after a callback failed')
  }
}

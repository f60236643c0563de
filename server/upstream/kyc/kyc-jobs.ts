import type { UpstreamCore } from '../core'
import type { JobHandler } from '../jobs/job-runner'
import { kycJobKinds } from './kyc-job-kinds'
import { outcomeStatus } from './kyc-outcome'
import { ocrReaders, verifyKycRequest, type ProofReaders } from './verify-request'

/**
 * Processes one KYC request: reads its proofs, runs the checks, and records the outcome with its
 * callback in one transaction. Idempotent: a request already processed (a job run again after a
 * restart) is left as it is.
 */
export async function processKycRequest(
  core: UpstreamCore,
  kycRequestId: string,
  readers: ProofReaders,
): Promise<void> {
  const request = await core.db.selectFrom('kyc_requests').selectAll().where('id', '=', kycRequestId).executeTakeFirst()
  if (!request || request.status !== 'pending') return
  const files = await core.db
    .selectFrom('kyc_files')
    .select(['role', 'bytes'])
    .where('kyc_request_id', '=', kycRequestId)
    .orderBy('role')
    .execute()
  const of = (...roles: string[]) =>
    roles.flatMap((role) => files.filter((f) => f.role === role).map((f) => Buffer.from(f.bytes)))
  const outcome = await verifyKycRequest(
    request,
    {
      document: of('document_proof', 'document_additional_proof'),
      address: of('address_proof', 'address_additional_proof'),
    },
    readers,
    core.clock.now(),
  )
  const status = outcomeStatus(outcome)
  await core.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('kyc_requests')
      .set({ status, result: JSON.stringify(outcome), updated_at: core.clock.now() })
      .where('id', '=', kycRequestId)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return
    await core.callbacks.enqueueCallback(trx, {
      event: status,
      service: 'kyc',
      status,
      kyc_request_id: kycRequestId,
      service_id: request.service_id,
    })
  })
  core.wakeJobs()
}

export function kycJobHandlers(core: UpstreamCore, readers: ProofReaders = ocrReaders): Map<string, JobHandler> {
  return new Map<string, JobHandler>([
    [
      kycJobKinds.verify,
      async (payload) => processKycRequest(core, (payload as { kycRequestId: string }).kycRequestId, readers),
    ],
  ])
}

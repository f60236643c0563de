import { extensionOf } from '@contract/services/file-checks'
import type { Transaction } from 'kysely'
import { countryByV1Name } from '@contract/countries'
import type { UpstreamCore } from '../core'
import { newObjectId } from '../db/ids'
import type { UpstreamDatabase } from '../db/schema'
import { enqueueJob } from '../jobs/job-queue'
import { kycJobKinds, verificationDelaySeconds } from './kyc-job-kinds'
import { kycLanguage } from './kyc-languages'
import type { ProofUpload, ProvidedAddress, ProvidedDocument } from './kyc-request'
import type { KycFileRole } from './tables'

/** The account's user: requests made with the account key belong to it. */
export const accountUserId = 'account'

export interface KycRequestStart {
  /** Lower-case country name of the KYC countries list (`germany`). */
  countryName: string
  language?: string | undefined
  /** Joins an existing service (a questionnaire's); a new service id otherwise. */
  serviceId?: string | undefined
  companyId?: string | undefined
  document?: { provided: ProvidedDocument; proof: ProofUpload; additionalProof?: ProofUpload | undefined } | undefined
  address?: { provided: ProvidedAddress; proof: ProofUpload; additionalProof?: ProofUpload | undefined } | undefined
}

export interface KycRequestStarted {
  kyc_request_id: string
  service_id: string
}

/**
 * Records a KYC request (document, address or both), its proofs and its durable verification job in
 * the caller's transaction. Call `core.wakeJobs()` once the transaction has committed. Inputs are
 * trusted to be valid (routes validate them with the contract's schemas first).
 */
export async function startKycRequest(
  trx: Transaction<UpstreamDatabase>,
  core: UpstreamCore,
  start: KycRequestStart,
): Promise<KycRequestStarted> {
  const country = countryByV1Name(start.countryName)
  if (!country) throw new Error(`KYC country ${start.countryName} is not served`)
  const now = core.clock.now()
  const id = newObjectId(now)
  const serviceId = start.serviceId ?? newObjectId(now)
  const language = start.language ? kycLanguage(start.language) : undefined
  const types = [...(start.document ? ['document'] : []), ...(start.address ? ['address'] : [])]
  if (types.length === 0) throw new Error('a KYC request needs a document or an address')
  await trx
    .insertInto('kyc_requests')
    .values({
      id,
      service_id: serviceId,
      user_id: accountUserId,
      company_id: start.companyId ?? '',
      request_types: JSON.stringify(types),
      status: 'pending',
      language_code: language?.code ?? null,
      language_name: language?.name ?? null,
      country_name: country.name,
      country_code: country.alpha2,
      document_input: start.document ? JSON.stringify(start.document.provided) : null,
      address_input: start.address ? JSON.stringify(start.address.provided) : null,
      result: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  const files: Array<[KycFileRole, ProofUpload | undefined]> = [
    ['document_proof', start.document?.proof],
    ['document_additional_proof', start.document?.additionalProof],
    ['address_proof', start.address?.proof],
    ['address_additional_proof', start.address?.additionalProof],
  ]
  for (const [role, file] of files) {
    if (!file) continue
    await trx
      .insertInto('kyc_files')
      .values({
        id: newObjectId(now),
        kyc_request_id: id,
        role,
        filename: file.fileName,
        mime_type: file.mimeType,
        extension: extensionOf(file.fileName),
        size: file.bytes.length,
        bytes: file.bytes,
        created_at: now,
      })
      .execute()
  }
  await enqueueJob(
    trx,
    { kind: kycJobKinds.verify, payload: { kycRequestId: id }, runAt: core.clock.after(verificationDelaySeconds) },
    now,
  )
  return { kyc_request_id: id, service_id: serviceId }
}

/** What a caller (a questionnaire's UBO check) provides; omitted values are extracted from the document. */
export interface DocumentVerificationStart {
  countryName: string
  supportedTypes: ProvidedDocument['supported_types']
  provided?: Partial<Omit<ProvidedDocument, 'supported_types'>>
  proof: ProofUpload
  additionalProof?: ProofUpload
  serviceId?: string
  companyId?: string
  language?: string
}

/**
 * Starts a document verification inside the caller's transaction (for example a questionnaire's
 * UBO KYC check); returns its ids. Call `core.wakeJobs()` after the transaction commits.
 */
export async function startDocumentVerification(
  trx: Transaction<UpstreamDatabase>,
  core: UpstreamCore,
  start: DocumentVerificationStart,
): Promise<KycRequestStarted> {
  const provided: ProvidedDocument = {
    supported_types: start.supportedTypes,
    process_only_ocr: start.provided?.process_only_ocr ?? false,
    full_name: start.provided?.full_name ?? '',
    document_number: start.provided?.document_number ?? '',
    dob: start.provided?.dob ?? '',
    issue_date: start.provided?.issue_date ?? '',
    expiry_date: start.provided?.expiry_date ?? '',
    gender: start.provided?.gender ?? '',
    age_min: start.provided?.age_min ?? null,
    age_max: start.provided?.age_max ?? null,
  }
  return startKycRequest(trx, core, {
    countryName: start.countryName,
    language: start.language,
    serviceId: start.serviceId,
    companyId: start.companyId,
    document: { provided, proof: start.proof, additionalProof: start.additionalProof },
  })
}

import type { z } from 'zod'
import type { VerificationDataAddressSchema, VerificationDataDocumentSchema } from '@contract/services/kyc'
import type { AddressFlag } from './address-checks'
import type { DocumentFlag, Flags } from './document-checks'

/** The stored outcome of a processed KYC request (kyc_requests.result). */
export interface KycOutcome {
  document?: { data: z.infer<typeof VerificationDataDocumentSchema>; flags: Flags<DocumentFlag>; codes: string[] }
  address?: { data: z.infer<typeof VerificationDataAddressSchema>; flags: Flags<AddressFlag>; codes: string[] }
  declined_codes: string[]
  declined_reason: string | null
  processed_at: number
}

/** Declined when any check failed (a flag of 0). */
export function outcomeStatus(outcome: KycOutcome): 'verification.accepted' | 'verification.declined' {
  const flags = [...Object.values(outcome.document?.flags ?? {}), ...Object.values(outcome.address?.flags ?? {})]
  return flags.includes(0) ? 'verification.declined' : 'verification.accepted'
}

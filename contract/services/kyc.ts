import { z } from 'zod'
import { envelope, recordTimestampFields, requiredId, TimestampSchema } from '../common'

/** KYC lists and results (spec §2.2, §2.8, §3, §4.5). */

export const KycCountriesResponseSchema = envelope(z.looseObject({ countries: z.array(z.string()) }))
export type KycCountriesResponse = z.infer<typeof KycCountriesResponseSchema>

export const KycLanguagesResponseSchema = envelope(z.looseObject({ languages: z.array(z.string()) }))
export type KycLanguagesResponse = z.infer<typeof KycLanguagesResponseSchema>

/** `request_status` and `kyc_request.status`. */
export const KycStatusSchema = z.enum(['pending', 'verification.accepted', 'verification.declined'])
export type KycStatus = z.infer<typeof KycStatusSchema>

export const KycDocumentTypeSchema = z.enum(
  ['id_card', 'driving_license', 'passport'],
  'must be one of id_card, driving_license, passport',
)
export type KycDocumentType = z.infer<typeof KycDocumentTypeSchema>

export const KycRequestTypeSchema = z.enum(['document', 'address'])

/**
 * A check flag of verification_result: 1 passed, 0 failed. Null when the check was not run (e.g.
 * OCR-only requests), as Shufti reports it.
 */
export const CheckFlagSchema = z.union([z.literal(0), z.literal(1)], 'must be 0 or 1').nullable()

export const ReadKycResponseQuerySchema = z.object({ kyc_request_id: requiredId() })
export type ReadKycResponseQuery = z.infer<typeof ReadKycResponseQuerySchema>

/** Extracted or provided value: null when absent. */
const MaybeText = z.string().nullable()

export const KycNameSchema = z.looseObject({
  first_name: MaybeText.optional(),
  middle_name: MaybeText.optional(),
  last_name: MaybeText.optional(),
  full_name: MaybeText.optional(),
})

/**
 * Extension (ADR 0008 addendum, ADR 0015): the machine-readable zone the upstream read on the
 * document, its lines as read (after OCR repair), so a reviewer sees them with their check-digit
 * verdicts. Absent from vendors that do not report it; null when no zone was found.
 */
export const KycMrzSchema = z.looseObject({
  /**
   * ICAO 9303's TD1 (3×30), TD2 (2×36) and TD3 (2×44); MRVA (2×44) and MRVB (2×36), the visas of
   * part 7; FRENCH_NATIONAL_ID (2×36), the French identity card of 1988–2021, whose zone is its own.
   * Clients that know only the first three treat another value as a zone they cannot judge.
   */
  format: z.enum(['TD1', 'TD2', 'TD3', 'MRVA', 'MRVB', 'FRENCH_NATIONAL_ID']),
  lines: z.array(z.string()).min(2).max(3),
})
export type KycMrz = z.infer<typeof KycMrzSchema>

export const VerificationDataDocumentSchema = z.looseObject({
  name: KycNameSchema.nullable(),
  document_number: MaybeText,
  dob: MaybeText,
  gender: MaybeText,
  age: z.union([z.number().int(), z.string()]).nullable(),
  expiry_date: MaybeText,
  issue_date: MaybeText,
  selected_type: z.array(z.string()),
  supported_types: z.array(z.string()),
  document_country_name: MaybeText,
  document_country_code: MaybeText,
  mrz: KycMrzSchema.nullable().optional(),
})

export const VerificationDataAddressSchema = z.looseObject({
  full_address: MaybeText,
  native_full_address: MaybeText,
  address_country_name: MaybeText,
  address_country_code: MaybeText,
})

/** Check names of verification_result.document and .address (spec §2.8). */
export const DOCUMENT_CHECKS = [
  'document',
  'name',
  'dob',
  'expiry_date',
  'issue_date',
  'gender',
  'age',
  'document_number',
  'document_country',
  'selected_type',
] as const
export const ADDRESS_CHECKS = ['full_address', 'address_document_country', 'address_document'] as const

const flags = <K extends string>(keys: readonly K[]) =>
  z.looseObject(Object.fromEntries(keys.map((key) => [key, CheckFlagSchema])) as Record<K, typeof CheckFlagSchema>)

export const VerificationResultDocumentSchema = flags(DOCUMENT_CHECKS)
export const VerificationResultAddressSchema = flags(ADDRESS_CHECKS)

/** Decline codes per service, e.g. `{document: ['SPDR07']}`. */
export const ServicesDeclinedCodesSchema = z.looseObject({
  document: z.array(z.string()).optional(),
  address: z.array(z.string()).optional(),
})

export const KycResponseDataSchema = z.looseObject({
  _id: z.string(),
  kyc_request_id: z.string(),
  service_id: z.string(),
  user_id: z.string(),
  /** Country code. */
  country: MaybeText,
  updated_at: TimestampSchema,
  created_at: TimestampSchema,
  /** SPDR codes (see spdr-codes.ts). */
  declined_codes: z.array(z.string()),
  declined_reason: MaybeText,
  services_declined_codes: ServicesDeclinedCodesSchema,
  /** Document requests fill `document`, address requests `address`. */
  verification_data: z.looseObject({
    document: VerificationDataDocumentSchema.optional(),
    address: VerificationDataAddressSchema.optional(),
  }),
  verification_result: z.looseObject({
    document: VerificationResultDocumentSchema.optional(),
    address: VerificationResultAddressSchema.optional(),
  }),
})
export type KycResponseData = z.infer<typeof KycResponseDataSchema>

/** Metadata of an uploaded proof. */
export const ProofMetaDetailSchema = z.looseObject({
  extension: z.string(),
  mime_type: z.string(),
  file_size: z.number().int().min(0),
  filename: z.string(),
})

/** Signed file URLs (query parameters expires and signature); null when no file was sent. */
const ProofUrl = z.string().nullable()

export const KycRequestDocumentSchema = z.looseObject({
  supported_types: z.array(KycDocumentTypeSchema),
  name: z.looseObject({ full_name: MaybeText }).nullable(),
  gender: MaybeText,
  document_number: MaybeText,
  issue_date: MaybeText,
  dob: MaybeText,
  expiry_date: MaybeText,
  age: z.looseObject({ min: z.number().int().nullable(), max: z.number().int().nullable() }).nullable(),
  proof: ProofUrl,
  additional_proof: ProofUrl,
  proof_meta_detail: ProofMetaDetailSchema.nullable(),
  additional_proof_meta_detail: ProofMetaDetailSchema.nullable(),
})

export const KycRequestAddressSchema = z.looseObject({
  full_address: z.string(),
  proof: ProofUrl,
  additional_proof: ProofUrl,
  proof_meta_detail: ProofMetaDetailSchema.nullable(),
  additional_proof_meta_detail: ProofMetaDetailSchema.nullable(),
})

export const KycRequestSchema = z.looseObject({
  _id: z.string(),
  user_id: z.string(),
  company_id: z.string(),
  service_id: z.string(),
  kyc_request_type: z.array(KycRequestTypeSchema).min(1),
  status: KycStatusSchema,
  language_code: MaybeText,
  language_name: MaybeText,
  country_code: MaybeText,
  country_name: MaybeText,
  document: KycRequestDocumentSchema.nullable(),
  address: KycRequestAddressSchema.nullable(),
  ...recordTimestampFields,
})
export type KycRequest = z.infer<typeof KycRequestSchema>

export const KycResultSchema = z.looseObject({
  request_status: KycStatusSchema,
  /** Null while the request has not been processed yet. */
  kyc_response_data: KycResponseDataSchema.nullable(),
  kyc_request: KycRequestSchema,
})
export type KycResult = z.infer<typeof KycResultSchema>

export const ReadKycResponseSchema = envelope(KycResultSchema)
export type ReadKycResponse = z.infer<typeof ReadKycResponseSchema>

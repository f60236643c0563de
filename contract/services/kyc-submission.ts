import { z } from 'zod'
import { alwaysCheck, IsoDateSchema } from '../common'
import { birthDateProblem, pastDateProblem } from '../date-rules'
import { fileSchema } from './file-checks'
import { KYC_FILE_RULES } from './file-limits'
import { KycDocumentTypeSchema } from './kyc'
import { ListedNameSchema } from './query-array'
import { servicesFieldSchema } from './services-field'

/**
 * `POST /api/search` with services[]=kyc (multipart, spec §4.5), validated after parseBracketFields.
 * A request verifies a document (`document[...]`), an address (`address[...]`) or both
 * (kyc_request.kyc_request_type is an array). Optional document values sent as an empty string
 * mean "extract it from the document".
 */

/** Limits of document[age][min] and [max] (spec §8). */
export const KYC_AGE_LIMITS = { min: 1, max: 170 } as const

/** A KYC proof: image/jpeg, image/png or application/pdf, under 16 MB, content matching its type. */
export const KycProofSchema = fileSchema(KYC_FILE_RULES)

/** Optional text: empty string means "extract it". */
const ExtractableText = z.string('must be text').max(256, 'must be at most 256 characters').optional()
/** Optional date: YYYY-MM-DD, or empty string to extract it. */
const ExtractableDate = z
  .string('must be a date as YYYY-MM-DD, or empty to extract it')
  .refine(
    (value) => value === '' || IsoDateSchema.safeParse(value).success,
    'must be a real date as YYYY-MM-DD, or empty to extract it',
  )
  .optional()

const isDate = (value: string | undefined): value is string =>
  value !== undefined && IsoDateSchema.safeParse(value).success

const AgeBound = z
  .string('must be a whole number')
  .regex(/^\d+$/, { message: 'must be a whole number', abort: true })
  .refine(
    (value) => Number(value) >= KYC_AGE_LIMITS.min && Number(value) <= KYC_AGE_LIMITS.max,
    `must be ${KYC_AGE_LIMITS.min} to ${KYC_AGE_LIMITS.max}`,
  )
  .optional()

export const KycDocumentInputSchema = z
  .object(
    {
      supported_types: z
        .array(KycDocumentTypeSchema, 'must list at least one of id_card, driving_license, passport')
        .min(1, 'must list at least one of id_card, driving_license, passport'),
      process_only_ocr: z.enum(['0', '1'], {
        error: (issue) => (issue.input === undefined ? 'is required (0 or 1)' : 'must be 0 or 1'),
      }),
      name: z.object({ full_name: ExtractableText }).optional(),
      document_number: ExtractableText,
      dob: ExtractableDate,
      issue_date: ExtractableDate,
      expiry_date: ExtractableDate,
      gender: ExtractableText,
      age: z.object({ min: AgeBound, max: AgeBound }).optional(),
      proof: KycProofSchema,
      additional_proof: KycProofSchema.optional(),
    },
    'must be the document fields',
  )
  .superRefine((document, ctx) => {
    // Dates of the document that cannot be: a birth or an issue in the future, an expiry before the issue.
    const problems: Array<[keyof typeof document, string | null]> = [
      ['dob', document.dob ? birthDateProblem(document.dob) : null],
      ['issue_date', document.issue_date ? pastDateProblem(document.issue_date) : null],
      [
        'issue_date',
        isDate(document.dob) && isDate(document.issue_date) && document.issue_date < document.dob
          ? 'must be after document[dob] (a document is issued after its holder is born)'
          : null,
      ],
      [
        'expiry_date',
        isDate(document.issue_date) && isDate(document.expiry_date) && document.expiry_date <= document.issue_date
          ? 'must be after document[issue_date]'
          : null,
      ],
    ]
    for (const [field, message] of problems) if (message) ctx.addIssue({ code: 'custom', path: [field], message })
    const min = Number(document.age?.min)
    const max = Number(document.age?.max)
    if (document.age?.min && document.age.max && Number.isFinite(min) && Number.isFinite(max) && min >= max) {
      ctx.addIssue({ code: 'custom', path: ['age', 'min'], message: 'must be less than document[age][max]' })
    }
  }, alwaysCheck)
export type KycDocumentInput = z.infer<typeof KycDocumentInputSchema>

export const KycAddressInputSchema = z.object(
  {
    full_address: z
      .string({
        error: (issue) => (issue.input === undefined ? 'is required (the address as on the document)' : 'must be text'),
      })
      .trim()
      .min(1, 'is required (the address as on the document)')
      .max(1024, 'must be at most 1024 characters'),
    proof: KycProofSchema,
    additional_proof: KycProofSchema.optional(),
  },
  'must be the address fields',
)
export type KycAddressInput = z.infer<typeof KycAddressInputSchema>

const kycCommon = {
  services: servicesFieldSchema('kyc'),
  country_names: z
    .union([z.array(ListedNameSchema), ListedNameSchema], {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a country name'),
    })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .refine((value) => value.length === 1, 'must hold exactly one country name'),
  language: z.string('must be a language name').trim().max(64, 'must be at most 64 characters').optional(),
}

/** Document verification, address verification, or both in one request. */
export const KycSubmissionFormSchema = z
  .object({ ...kycCommon, document: KycDocumentInputSchema.optional(), address: KycAddressInputSchema.optional() })
  .superRefine((form, ctx) => {
    if (form.document === undefined && form.address === undefined) {
      ctx.addIssue({ code: 'custom', path: ['document'], message: 'document or address fields are required' })
    }
  }, alwaysCheck)
export type KycSubmissionForm = z.infer<typeof KycSubmissionFormSchema>

/** The document variant alone. */
export const KycDocumentSubmissionFormSchema = z.object({ ...kycCommon, document: KycDocumentInputSchema })
/** The address variant alone. */
export const KycAddressSubmissionFormSchema = z.object({ ...kycCommon, address: KycAddressInputSchema })

/** Response of both variants (no envelope). */
export const KycSubmissionResponseSchema = z.looseObject({
  kyc_request_id: z.string().min(1),
  service_id: z.string().min(1),
})
export type KycSubmissionResponse = z.infer<typeof KycSubmissionResponseSchema>

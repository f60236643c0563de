import { KycDocumentTypeSchema, type KycDocumentType } from '@contract/services/kyc'
import { KycAddressSubmissionFormSchema, KycDocumentSubmissionFormSchema } from '@contract/services/kyc-submission'
import { toBracketFields } from '@contract/services/bracket-fields'
import { contractFieldOf } from '@/lib/form-errors'
import { z } from 'zod'

/** A chosen proof and its first bytes (the contract checks the content starts like its type). */
export interface ProofFile {
  file: File
  head: Uint8Array
}

export const proofHeadBytes = 16

export async function readProof(file: File): Promise<ProofFile> {
  return { file, head: new Uint8Array(await file.slice(0, proofHeadBytes).arrayBuffer()) }
}

/**
 * The form in the contract's nested shape: each field's name is its path in the submission
 * (`document.name.full_name`), so the contract's issues and the proxy's field errors name form fields
 * as they are. `kind` picks which of `document` and `address` is sent.
 */
export interface KycFormValues {
  kind: 'document' | 'address'
  country_names: [string]
  language: string
  document: {
    supported_types: KycDocumentType[]
    process_only_ocr: boolean
    name: { full_name: string }
    document_number: string
    dob: string
    issue_date: string
    expiry_date: string
    gender: string
    age: { min: string; max: string }
    proof: ProofFile | null
    additional_proof: ProofFile | null
  }
  address: { full_address: string; proof: ProofFile | null; additional_proof: ProofFile | null }
}

export const emptyKycForm: KycFormValues = {
  kind: 'document',
  country_names: [''],
  language: '',
  document: {
    supported_types: ['passport'],
    process_only_ocr: false,
    name: { full_name: '' },
    document_number: '',
    dob: '',
    issue_date: '',
    expiry_date: '',
    gender: '',
    age: { min: '', max: '' },
    proof: null,
    additional_proof: null,
  },
  address: { full_address: '', proof: null, additional_proof: null },
}

/**
 * The submission the form stands for, in the contract's shape, each proof as `file` makes it (a
 * descriptor to validate, the File to send). Empty provided values are sent as empty strings:
 * "extract it from the document"; an empty age bound is left out.
 */
function toSubmission<F>(values: KycFormValues, file: (proof: ProofFile) => F) {
  const proof = (chosen: ProofFile | null) => (chosen ? file(chosen) : undefined)
  const country = values.country_names[0]
  const common = {
    services: ['kyc'],
    country_names: country ? [country] : undefined,
    ...(values.language ? { language: values.language } : {}),
  }
  if (values.kind === 'address') {
    const { address } = values
    return {
      ...common,
      address: {
        full_address: address.full_address.trim(),
        proof: proof(address.proof),
        additional_proof: proof(address.additional_proof),
      },
    }
  }
  const { document } = values
  const age = Object.fromEntries(Object.entries(document.age).filter(([, bound]) => bound !== ''))
  return {
    ...common,
    document: {
      supported_types: document.supported_types,
      process_only_ocr: document.process_only_ocr ? '1' : '0',
      name: { full_name: document.name.full_name.trim() },
      document_number: document.document_number.trim(),
      dob: document.dob,
      issue_date: document.issue_date,
      expiry_date: document.expiry_date,
      gender: document.gender,
      ...(Object.keys(age).length > 0 ? { age } : {}),
      proof: proof(document.proof),
      additional_proof: proof(document.additional_proof),
    },
  }
}

/** The form field a contract or server path names (`document[age][min]` → `document.age.min`). */
export const kycFieldOf = contractFieldOf(emptyKycForm)

const descriptor = (proof: ProofFile) => ({
  filename: proof.file.name,
  mimetype: proof.file.type,
  size: proof.file.size,
  head: proof.head,
})

const proofSchema = z.custom<ProofFile | null>(
  (value) => value === null || (typeof value === 'object' && value !== null && 'file' in value),
)

/**
 * The form's schema: its own shapes, then the contract's submission schema over what the form will
 * send, so the rules (types, dates, age bounds, file type, content and size) are the ones the proxy
 * applies, with its messages, on the fields of the same paths.
 */
export const KycFormSchema = z
  .object({
    kind: z.enum(['document', 'address']),
    country_names: z.tuple([z.string()]),
    language: z.string(),
    document: z.object({
      supported_types: z.array(KycDocumentTypeSchema),
      process_only_ocr: z.boolean(),
      name: z.object({ full_name: z.string() }),
      document_number: z.string(),
      dob: z.string(),
      issue_date: z.string(),
      expiry_date: z.string(),
      gender: z.string(),
      age: z.object({ min: z.string(), max: z.string() }),
      proof: proofSchema,
      additional_proof: proofSchema,
    }),
    address: z.object({ full_address: z.string(), proof: proofSchema, additional_proof: proofSchema }),
  })
  .superRefine((values, ctx) => {
    const chosen = values.country_names[0] !== ''
    if (!chosen)
      ctx.addIssue({ code: 'custom', path: ['country_names'], message: 'Choose the country of the document' })
    const schema = values.kind === 'address' ? KycAddressSubmissionFormSchema : KycDocumentSubmissionFormSchema
    const result = schema.safeParse(toSubmission(values, descriptor))
    if (result.success) return
    for (const issue of result.error.issues) {
      const field = kycFieldOf(issue.path.map(String).join('.'))
      if (field === 'country_names' && !chosen) continue
      ctx.addIssue({ code: 'custom', path: field ? field.split('.') : ['root'], message: issue.message })
    }
  })

/** The multipart body of `POST /api/search` (services[]=kyc) for the form, named by the contract's `toBracketFields`. */
export function toFormData(values: KycFormValues): FormData {
  const form = new FormData()
  for (const [name, value] of toBracketFields<string | File>(toSubmission(values, (proof) => proof.file))) {
    if (value instanceof File) form.append(name, value, value.name)
    else form.append(name, value)
  }
  return form
}

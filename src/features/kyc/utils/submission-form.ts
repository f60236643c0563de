import { KycDocumentTypeSchema, type KycDocumentType } from '@contract/services/kyc'
import { KycAddressSubmissionFormSchema, KycDocumentSubmissionFormSchema } from '@contract/services/kyc-submission'
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

export interface KycFormValues {
  kind: 'document' | 'address'
  country: string
  language: string
  supportedTypes: KycDocumentType[]
  extractOnly: boolean
  fullName: string
  documentNumber: string
  dob: string
  issueDate: string
  expiryDate: string
  gender: string
  ageMin: string
  ageMax: string
  fullAddress: string
  proof: ProofFile | null
  additionalProof: ProofFile | null
}

export const emptyKycForm: KycFormValues = {
  kind: 'document',
  country: '',
  language: '',
  supportedTypes: ['passport'],
  extractOnly: false,
  fullName: '',
  documentNumber: '',
  dob: '',
  issueDate: '',
  expiryDate: '',
  gender: '',
  ageMin: '',
  ageMax: '',
  fullAddress: '',
  proof: null,
  additionalProof: null,
}

type FormField = keyof KycFormValues

/** Contract field (dotted or bracketed, as the proxy reports it) → form field. */
const fieldByPath: Record<string, FormField> = {
  country_names: 'country',
  'country_names.0': 'country',
  language: 'language',
  'document.supported_types': 'supportedTypes',
  'document.process_only_ocr': 'extractOnly',
  'document.name.full_name': 'fullName',
  'document.document_number': 'documentNumber',
  'document.dob': 'dob',
  'document.issue_date': 'issueDate',
  'document.expiry_date': 'expiryDate',
  'document.gender': 'gender',
  'document.age.min': 'ageMin',
  'document.age.max': 'ageMax',
  'document.proof': 'proof',
  'document.additional_proof': 'additionalProof',
  'address.full_address': 'fullAddress',
  'address.proof': 'proof',
  'address.additional_proof': 'additionalProof',
}

/** `document[age][min]`, `document.age.min` or `document.supported_types.1` → the form field. */
export function formFieldOf(serverPath: string): FormField | undefined {
  const dotted = serverPath.replace(/\[(\w*)\]/g, (_m, key: string) => (key ? `.${key}` : '')).replace(/^\./, '')
  return fieldByPath[dotted] ?? fieldByPath[dotted.replace(/\.\d+$/, '')]
}

const descriptor = (proof: ProofFile | null) => (proof ? { filename: proof.file.name, mimetype: proof.file.type, size: proof.file.size, head: proof.head } : undefined)

/** The form as the contract's multipart fields (what the proxy will validate), files as descriptors. */
export function toSubmissionFields(values: KycFormValues) {
  const common = { services: ['kyc'], country_names: values.country ? [values.country] : undefined, ...(values.language ? { language: values.language } : {}) }
  if (values.kind === 'address') {
    return { ...common, address: { full_address: values.fullAddress, proof: descriptor(values.proof), additional_proof: descriptor(values.additionalProof) } }
  }
  const age = values.ageMin || values.ageMax ? { ...(values.ageMin ? { min: values.ageMin } : {}), ...(values.ageMax ? { max: values.ageMax } : {}) } : undefined
  return {
    ...common,
    document: {
      supported_types: values.supportedTypes,
      process_only_ocr: values.extractOnly ? '1' : '0',
      name: { full_name: values.fullName.trim() },
      document_number: values.documentNumber.trim(),
      dob: values.dob,
      issue_date: values.issueDate,
      expiry_date: values.expiryDate,
      gender: values.gender,
      ...(age ? { age } : {}),
      proof: descriptor(values.proof),
      additional_proof: descriptor(values.additionalProof),
    },
  }
}

const proofSchema = z.custom<ProofFile | null>((value) => value === null || (typeof value === 'object' && value !== null && 'file' in value))

/**
 * The form's schema: its own shapes, then the contract's submission schema over the fields the
 * form will send, so the rules (types, dates, age bounds, file type, content and size) are the
 * ones the proxy applies, with its messages, on the form's fields.
 */
export const KycFormSchema = z
  .object({
    kind: z.enum(['document', 'address']),
    country: z.string(),
    language: z.string(),
    supportedTypes: z.array(KycDocumentTypeSchema),
    extractOnly: z.boolean(),
    fullName: z.string(),
    documentNumber: z.string(),
    dob: z.string(),
    issueDate: z.string(),
    expiryDate: z.string(),
    gender: z.string(),
    ageMin: z.string(),
    ageMax: z.string(),
    fullAddress: z.string(),
    proof: proofSchema,
    additionalProof: proofSchema,
  })
  .superRefine((values, ctx) => {
    if (!values.country) ctx.addIssue({ code: 'custom', path: ['country'], message: 'Choose the country of the document' })
    const schema = values.kind === 'address' ? KycAddressSubmissionFormSchema : KycDocumentSubmissionFormSchema
    const result = schema.safeParse(toSubmissionFields(values))
    if (result.success) return
    for (const issue of result.error.issues) {
      const field = formFieldOf(issue.path.map(String).join('.'))
      if (field === 'country' && !values.country) continue
      ctx.addIssue({ code: 'custom', path: [field ?? 'root'], message: issue.message })
    }
  })

/** The multipart body of `POST /api/search` (services[]=kyc) for the form. */
export function toFormData(values: KycFormValues): FormData {
  const form = new FormData()
  form.append('services[]', 'kyc')
  form.append('country_names[]', values.country)
  if (values.language) form.append('language', values.language)
  if (values.kind === 'address') {
    form.append('address[full_address]', values.fullAddress.trim())
    if (values.proof) form.append('address[proof]', values.proof.file, values.proof.file.name)
    if (values.additionalProof) form.append('address[additional_proof]', values.additionalProof.file, values.additionalProof.file.name)
    return form
  }
  for (const type of values.supportedTypes) form.append('document[supported_types][]', type)
  form.append('document[process_only_ocr]', values.extractOnly ? '1' : '0')
  // Empty values are sent as empty strings: "extract it from the document".
  form.append('document[name][full_name]', values.fullName.trim())
  form.append('document[document_number]', values.documentNumber.trim())
  form.append('document[dob]', values.dob)
  form.append('document[issue_date]', values.issueDate)
  form.append('document[expiry_date]', values.expiryDate)
  form.append('document[gender]', values.gender)
  if (values.ageMin) form.append('document[age][min]', values.ageMin)
  if (values.ageMax) form.append('document[age][max]', values.ageMax)
  if (values.proof) form.append('document[proof]', values.proof.file, values.proof.file.name)
  if (values.additionalProof) form.append('document[additional_proof]', values.additionalProof.file, values.additionalProof.file.name)
  return form
}

import type { KycResult } from '@contract/services/kyc'

/** One line of the review screen's "what was read vs what was provided" table. */
export interface CheckRow {
  service: 'document' | 'address'
  check: string
  label: string
  /** What the submitter provided; '' = left to extraction; null = not asked. */
  provided: string | null
  extracted: string | null
  /** 1 passed, 0 failed, null not run (or not reported). */
  flag: 0 | 1 | null
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value)

type Flags = Record<string, 0 | 1 | null | undefined> | undefined

function rowAdder(rows: CheckRow[], service: CheckRow['service'], flags: Flags) {
  return (check: string, label: string, given: string | null, read: unknown) =>
    rows.push({ service, check, label, provided: given, extracted: text(read), flag: flags?.[check] ?? null })
}

/** The document and address checks of a result, each with its provided and extracted value. */
export function checkRows(result: KycResult): CheckRow[] {
  const request = result.kyc_request
  const data = result.kyc_response_data
  const rows: CheckRow[] = []
  const provided = request.document
  if (provided) {
    const extracted = data?.verification_data.document
    const add = rowAdder(rows, 'document', data?.verification_result.document as Flags)
    const age =
      provided.age && (provided.age.min !== null || provided.age.max !== null)
        ? `${provided.age.min ?? '…'} to ${provided.age.max ?? '…'}`
        : null
    add('name', 'Name', provided.name?.full_name ?? null, extracted?.name?.full_name)
    add('document_number', 'Document number', provided.document_number, extracted?.document_number)
    add('dob', 'Date of birth', provided.dob, extracted?.dob)
    add('issue_date', 'Issue date', provided.issue_date, extracted?.issue_date)
    add('expiry_date', 'Expiry date', provided.expiry_date, extracted?.expiry_date)
    add('gender', 'Gender', provided.gender, extracted?.gender)
    add('age', 'Age', age, extracted?.age)
    add(
      'document_country',
      'Issuing country',
      request.country_name,
      extracted?.document_country_name ?? extracted?.document_country_code,
    )
    add('selected_type', 'Document type', provided.supported_types.join(', '), extracted?.selected_type)
    add('document', 'Document genuine and readable', null, null)
  }
  if (request.address) {
    const extracted = data?.verification_data.address
    const add = rowAdder(rows, 'address', data?.verification_result.address as Flags)
    add('full_address', 'Address', request.address.full_address, extracted?.full_address)
    add(
      'address_document_country',
      'Country of the address document',
      request.country_name,
      extracted?.address_country_name ?? extracted?.address_country_code,
    )
    add('address_document', 'Address document genuine and readable', null, null)
  }
  return rows
}

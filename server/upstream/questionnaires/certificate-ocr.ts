import type { UpstreamCore } from '../core'
import {
  compareCertificate,
  type CertificateComparison,
  type CertificateFields,
  type ExpectedCompany,
  readCertificate,
} from '../ocr/certificate-reader'
import { numbersMatch, namesMatch } from '../ocr/certificate-comparison'
import { UnreadableDocumentError } from '../ocr/document-pages'
import type { OcrRequestsTable } from './tables'

/** What OCR read from a submission's certificates, and the files it could not read. */
export interface CertificatesRead {
  fields: CertificateFields
  unreadable: string[]
}

/**
 * Reads every certificate of an OCR request (in order) for its place; the first name and the
 * first number found win. A file that is no readable PNG, JPEG or PDF is reported, not retried.
 */
export async function readCertificates(core: UpstreamCore, ocr: OcrRequestsTable): Promise<CertificatesRead> {
  const fileIds = JSON.parse(ocr.file_ids) as string[]
  const fields: CertificateFields = { company_name: null, registration_number: null }
  const unreadable: string[] = []
  for (const fileId of fileIds) {
    const file = await core.db
      .selectFrom('questionnaire_files')
      .select(['file_name', 'content'])
      .where('id', '=', fileId)
      .executeTakeFirst()
    if (!file) continue
    try {
      const reading = await readCertificate(Buffer.from(file.content), { countryCode: ocr.place_code ?? '' })
      fields.company_name ??= reading.company_name
      fields.registration_number ??= reading.registration_number
    } catch (error) {
      if (!(error instanceof UnreadableDocumentError)) throw error
      unreadable.push(`The file ${file.file_name} could not be read as a certificate: ${error.message}`)
    }
    if (fields.company_name !== null && fields.registration_number !== null) break
  }
  return { fields, unreadable }
}

/** The verdict of the business information flow: the certificate against the answers. */
export function verdictAgainstAnswers(read: CertificatesRead, answers: ExpectedCompany): CertificateComparison {
  return withUnreadable(compareCertificate(read.fields, answers, 'answers'), read.unreadable)
}

/**
 * The verdict of the document-based flow: the certificate against the registry's details of the
 * company the KYB check found (the result with the same number, else the same name, else none).
 */
export function verdictAgainstRegistry(
  fields: CertificateFields,
  found: readonly ExpectedCompany[],
  place: string,
): CertificateComparison {
  const match =
    found.find(
      (company) =>
        fields.registration_number !== null &&
        company.registration_number !== null &&
        numbersMatch(fields.registration_number, company.registration_number),
    ) ??
    found.find(
      (company) =>
        fields.company_name !== null &&
        company.company_name !== null &&
        namesMatch(fields.company_name, company.company_name),
    )
  if (match) return compareCertificate(fields, match, 'registry')
  const searched =
    fields.registration_number !== null
      ? `registration number ${fields.registration_number}`
      : `the name ${fields.company_name ?? ''}`
  const comparison = compareCertificate(fields, { company_name: null, registration_number: null }, 'registry')
  const unread = comparison.decline_reason.filter((reason) => reason.includes('could not be read'))
  return {
    verified: false,
    decline_reason: [...unread, `No company with ${searched} was found in the registry of ${place}`],
  }
}

function withUnreadable(comparison: CertificateComparison, unreadable: string[]): CertificateComparison {
  return unreadable.length === 0
    ? comparison
    : { verified: false, decline_reason: [...unreadable, ...comparison.decline_reason] }
}

/** True when OCR found neither a name nor a number: the document-based flow has nothing to check. */
export function nothingRead(fields: CertificateFields): boolean {
  return fields.company_name === null && fields.registration_number === null
}

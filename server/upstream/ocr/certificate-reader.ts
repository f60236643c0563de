import { extractCertificateFields, type CertificateFields } from './certificate-fields'
import { readDocumentText, type PageText } from './document-text'

export { compareCertificate, type CertificateComparison, type ExpectedCompany, type ExpectedSource } from './certificate-comparison'
export type { CertificateFields } from './certificate-fields'

/** What was read from a certificate: the fields (null when not found), the whole text and each page's reading. */
export interface CertificateReading extends CertificateFields {
  text: string
  pages: PageText[]
}

/**
 * Reads a certificate of incorporation (PNG, JPEG or PDF bytes) for a served country or state
 * (v2 code: `GB`, `US_CA`): its text (PDF text layer or OCR) and the company name and registration
 * number found in it. Throws UnreadableDocumentError for a file that is no PNG, JPEG or PDF or
 * cannot be decoded.
 */
export async function readCertificate(bytes: Buffer, options: { countryCode: string }): Promise<CertificateReading> {
  const document = await readDocumentText(bytes)
  return { ...extractCertificateFields(document.text, options.countryCode), text: document.text, pages: document.pages }
}

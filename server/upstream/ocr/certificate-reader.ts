import { findCertificateFields, type CertificateFields, type FoundFields } from './certificate-fields'
import { documentPages, type DocumentPage } from './document-pages'
import { joinedText, textOfPage, type PageText } from './document-text'
import { pageSegmentation } from './ocr-pool'

export {
  compareCertificate,
  type CertificateComparison,
  type ExpectedCompany,
  type ExpectedSource,
} from './certificate-comparison'
export type { CertificateFields } from './certificate-fields'

/** What was read from a certificate: the fields (null when not found), the whole text and each page's reading. */
export interface CertificateReading extends CertificateFields {
  text: string
  pages: PageText[]
}

/**
 * Pages above this many pixels are not read a second time: Tesseract's single-block mode on a
 * large speckled page (a low-contrast 150 DPI scan enlarged for its small text) runs for minutes.
 */
const maxSecondReadingPixels = 9_000_000

/** A field found by its label (or the name by the certificate's sentence) needs no second reading. */
function foundByWords(fields: FoundFields): boolean {
  return (fields.nameFoundBy === 'label' || fields.nameFoundBy === 'phrasing') && fields.numberFoundBy === 'label'
}

/**
 * Each field from the reading that found it the surest way: its label (or the name's sentence)
 * first, then by shape; the automatic reading before the single-block one.
 */
function surest(first: FoundFields, second: FoundFields): CertificateFields {
  const nameRank = (fields: FoundFields) =>
    fields.nameFoundBy === 'label' || fields.nameFoundBy === 'phrasing'
      ? 2
      : fields.nameFoundBy === 'legal_form'
        ? 1
        : 0
  const numberRank = (fields: FoundFields) =>
    fields.numberFoundBy === 'label' ? 2 : fields.numberFoundBy === 'format' ? 1 : 0
  return {
    company_name: (nameRank(second) > nameRank(first) ? second : first).company_name,
    registration_number: (numberRank(second) > numberRank(first) ? second : first).registration_number,
  }
}

/**
 * Reads a certificate of incorporation (PNG, JPEG or PDF bytes) for a served country or state
 * (v2 code: `GB`, `US_CA`): its text (PDF text layer or OCR) and the company name and registration
 * number found in it (ADR 0009, 0021). Pages are prepared reading dark ink only (coloured stamps and
 * signatures across labels fade out), grey scans stretched to black on white, skew undone. When a
 * field is not found by its label, the image pages (up to 9 million pixels) are read again as one
 * block of text (Tesseract's page layout drops lines a stamp or a signature crosses; as one block
 * it keeps them) and each field is taken from the reading that found it the surest way. Throws UnreadableDocumentError for
 * a file that is no PNG, JPEG or PDF or cannot be decoded.
 */
export async function readCertificate(bytes: Buffer, options: { countryCode: string }): Promise<CertificateReading> {
  const pages = await documentPages(bytes, { dropColouredInk: true })
  const texts = await Promise.all(pages.map((page) => textOfPage(page)))
  const text = joinedText(texts)
  const fields = findCertificateFields(text, options.countryCode)
  const images = pages.filter(
    (page): page is Extract<DocumentPage, { kind: 'image' }> =>
      page.kind === 'image' && page.width * page.height <= maxSecondReadingPixels,
  )
  if (foundByWords(fields) || images.length === 0)
    return { company_name: fields.company_name, registration_number: fields.registration_number, text, pages: texts }
  const blocks = await Promise.all(images.map((page) => textOfPage(page, pageSegmentation.singleBlock)))
  const blockText = joinedText(blocks)
  return {
    ...surest(fields, findCertificateFields(blockText, options.countryCode)),
    text: `${text}\n\n${blockText}`,
    pages: texts,
  }
}

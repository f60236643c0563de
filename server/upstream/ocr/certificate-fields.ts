import type { PageText } from './document-text'
import { nameOf, type NameFoundBy } from './certificate-name'
import { numberOf, type NumberFoundBy } from './certificate-number'
import { pageLines, plainLines } from './text-lines'

/**
 * The company name and registration number in the text of a certificate of incorporation
 * (ADR 0009). Labelled fields come first ("Company name: …", "Registration No. …" in the served
 * countries' languages, the value on the label's line or the next one); then the phrasing of
 * certificates ("… hereby certifies that X is this day incorporated", "Certificate of
 * Incorporation of X"); then, for the number, any number of the country's formats.
 */

export interface CertificateFields {
  company_name: string | null
  registration_number: string | null
}

/** How each field was found: by its label, by the certificate's phrasing, by shape (a legal form, a number format), or not at all. */
export interface FoundFields extends CertificateFields {
  /**
   * `misread_label`: by its legal form, after words within OCR errors of a name label;
   * `near_label`: after or under a name's label read with OCR errors at a line's or a column's
   * start, ending with the country's legal form, where no label or sentence gave one (ADR 0069);
   * `label_without_form`: by its label or the sentence, but ending with none of the country's legal
   * forms, which its companies' names end with (ADR 0048), or holding a character OCR misread
   * (ADR 0075): another reading's labelled name that ends with one is surer; `phrasing_over_label`: by the sentence, with a legal form, where the
   * label's value ends with none (ADR 0054): surer than such a value, less sure than a label's
   * value ending with one (the sentence may be crossed too).
   */
  nameFoundBy: NameFoundBy
  numberFoundBy: NumberFoundBy
}

/** Marks a signature or a stamp's frame leave in OCR text (backslashes, stray symbols), as spaces. */
const strokeMarks = /[\\™®©¢§¥]/g

/** `text` with the marks a signature or a stamp's frame leave in OCR text read as spaces, as every field's rules read it. */
export function withoutStrokeMarks(text: string): string {
  return text.replace(strokeMarks, ' ')
}

/**
 * The fields in `ocrText`; with `pages` (the readings `ocrText` joins), lines carry their words'
 * places on OCR pages and text layers, and a name is also told by the page's layout.
 */
export function findCertificateFields(ocrText: string, countryCode: string, pages?: readonly PageText[]): FoundFields {
  const text = withoutStrokeMarks(ocrText)
  const lines = pages ? pageLines(pages, withoutStrokeMarks) : plainLines(text)
  return { ...nameOf(lines, countryCode), ...numberOf(lines, text, countryCode) }
}

export function extractCertificateFields(text: string, countryCode: string): CertificateFields {
  const { company_name, registration_number } = findCertificateFields(text, countryCode)
  return { company_name, registration_number }
}

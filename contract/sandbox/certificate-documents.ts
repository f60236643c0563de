import { z } from 'zod'
import { IsoDateSchema, noControlCharacters } from '../common'
import { placeByV2Code } from '../countries'
import { lookListSchema } from './identity-documents'

/**
 * `GET /sandbox/documents/certificate` (embedded upstream only, ADR 0009): draws a certificate of
 * incorporation for a company, for demos and tests of document-based KYB. The answer is the file
 * itself (not the JSON envelope), signed like every response: the `Signature` header covers its
 * raw bytes.
 *
 * - `format`: png (default), jpeg or pdf.
 * - `scan=1`: the page as a scanner or phone delivers it (small rotation, grey paper, blur, speckle,
 *   JPEG compression); a PDF is then image-only, without a text layer. `scan=0` (default): a clean
 *   page; a PDF carries the drawn text as a real text layer.
 * - `variant`: picks the layout (registrar's sentence, table, labels above values, letter), the
 *   font (DejaVu Sans, Serif, Mono, condensed) and, for scans, the effects; the same variant draws
 *   the same document.
 * - `english=1`: English wording whatever the country's language.
 * - `dpi`: resolution of the page image (150–300, default 200).
 * - `layout`: one of the layouts by name, also the two the variant does not cycle through
 *   (`extract`: a numbered register extract; `form`: boxed fields with small captions).
 * - `font`: the face (`serif`, `sans`, `mono`, `sans_condensed`, `serif_condensed`) instead of the variant's.
 * - `look`: how the certificate arrives, comma-separated: `stamp` (a rubber stamp across the
 *   name's label), `signature` (signed across the number's label), `low_contrast` (a grey scan),
 *   `skew` (scanned 2.5–6° askew); `realistic` is all of them. The last two make it a scan.
 */
const flag = z
  .enum(['0', '1', 'true', 'false'], 'must be 0, 1, true or false')
  .transform((value) => value === '1' || value === 'true')

export const certificateDocumentFormats = ['png', 'jpeg', 'pdf'] as const
export const certificateDocumentLayouts = ['registrar', 'table', 'stacked', 'letter', 'extract', 'form'] as const
export const certificateDocumentFonts = ['serif', 'sans', 'mono', 'sans_condensed', 'serif_condensed'] as const
/** How a drawn certificate arrives (`realistic` = every one). */
export const certificateDocumentLooks = ['stamp', 'signature', 'low_contrast', 'skew'] as const
export type CertificateDocumentLook = (typeof certificateDocumentLooks)[number]

export const SandboxCertificateQuerySchema = z.object({
  country_code: z
    .string('is required')
    .trim()
    .toUpperCase()
    .refine((code) => placeByV2Code(code) !== undefined, 'must be a served country or state code, e.g. GB or US_CA'),
  name: z
    .string('is required')
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .regex(...noControlCharacters),
  registration_number: z
    .string('is required')
    .trim()
    .min(1, 'is required')
    .max(64, 'must be at most 64 characters')
    .regex(...noControlCharacters),
  format: z.enum(certificateDocumentFormats, 'must be png, jpeg or pdf').default('png'),
  scan: flag.default(false),
  english: flag.default(false),
  variant: z.coerce
    .number('must be a whole number')
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(9999, 'must be at most 9999')
    .default(0),
  dpi: z.coerce
    .number('must be a whole number')
    .int('must be a whole number')
    .min(150, 'must be at least 150')
    .max(300, 'must be at most 300')
    .default(200),
  date: IsoDateSchema.optional(),
  layout: z.enum(certificateDocumentLayouts, `must be one of ${certificateDocumentLayouts.join(', ')}`).optional(),
  font: z.enum(certificateDocumentFonts, `must be one of ${certificateDocumentFonts.join(', ')}`).optional(),
  look: lookListSchema(certificateDocumentLooks).optional(),
})
export type SandboxCertificateQuery = z.infer<typeof SandboxCertificateQuerySchema>

/** The document's bytes (binary body; Content-Type image/png, image/jpeg or application/pdf). */
export const SandboxCertificateDocumentSchema = z
  .string()
  .meta({ format: 'binary', description: 'The certificate as a PNG, JPEG or PDF file' })

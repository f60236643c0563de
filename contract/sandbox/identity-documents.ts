import { z } from 'zod'
import { IsoDateSchema, noControlCharacters } from '../common'
import { countries } from '../countries'

/**
 * `GET /sandbox/documents/identity` and `GET /sandbox/documents/address` (embedded upstream only):
 * draw a specimen identity document or a utility bill to upload to KYC verification. The answer is
 * the file itself (not the envelope), signed over its raw bytes like every response.
 *
 * Identity: `type` passport (ICAO TD3 data page), id_card (TD1 card), driving_license (a card
 * without a machine-readable zone) or visa (an MRV-A visa label, document code V, which KYC
 * declines as a type it does not verify); the MRZ carries correct check digits, or with `mrz=invalid` a
 * broken document-number check digit. Dates are YYYY-MM-DD; `country_code` is the issuing country
 * (alpha-2 of a served country), `nationality` its alpha-2 or alpha-3 (default: the issuing one).
 * `variant` picks the layout (label wording, date style, colours); `scan=1` delivers the page as
 * a scanner or phone would (rotation, blur, speckle, JPEG compression; a PDF is then image-only).
 * `look` makes the document look as real ones arrive, a comma-separated list of
 * `security_background` (guilloche line patterns and a rainbow tint, also faintly under the zone),
 * `portrait` (a drawn face and its ghost image), `glare` (a bright reflection), `jpeg` (strong
 * compression artefacts), `perspective` (a phone photo of the card at an angle on a desk),
 * `low_resolution` (the document 600–900 px wide), `blur` and `noise` (sensor noise); `realistic` is all of them.
 * `width` sets the width of the delivered image in pixels (600–4000). Without `look` and `width`
 * the document is drawn as before (a flat page at 600 DPI). A PDF of a photographed document is
 * image-only.
 *
 * Address: a utility bill for `full_name` at `full_address` (commas start new lines) issued on
 * `issue_date` (default today), naming the country of `country_code`.
 */
const flag = z
  .enum(['0', '1', 'true', 'false'], 'must be 0, 1, true or false')
  .transform((value) => value === '1' || value === 'true')

const countryCode = z
  .string('must be a country code')
  .trim()
  .toUpperCase()
  .refine(
    (code) => countries.some((c) => c.alpha2 === code),
    'must be the alpha-2 code of a served country, e.g. DE or GB',
  )

const personName = (fallback: string) =>
  z
    .string('must be text')
    .trim()
    .min(1, 'must not be empty')
    .max(60, 'must be at most 60 characters')
    .regex(...noControlCharacters)
    .default(fallback)

/** What makes a drawn identity document look as real ones arrive (`realistic` = every one). */
export const identityDocumentLooks = [
  'security_background',
  'portrait',
  'glare',
  'jpeg',
  'perspective',
  'low_resolution',
  'blur',
  'noise',
] as const
export type IdentityDocumentLook = (typeof identityDocumentLooks)[number]

/**
 * A comma-separated list of looks (`portrait,glare`); `realistic` stands for all of them. Each
 * name is checked; the result is the list without repeats.
 */
export function lookListSchema<const Look extends string>(looks: readonly [Look, ...Look[]]) {
  return z
    .string('must be a comma-separated list')
    .trim()
    .transform((text) =>
      text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .pipe(
      z
        .array(z.enum([...looks, 'realistic'], `each must be one of ${looks.join(', ')} or realistic`))
        .max(looks.length + 1, 'lists a look twice'),
    )
    .transform((names): Look[] =>
      (names as string[]).includes('realistic') ? [...looks] : [...new Set(names as Look[])],
    )
    .meta({ description: `Comma-separated: ${looks.join(', ')}; or realistic (all of them)` })
}

export const identityDocumentTypes = ['passport', 'id_card', 'driving_license', 'visa'] as const

export const SandboxIdentityDocumentQuerySchema = z.object({
  type: z.enum(identityDocumentTypes, 'must be passport, id_card, driving_license or visa').default('passport'),
  first_name: personName('Erika'),
  last_name: personName('Mustermann'),
  document_number: z
    .string('must be text')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,9}$/, 'must be 1 to 9 letters or digits (the MRZ field)')
    .default('C01X00T47'),
  date_of_birth: IsoDateSchema.default('1983-08-12'),
  expiry_date: IsoDateSchema.optional(),
  issue_date: IsoDateSchema.optional(),
  gender: z.enum(['M', 'F', 'X'], 'must be M, F or X').default('F'),
  nationality: z
    .string('must be a country code')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,3}$/, 'must be an alpha-2 or alpha-3 country code')
    .optional(),
  country_code: countryCode.default('DE'),
  mrz: z.enum(['valid', 'invalid'], 'must be valid or invalid').default('valid'),
  format: z.enum(['png', 'jpg', 'pdf'], 'must be png, jpg or pdf').default('png'),
  variant: z.coerce
    .number('must be a whole number')
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(9999, 'must be at most 9999')
    .default(0),
  scan: flag.default(false),
  look: lookListSchema(identityDocumentLooks).optional(),
  width: z.coerce
    .number('must be a whole number')
    .int('must be a whole number')
    .min(600, 'must be at least 600')
    .max(4000, 'must be at most 4000')
    .optional(),
})
export type SandboxIdentityDocumentQuery = z.infer<typeof SandboxIdentityDocumentQuerySchema>

export const SandboxAddressDocumentQuerySchema = z.object({
  full_name: z
    .string('must be text')
    .trim()
    .min(1, 'must not be empty')
    .max(80, 'must be at most 80 characters')
    .regex(...noControlCharacters)
    .default('Erika Mustermann'),
  full_address: z
    .string('must be text')
    .trim()
    .min(1, 'must not be empty')
    .max(300, 'must be at most 300 characters')
    .regex(...noControlCharacters)
    .default('Heidestrasse 17, 51147 Koeln'),
  country_code: countryCode.default('DE'),
  issue_date: IsoDateSchema.optional(),
  format: z.enum(['png', 'pdf'], 'must be png or pdf').default('png'),
  variant: z.coerce
    .number('must be a whole number')
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(9999, 'must be at most 9999')
    .default(0),
  scan: flag.default(false),
})
export type SandboxAddressDocumentQuery = z.infer<typeof SandboxAddressDocumentQuerySchema>

/** The document's bytes (binary body; Content-Type image/png, image/jpeg or application/pdf). */
export const SandboxDocumentFileSchema = z
  .string()
  .meta({ format: 'binary', description: 'The document as a PNG, JPEG or PDF file' })

import { z } from 'zod'
import { envelope } from '../common'
import { CompanyNameSchema, RegistrationNumberSchema } from '../registry/field-rules'
import { V2CountryCodeSchema } from '../registry/v2-kyb'

/**
 * `POST /sandbox/companies` (embedded upstream only): a company with exactly the officers and owners
 * given, found at once by version 1 and 2 search by name and number, its profile complete.
 */
const personName = z
  .string('must be a string')
  .trim()
  .min(2, 'must be 2 to 256 characters')
  .max(256, 'must be 2 to 256 characters')
const optionalText = (max: number) =>
  z
    .string('must be a string')
    .trim()
    .min(1, 'must not be empty when given')
    .max(max, `must be at most ${max} characters`)
    .optional()
/** A full date (YYYY-MM-DD) or, as registers often publish it, a month (YYYY-MM) or a year. */
const BirthDateSchema = z
  .string('must be a string')
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'must be YYYY-MM-DD, YYYY-MM or YYYY')

export const SandboxOfficerSchema = z.object({
  name: personName,
  designation: optionalText(64),
  nationality: optionalText(64),
  date_of_birth: BirthDateSchema.optional(),
})

export const SandboxOwnerSchema = z.object({
  name: personName,
  nationality: optionalText(64),
  date_of_birth: BirthDateSchema.optional(),
  ownership_percentage: z.number('must be a number').min(0, 'must be 0 to 100').max(100, 'must be 0 to 100').optional(),
})

export const SandboxCompanyBodySchema = z
  .object({
    country_code: V2CountryCodeSchema,
    name: CompanyNameSchema,
    registration_number: RegistrationNumberSchema.optional(),
    officers: z.array(SandboxOfficerSchema, 'must be a list of persons').optional(),
    beneficial_owners: z.array(SandboxOwnerSchema, 'must be a list of persons').optional(),
  })
  .refine((body) => (body.officers?.length ?? 0) + (body.beneficial_owners?.length ?? 0) <= 100, {
    path: ['officers'],
    message: 'officers and beneficial_owners together must be at most 100 persons',
  })
export type SandboxCompanyBody = z.infer<typeof SandboxCompanyBodySchema>

export const SandboxCompanyResponseSchema = envelope(
  z.looseObject({
    company: z.looseObject({ registration_number: z.string(), country_code: z.string(), country_name: z.string() }),
  }),
)

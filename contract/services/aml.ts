import { z } from 'zod'
import { envelope, EmptyDataSchema, requiredId } from '../common'

/**
 * AML screening of a company and of its officers (spec §2.6, §4.1; ADR 0008 "AML status
 * values"). Results are read from status fields of the company profile; the registry profile schemas
 * import the two status schemas below.
 */

/** `aml_request_status` / `company_aml_request_status`: the screening is running or done. */
export const AmlRequestStatusSchema = z.enum(['pending', 'resolved'], 'must be pending or resolved')
export type AmlRequestStatus = z.infer<typeof AmlRequestStatusSchema>

/**
 * `aml_status` / `company_aml_status` and ongoing `match_status`: the outcome of a screening. The
 * profile fields are null before any screening: use `AmlMatchStatusSchema.nullable()` there.
 */
export const AmlMatchStatusSchema = z.enum(['no match', 'potential match'], 'must be "no match" or "potential match"')
export type AmlMatchStatus = z.infer<typeof AmlMatchStatusSchema>

/**
 * `POST /api/performCompanyAml`. `company_id` and `request_id` come from a version 1 search
 * (kyb_request_data entry and request_id); version 2 ids are accepted as well: `company_id` =
 * kyb_response_id, `request_id` = kyb_request_id (ADR 0008).
 */
export const PerformCompanyAmlBodySchema = z.object({
  company_id: requiredId(),
  request_id: requiredId(),
})
export type PerformCompanyAmlBody = z.infer<typeof PerformCompanyAmlBodySchema>

export const PerformCompanyAmlResponseSchema = envelope(z.looseObject({ aml_request_id: z.string().min(1) }))
export type PerformCompanyAmlResponse = z.infer<typeof PerformCompanyAmlResponseSchema>

/**
 * `POST /api/performOfficersAml`: screens one person when `person_name` is given, otherwise all
 * company officers. Same ids as performCompanyAml (version 2 ids accepted).
 */
export const PerformOfficersAmlBodySchema = z.object({
  company_id: requiredId(),
  request_id: requiredId(),
  person_name: z
    .string()
    .trim()
    .min(1, 'must not be empty when given')
    .max(256, 'must be at most 256 characters')
    .optional(),
})
export type PerformOfficersAmlBody = z.infer<typeof PerformOfficersAmlBodySchema>

/** The start response of officer screening carries an empty `data` object. */
export const PerformOfficersAmlResponseSchema = envelope(EmptyDataSchema)
export type PerformOfficersAmlResponse = z.infer<typeof PerformOfficersAmlResponseSchema>

import { z } from 'zod'
import { envelope, requiredId } from '../common'
import { AmlMatchStatusSchema, AmlRequestStatusSchema } from './aml'

/**
 * Extension `GET /api/readAmlResponse?aml_request_id=` (ADR 0008, not in the spec):
 * the hits behind an AML status. Clients treat a 404 from a vendor without it as "not available".
 */
export const ReadAmlResponseQuerySchema = z.object({ aml_request_id: requiredId() })
export type ReadAmlResponseQuery = z.infer<typeof ReadAmlResponseQuerySchema>

/** A score between 0 (no similarity) and 1 (identical). */
const UnitScoreSchema = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1')

/** One feature that contributed to a hit's score, e.g. `{name: 'name', score: 0.93, weight: 0.7}`. */
export const AmlHitFeatureSchema = z.looseObject({
  name: z.string(),
  score: UnitScoreSchema,
  weight: z.number().min(0, 'must not be negative'),
})
export type AmlHitFeature = z.infer<typeof AmlHitFeatureSchema>

export const AmlHitSchema = z.looseObject({
  /** The watch list the entry comes from (a sanctions, PEP or adverse-media list). */
  list: z.string(),
  entry_id: z.string(),
  /** Kind of listed entity, e.g. person or organisation. */
  entity_type: z.string(),
  name: z.string(),
  /** The alias of the entry that matched; null when the primary name matched. */
  matched_alias: z.string().nullable(),
  score: UnitScoreSchema,
  features: z.array(AmlHitFeatureSchema),
  programs: z.array(z.string()),
  remarks: z.string().nullable(),
})
export type AmlHit = z.infer<typeof AmlHitSchema>

export const AmlSubjectTypeSchema = z.enum(['company', 'person'])

export const AmlSubjectSchema = z.looseObject({
  name: z.string(),
  type: AmlSubjectTypeSchema,
  country: z.string().nullable().optional(),
  dob: z.string().nullable().optional(),
})
export type AmlSubject = z.infer<typeof AmlSubjectSchema>

export const AmlResultSchema = z.looseObject({
  aml_request_id: z.string(),
  request_status: AmlRequestStatusSchema,
  /** Null while the screening is pending. */
  match_status: AmlMatchStatusSchema.nullable(),
  subject: AmlSubjectSchema,
  hits: z.array(AmlHitSchema),
})
export type AmlResult = z.infer<typeof AmlResultSchema>

export const ReadAmlResponseSchema = envelope(AmlResultSchema)
export type ReadAmlResponse = z.infer<typeof ReadAmlResponseSchema>

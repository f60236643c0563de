import { z } from 'zod'
import { decisionNoteSchema } from './decision-note'

/**
 * A reviewer's decision on a questionnaire submission (`POST /bff/questionnaires/submissions/:id/decisions`,
 * permission questionnaire:manage): accept it, or send it back (the note says what the business must
 * fix). The vendor API knows no such decision and has no way to tell the business: the proxy keeps
 * the decision (audited), it closes the submission's case in the inbox (ADR 0026), and the desk
 * tells the business itself. A later decision replaces the earlier one.
 */
export const QuestionnaireDecisionActionSchema = z.enum(['accept', 'send_back'], 'must be accept or send_back')
export type QuestionnaireDecisionAction = z.infer<typeof QuestionnaireDecisionActionSchema>

export const questionnaireDecisionLabels: Record<QuestionnaireDecisionAction, string> = {
  accept: 'Accepted',
  send_back: 'Sent back',
}

export const QUESTIONNAIRE_NOTE_MAX = 2000

export const QuestionnaireDecisionBodySchema = z.strictObject({
  action: QuestionnaireDecisionActionSchema,
  note: decisionNoteSchema(QUESTIONNAIRE_NOTE_MAX),
})
export type QuestionnaireDecisionBody = z.infer<typeof QuestionnaireDecisionBodySchema>

export const QuestionnaireSubmissionParamsSchema = z.object({
  questionnaire_request_id: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
})

export const QuestionnaireDecisionSchema = z.object({
  questionnaire_request_id: z.string(),
  action: QuestionnaireDecisionActionSchema,
  note: z.string(),
  actor_email: z.string(),
  at: z.string(),
})
export type QuestionnaireDecision = z.infer<typeof QuestionnaireDecisionSchema>

/** `GET …/decisions`: the submission's current decision, if any. */
export const QuestionnaireDecisionResponseSchema = z.object({ decision: QuestionnaireDecisionSchema.nullable() })
export type QuestionnaireDecisionResponse = z.infer<typeof QuestionnaireDecisionResponseSchema>

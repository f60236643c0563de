/** The current decision on a questionnaire submission (migration 0350-questionnaire-review; ADR 0026). */
export interface QuestionnaireReviewTable {
  questionnaire_request_id: string
  action: string
  note: string
  actor_id: string
  actor_email: string
  at: string
}

export interface QuestionnaireTables {
  questionnaire_review: QuestionnaireReviewTable
}

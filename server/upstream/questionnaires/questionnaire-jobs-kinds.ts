/** Durable job kinds of questionnaire submissions (ADR 0010). */
export const questionnaireJobKinds = {
  /** Read the certificates of one OCR request. */
  ocr: 'questionnaire.ocr',
  /** Look at a submission's checks: the document-based OCR verdict once the KYB check answered, and pending → resolved. */
  settle: 'questionnaire.settle',
} as const

/** Simulated seconds between two looks at a submission's checks while some are pending. */
export const settleSeconds = 5
/** Real milliseconds at least between two looks (a time scale of 0 would otherwise spin). */
export const settleMinimumMs = 100

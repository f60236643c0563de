/** A question's text without a trailing "(optional)" or "(required)": the form adds its own, once. */
export const withoutRequirementNote = (text: string) => text.replace(/\s*\((?:optional|required)\)\s*$/i, '')

/** The label of a question: its text and whether an answer is required, e.g. "Trading name (optional)". */
export const questionLabel = (text: string, required: boolean) =>
  `${withoutRequirementNote(text)} ${required ? '(required)' : '(optional)'}`

import { z } from 'zod'

/** The note every reviewer decision takes (why one decides so): trimmed, required, at most `max` characters. */
export function decisionNoteSchema(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required (why you decide so)' : 'must be text') })
    .trim()
    .min(1, 'is required (why you decide so)')
    .max(max, `must be at most ${max} characters`)
}

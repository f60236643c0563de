import { z } from 'zod'
import type { AmlHit, AmlResult, AmlSubject } from '@contract/services/aml-hits'

/**
 * Fields the embedded upstream adds to a hit and a subject beyond the contract's minimum (the
 * schemas are loose): read leniently, a vendor that leaves them out shows less.
 */
const MatchedTokenSchema = z.object({ subject: z.string(), entry: z.string(), kind: z.string() })
const HitExtrasSchema = z.object({
  /** The version of its list the hit was found in (the embedded upstream's `<published>/<file hash>`). */
  list_version: z.string().nullable().optional().catch(null),
  dates_of_birth: z.array(z.string()).catch([]),
  nationalities: z.array(z.string()).catch([]),
  addresses: z.array(z.string()).catch([]),
  matched_tokens: z.array(MatchedTokenSchema).catch([]),
})
export type MatchedToken = z.infer<typeof MatchedTokenSchema>
export type HitExtras = z.infer<typeof HitExtrasSchema>

export function hitExtras(hit: AmlHit): HitExtras {
  return HitExtrasSchema.parse(hit)
}

/** The lists a screening ran against, each in its version (read leniently: absent from other vendors). */
const ListsScreenedSchema = z.object({
  lists_screened: z
    .array(z.object({ list: z.string(), version: z.string().optional(), published_at: z.string().optional() }))
    .catch([])
    .default([]),
})
export type ListScreened = z.infer<typeof ListsScreenedSchema>['lists_screened'][number]

export function listsScreened(result: AmlResult): ListScreened[] {
  return ListsScreenedSchema.parse(result).lists_screened
}

/** A list and its version as one line: `ofac_sdn (2024-05-03/2da88aa07be8)`. */
export const listWithVersion = (list: string, version: string | null | undefined) =>
  version ? `${list} (version ${version})` : list

const optionalText = z.string().nullable().optional().catch(null)
const SubjectExtrasSchema = z.object({
  nationality: optionalText,
  origin: optionalText,
  role: optionalText,
  company_id: optionalText,
  request_id: optionalText,
})
export type SubjectExtras = z.infer<typeof SubjectExtrasSchema>

export function subjectExtras(subject: AmlSubject): SubjectExtras {
  return SubjectExtrasSchema.parse(subject)
}

/** A word as the matcher compares it: lower-case ASCII letters and digits. */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

export interface NamePart {
  text: string
  /** How this word agreed with the other side (exact, phonetic, typo), or null. */
  match: string | null
}

/** Splits a name into words and marks those that the matcher paired with a word of the other side. */
export function highlightName(name: string, tokens: readonly MatchedToken[], side: 'subject' | 'entry'): NamePart[] {
  const kinds = new Map(tokens.map((t) => [foldWord(t[side]), t.kind]))
  return name.split(/(\s+)/).map((text) => ({ text, match: kinds.get(foldWord(text)) ?? null }))
}

import { createHash } from 'node:crypto'
import type { AmlHit, AmlSubject } from '@contract/services/aml-hits'
import { canonicalJson } from '../audit-trail/canonical-json'

/**
 * What makes a remembered false positive apply again (ADR 0013): the same subject (name folded to
 * lower-case ASCII words, type and date of birth) and the same listed entry with the same content.
 */
export function subjectKeyOf(subject: Pick<AmlSubject, 'name' | 'type' | 'dob'>): string {
  const words = subject.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  return `${subject.type}|${words.join(' ')}|${subject.dob ?? ''}`
}

/** Fields of a hit that describe the listed entry itself (not how it matched this subject). */
const scoringFields = new Set(['score', 'features', 'matched_tokens', 'matched_alias'])

/**
 * sha256 of the listed entry's content as the hit reports it (name, type, programmes, remarks, dates
 * of birth, nationalities, addresses… — every field but the scoring): a changed entry gets a new one.
 */
export function entryFingerprintOf(hit: AmlHit): string {
  const content = Object.fromEntries(Object.entries(hit).filter(([key]) => !scoringFields.has(key)))
  return createHash('sha256').update(canonicalJson(content)).digest('hex')
}

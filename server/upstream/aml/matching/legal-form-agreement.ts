import type { AmlHitFeature } from '@contract/services/aml-hits'
import type { NameToken } from '../../text/name-tokens'

/**
 * Legal forms of two company names, when both give one: the same form (AG = Aktiengesellschaft)
 * agrees; forms of one generic type (Ltd and LLC) nearly; other forms (AG and GmbH) lower the score
 * a little: the same name with another form is often another company of a group, not certainly the
 * listed one.
 */
export interface LegalFormComparison {
  factor: number
  feature: AmlHitFeature | null
}

/** Words of many forms (COMPANY in LIMITED LIABILITY COMPANY and in JOINT STOCK COMPANY) say nothing beside a form of their own. */
const generalWords = new Set(['co', 'corp', 'est'])

export function compareLegalForms(subject: readonly NameToken[], listed: readonly NameToken[]): LegalFormComparison {
  const forms = (tokens: readonly NameToken[]) => {
    const all = tokens.filter((t) => t.role === 'legal_form')
    const own = all.filter((t) => !generalWords.has(t.text))
    return own.length > 0 ? own : all
  }
  const mine = forms(subject)
  const theirs = forms(listed)
  if (mine.length === 0 || theirs.length === 0) return { factor: 1, feature: null }
  if (mine.some((a) => theirs.some((b) => a.text === b.text)))
    return { factor: 1, feature: { name: 'legal_form', score: 1, weight: 0 } }
  if (mine.some((a) => a.generic && theirs.some((b) => b.generic === a.generic)))
    return { factor: 0.97, feature: { name: 'legal_form', score: 0.5, weight: 0.03 } }
  return { factor: 0.92, feature: { name: 'legal_form', score: 0, weight: 0.08 } }
}

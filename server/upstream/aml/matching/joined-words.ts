import type { NameToken } from '../../text/name-tokens'
import { type TokenKeys, type TokenMatchKind } from './token-similarity'

/** A token of a name as the matcher holds it; `joined` tokens stand for several words of their side. */
export type WeightedToken = NameToken & {
  keys: TokenKeys
  weight: number
  /** Why this token equals the other side's word, when it was made from several words. */
  via?: TokenMatchKind
  /** The words it was made from, as written on its side. */
  shown?: string
}

/** Word texts → positions of the tokens whose texts written together give it. */
export type Joins = Map<string, number[]>

const joinable = (t: NameToken) => t.role !== 'legal_form'

/**
 * Two tokens written together in either order (IVAN PETROV = IVANPETROV = PETROVIVAN) and three
 * adjacent ones in their order (DE LA CRUZ = DELACRUZ).
 */
export function joinsOf(tokens: readonly NameToken[]): Joins {
  const joins: Joins = new Map()
  const add = (text: string, at: number[]) => {
    if (!joins.has(text)) joins.set(text, at)
  }
  for (const [i, a] of tokens.entries()) {
    if (!joinable(a)) continue
    for (const [j, b] of tokens.entries()) if (i !== j && joinable(b)) add(a.text + b.text, [i, j])
    const b = tokens[i + 1]
    const c = tokens[i + 2]
    if (b && c && joinable(b) && joinable(c)) add(a.text + b.text + c.text, [i, i + 1, i + 2])
  }
  return joins
}

/** First letters of two or three adjacent name words, in order: JP = JEAN PIERRE. */
export function initialsOf(tokens: readonly NameToken[]): Joins {
  const joins: Joins = new Map()
  for (let i = 0; i < tokens.length; i++) {
    for (const n of [2, 3]) {
      const run = tokens.slice(i, i + n)
      if (run.length === n && run.every((t) => t.role === 'name' && t.text.length > 1) && !joins.has(run.map((t) => t.text[0]).join(''))) {
        joins.set(run.map((t) => t.text[0]).join(''), run.map((_, k) => i + k))
      }
    }
  }
  return joins
}

function merge(tokens: readonly WeightedToken[], at: readonly number[], like: WeightedToken, via: TokenMatchKind): WeightedToken[] {
  const parts = at.map((i) => tokens[i]).filter((t): t is WeightedToken => t !== undefined)
  const merged: WeightedToken = {
    text: like.text,
    role: 'name',
    keys: like.keys,
    weight: parts.reduce((sum, t) => sum + t.weight, 0),
    via,
    shown: parts.map((t) => t.text).join(' '),
  }
  const first = Math.min(...at)
  return tokens.flatMap((t, i) => (i === first ? [merged] : at.includes(i) ? [] : [t]))
}

export interface JoinedSides {
  subject: WeightedToken[]
  candidate: WeightedToken[]
}

/**
 * Both sides with the words one side writes together and the other apart made one token, and (for
 * persons) initials of the subject (JP) made one token with the listed words they begin.
 */
export function joinWords(
  subject: readonly WeightedToken[],
  subjectJoins: Joins,
  candidate: readonly WeightedToken[],
  candidateJoins: () => Joins,
  candidateInitials: (() => Joins) | null,
): JoinedSides {
  let s = [...subject]
  let c = [...candidate]
  const candidateTexts = new Set(c.map((t) => t.text))
  const subjectTexts = new Set(s.map((t) => t.text))
  for (const token of candidate) {
    if (!joinable(token) || subjectTexts.has(token.text) || token.text.length < 4) continue
    const at = subjectJoins.get(token.text)
    if (at && s.length === subject.length) s = merge(s, at, token, 'joined')
  }
  for (const token of subject) {
    if (!joinable(token) || candidateTexts.has(token.text)) continue
    const at = token.text.length >= 4 ? candidateJoins().get(token.text) : undefined
    if (at && c.length === candidate.length) c = merge(c, at, token, 'joined')
    else if (candidateInitials && /^[a-z]{2,3}$/.test(token.text) && c.length === candidate.length) {
      const initials = candidateInitials().get(token.text)
      if (initials) c = merge(c, initials, token, 'initials')
    }
  }
  return { subject: s, candidate: c }
}

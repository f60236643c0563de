import type { NameToken } from '../../text/name-tokens'
import { romanisationKey } from './romanisation-key'
import { type TokenKeys, type TokenMatchKind } from './token-similarity'

/** A token of a name as the matcher holds it; `joined` tokens stand for several words of their side. */
export type WeightedToken = NameToken & {
  keys: TokenKeys
  weight: number
  /** Why this token equals the other side's word, when it was made from several words. */
  via?: TokenMatchKind
  /** The words it was made from, as written on its side. */
  shown?: string
  /** A listed word's number in the matcher's similarity cache. */
  vocab?: number
}

/** Word texts → positions of the tokens whose texts written together give it. */
export type Joins = Map<string, number[]>

/** A word that is no legal form can be part of a word written together. */
const joinable = (t: NameToken) => t.role !== 'legal_form'

/** A single letter joins only a long word (G GINTERNACIONAL), not a syllable (GUG I = GUGI). */
const joinsWell = (a: NameToken, b: NameToken) =>
  (a.text.length > 1 || b.text.length >= 5) && (b.text.length > 1 || a.text.length >= 5)

/**
 * Two name tokens written together in either order (IVAN PETROV = IVANPETROV = PETROVIVAN), a
 * particle with its neighbour in their order (VAN DYKE = VANDYKE) and three adjacent tokens in their
 * order (DE LA CRUZ = DELACRUZ); each also by its romanisation key (TSE TUNG = ZEDONG).
 */
export function joinsOf(tokens: readonly NameToken[]): Joins {
  const joins: Joins = new Map()
  const add = (text: string, at: number[]) => {
    if (!joins.has(text)) joins.set(text, at)
    const key = romanisationKey(text)
    if (key !== null && !joins.has(key)) joins.set(key, at)
  }
  for (const [i, a] of tokens.entries()) {
    if (!joinable(a)) continue
    for (const [j, b] of tokens.entries()) {
      if (i !== j && joinable(b) && joinsWell(a, b) && ((a.role === 'name' && b.role === 'name') || j === i + 1))
        add(a.text + b.text, [i, j])
    }
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
      if (
        run.length === n &&
        run.every((t) => t.role === 'name' && t.text.length > 1) &&
        !joins.has(run.map((t) => t.text[0]).join(''))
      ) {
        joins.set(
          run.map((t) => t.text[0]).join(''),
          run.map((_, k) => i + k),
        )
      }
    }
  }
  return joins
}

function merge(
  tokens: readonly WeightedToken[],
  at: readonly number[],
  like: WeightedToken,
  via: TokenMatchKind,
): WeightedToken[] {
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
  subject: readonly WeightedToken[]
  candidate: readonly WeightedToken[]
}

const hasText = (tokens: readonly NameToken[], text: string) => tokens.some((t) => t.text === text)

/** What one screening may join: the subject's words written together, and its tokens that may stand for several listed words. */
export interface SubjectJoins {
  joins: Joins
  /** Subject tokens that some listed name writes apart (IVANPETROV), or (persons) that may be initials (JP). */
  wholes: readonly WeightedToken[]
}

/**
 * Both sides with the words one side writes together and the other apart made one token, and (for
 * persons) initials of the subject (JP) made one token with the listed words they begin. Returns
 * the sides unchanged (no copy) when nothing joins, as for most names.
 */
export function joinWords(
  subject: readonly WeightedToken[],
  { joins: subjectJoins, wholes }: SubjectJoins,
  candidate: readonly WeightedToken[],
  candidateJoins: () => Joins,
  candidateInitials: (() => Joins) | null,
): JoinedSides {
  let s = subject
  let c = candidate
  if (subjectJoins.size > 0) {
    for (const token of candidate) {
      if (!joinable(token) || token.text.length < 4 || s !== subject) continue
      const exact = subjectJoins.get(token.text)
      const at = exact ?? (token.keys.romanised === null ? undefined : subjectJoins.get(token.keys.romanised))
      if (at && !hasText(subject, token.text)) s = merge(s, at, token, exact ? 'joined' : 'romanisation')
    }
  }
  for (const token of wholes) {
    if (c !== candidate || hasText(candidate, token.text)) continue
    if (token.text.length >= 4) {
      const exact = candidateJoins().get(token.text)
      const at = exact ?? (token.keys.romanised === null ? undefined : candidateJoins().get(token.keys.romanised))
      if (at) c = merge(c, at, token, exact ? 'joined' : 'romanisation')
    } else if (
      candidateInitials &&
      /^[a-z]{2,3}$/.test(token.text) &&
      candidate.some((t) => t.text.length > 1 && t.text[0] === token.text[0])
    ) {
      const initials = candidateInitials().get(token.text)
      if (initials) c = merge(c, initials, token, 'initials')
    }
  }
  return { subject: s, candidate: c }
}

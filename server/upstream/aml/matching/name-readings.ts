import { type SubjectKind, tokenise } from '../../text/name-tokens'
import type { WeightedToken } from './joined-words'
import { keysOf } from './token-similarity'

/** A listed name's token with its comparison keys, before the list's statistics weigh it. */
export type KeyedToken = Omit<WeightedToken, 'weight' | 'vocab'>

/** A name's tokens with their comparison keys. */
export function readName(name: string, kind: SubjectKind): KeyedToken[] {
  return tokenise(name, kind).map((t) => ({ ...t, keys: keysOf(t.text, t.vowelsUnsure) }))
}

/**
 * Listed names read into keyed tokens, each name once: the token statistics and the matcher of one
 * build share the reading, and the next build (after a list change) reads only the names it has
 * not seen. `settle()` after a build forgets the names that build did not read.
 */
export class NameReadings {
  private kept = new Map<string, readonly KeyedToken[]>()
  private read = new Map<string, readonly KeyedToken[]>()

  of(name: string, kind: SubjectKind): readonly KeyedToken[] {
    const key = `${kind}:${name}`
    const tokens = this.read.get(key) ?? this.kept.get(key) ?? readName(name, kind)
    this.read.set(key, tokens)
    return tokens
  }

  settle(): void {
    this.kept = this.read
    this.read = new Map()
  }
}

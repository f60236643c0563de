import type { WeightedToken } from './joined-words'
import type { TokenSimilarity } from './token-similarity'

/** A screening's words get a slot each; a name rarely has more words than this (the rest are compared each time). */
const slotCount = 8

/**
 * The comparisons of one screening's words with listed words, remembered so that a listed word met
 * in many candidate names is compared once per screening. Listed words are numbered when indexed;
 * the memory is two flat arrays of (listed words × slots), reused from one screening to the next
 * (a generation stamp says which cells are this screening's), so remembering allocates nothing.
 */
export class SimilarityCache {
  private readonly ids = new Map<string, number>()
  private stamps = new Int32Array(0)
  private values: Array<TokenSimilarity | null> = []
  private generation = 0
  private readonly slots = new Map<WeightedToken, number>()

  /** The number of a listed word's text, given when it is first indexed. */
  idOf(text: string): number {
    let id = this.ids.get(text)
    if (id === undefined) this.ids.set(text, (id = this.ids.size))
    return id
  }

  /** Starts a screening: what the last one remembered no longer counts. */
  begin(): void {
    const size = this.ids.size * slotCount
    if (this.stamps.length < size) {
      this.stamps = new Int32Array(size)
      this.values = new Array<TokenSimilarity | null>(size).fill(null)
      this.generation = 0
    }
    this.generation++
    this.slots.clear()
  }

  /** The similarity of a screening's word and a listed word (`vocab` its number, if indexed), computed once. */
  similarity(
    token: WeightedToken,
    listed: WeightedToken,
    compute: (token: WeightedToken, listed: WeightedToken) => TokenSimilarity | null,
  ): TokenSimilarity | null {
    let slot = this.slots.get(token)
    if (slot === undefined) this.slots.set(token, (slot = this.slots.size))
    if (listed.vocab === undefined || slot >= slotCount) return compute(token, listed)
    const at = slot * this.ids.size + listed.vocab
    if (this.stamps[at] === this.generation) return this.values[at] ?? null
    const value = compute(token, listed)
    this.stamps[at] = this.generation
    this.values[at] = value
    return value
  }
}

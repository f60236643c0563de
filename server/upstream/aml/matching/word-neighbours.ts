/**
 * The listed words one edit away from a word (a letter dropped, added, replaced, or two neighbours
 * swapped), found through the words with one letter deleted (symmetric deletion): two words one
 * edit apart share such a form, or one is such a form of the other. The candidate index looks a
 * subject's words up by these neighbours too, so a slip in a rare word still finds the listed name
 * when its other word is too common to be looked up (MOHAMMAD GHOAMI finds GHOLAMI, Mohammad).
 */
export class WordNeighbours {
  /** A word with one letter deleted → the listed words it comes from. */
  private readonly byDeletion = new Map<string, string[]>()
  private readonly words = new Set<string>()

  /** Indexes a listed word (four letters or more, letters only; shorter words differ too easily). */
  add(word: string): void {
    if (word.length < 4 || this.words.has(word) || !/^[a-z]+$/.test(word)) return
    this.words.add(word)
    for (const deleted of new Set(deletionsOf(word))) {
      const words = this.byDeletion.get(deleted)
      if (words) words.push(word)
      else this.byDeletion.set(deleted, [word])
    }
  }

  /** Listed words one edit from `word` (not `word` itself), for words of three letters or more. */
  near(word: string): string[] {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) return []
    const found = new Set<string>(this.byDeletion.get(word))
    for (const deleted of deletionsOf(word)) {
      if (this.words.has(deleted)) found.add(deleted)
      for (const listed of this.byDeletion.get(deleted) ?? []) found.add(listed)
    }
    found.delete(word)
    return [...found]
  }
}

function deletionsOf(word: string): string[] {
  const out: string[] = []
  for (let at = 0; at < word.length; at++) out.push(word.slice(0, at) + word.slice(at + 1))
  return out
}

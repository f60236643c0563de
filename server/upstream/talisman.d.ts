declare module 'talisman/metrics/jaro-winkler.js' {
  /** Jaro-Winkler similarity in [0, 1]. */
  const jaroWinkler: (a: string, b: string) => number
  export default jaroWinkler
}
declare module 'talisman/metrics/damerau-levenshtein.js' {
  /** Damerau-Levenshtein edit distance. */
  const damerauLevenshtein: (a: string, b: string) => number
  export default damerauLevenshtein
}
declare module 'talisman/phonetics/double-metaphone.js' {
  /** The primary and alternative Double Metaphone codes of a word. */
  const doubleMetaphone: (word: string) => [string, string]
  export default doubleMetaphone
}

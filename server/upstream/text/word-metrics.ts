/**
 * The two string measures names are compared by, written for screening's hot loop (one screening
 * compares a word with hundreds of listed words): no allocation per call. Same results as talisman's `jaro-winkler` and `damerau-levenshtein ===
 * 1` (the test compares them).
 */

/** Whether `a` and `b` are one edit apart: one letter replaced, added or dropped, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  const la = a.length
  const lb = b.length
  if (la === lb) {
    let first = -1
    for (let i = 0; i < la; i++) {
      if (a.charCodeAt(i) === b.charCodeAt(i)) continue
      if (first >= 0) {
        // A second difference: only the swap of two neighbours (first, i = first + 1) stays one edit.
        if (i !== first + 1 || a[first] !== b[i] || a[i] !== b[first]) return false
        for (let k = i + 1; k < la; k++) if (a.charCodeAt(k) !== b.charCodeAt(k)) return false
        return true
      }
      first = i
    }
    return first >= 0
  }
  if (Math.abs(la - lb) !== 1) return false
  const [long, short] = la > lb ? [a, b] : [b, a]
  let i = 0
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++
  for (let k = i; k < short.length; k++) if (long.charCodeAt(k + 1) !== short.charCodeAt(k)) return false
  return true
}

let matchedAt = new Int32Array(64)
let taken = new Uint8Array(64)

/** The Jaro score (transpositions halved and rounded down, as talisman counts them). */
function jaro(a: string, b: string): number {
  if (a === b) return 1
  const [max, min] = a.length > b.length ? [a, b] : [b, a]
  if (max.length > taken.length) {
    taken = new Uint8Array(max.length * 2)
    matchedAt = new Int32Array(max.length * 2)
  }
  const range = Math.max(((max.length / 2) | 0) - 1, 0)
  taken.fill(0, 0, max.length)
  let matches = 0
  for (let i = 0; i < min.length; i++) {
    const code = min.charCodeAt(i)
    const end = Math.min(i + range + 1, max.length)
    matchedAt[i] = -1
    for (let j = Math.max(i - range, 0); j < end; j++) {
      if (taken[j] === 0 && max.charCodeAt(j) === code) {
        matchedAt[i] = j
        taken[j] = 1
        matches++
        break
      }
    }
  }
  if (matches === 0) return 0
  // The matched letters of each side in their order; a position where they differ is half a transposition.
  let transpositions = 0
  let j = 0
  for (let i = 0; i < min.length; i++) {
    if (matchedAt[i] === -1) continue
    while (taken[j] === 0) j++
    if (min.charCodeAt(i) !== max.charCodeAt(j)) transpositions++
    j++
  }
  const t = (transpositions / 2) | 0
  return (matches / a.length + matches / b.length + (matches - t) / matches) / 3
}

/** The Jaro-Winkler score: Jaro, raised for a common prefix of up to four letters when Jaro ≥ 0.7. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1
  const score = jaro(a, b)
  if (score < 0.7) return score
  const limit = Math.min(a.length, b.length, 4)
  let prefix = 0
  while (prefix < limit && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++
  return score + prefix * 0.1 * (1 - score)
}

import { readFileSync } from 'node:fs'

/**
 * One spelling for the ways Chinese and Korean names are romanised: pinyin and Wade-Giles
 * (ZEDONG = TSE-TUNG, XIAOPING = HSIAO-P'ING), Revised Romanisation and McCune-Reischauer (JEONG-EUN =
 * JONG-UN, GIM = KIM). The rewritings are the table `data/romanisations.tsv` (see data/README.md),
 * applied in its order. Only a word made of syllables these systems write (an optional initial, one
 * to three vowels, an optional final n, ng, m, l, k, p, t, h or r) gets a key: GONZALEZ gets none.
 */
const rules: ReadonlyArray<[RegExp, string]> = readFileSync(
  new URL('./data/romanisations.tsv', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [pattern, becomes] = line.split('\t')
    if (!pattern || becomes === undefined) throw new Error(`romanisations.tsv: a line without two columns: ${line}`)
    return [new RegExp(pattern, 'g'), becomes]
  })

const syllables =
  /^(?:(?:zh|ch|sh|ts|tz|hs|ss|sz|kk|tt|pp|jj|[bpmfdtnlgkhjqxzcsryw])?[aeiou]{1,3}(?:ng|n|m|l|k|p|t|h|r)?){1,4}$/

/** The romanisation key of a lower-case word, or null when it is no sequence of such syllables (or over 14 letters). */
export function romanisationKey(word: string): string | null {
  if (word.length < 2 || word.length > 14 || !syllables.test(word)) return null
  let key = word
  for (const [pattern, becomes] of rules) key = key.replace(pattern, becomes)
  return key.replace(/(.)\1+/g, '$1')
}

/** Spellings only these systems use (EO, HS, TZ, ZH, X, Q, a final IH, UNG, NG…): without one, D / T is another name (DINA / TINA). */
const distinctive = /eo|eu|hs|tz|zh|x|q|ih$|ieh|ueh|erh|ung|ng$|ong/

/** Two words are one name in two romanisations: the same key, and one of them spelt as only these systems spell. */
export function romanisedAlike(a: string, keyA: string | null, b: string, keyB: string | null): boolean {
  return keyA !== null && keyA === keyB && (distinctive.test(a) || distinctive.test(b))
}

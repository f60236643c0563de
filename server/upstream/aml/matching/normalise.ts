import anyAscii from 'any-ascii'
import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'

/**
 * Name normalisation for screening (ADR 0006): every script transliterated to ASCII (any-ascii),
 * lower case, punctuation removed, honorifics dropped, legal forms of companies made equivalent,
 * and Arabic name particles written one way. Numbers and short tokens are kept: they tell
 * "11420 CORP" from "BELLETECH CORP".
 */

export type SubjectKind = 'person' | 'company'

/** How a token counts: `name` tokens carry the match, `particle` and `legal_form` tokens never make a hit alone. */
export type TokenRole = 'name' | 'particle' | 'legal_form'

export interface NameToken {
  text: string
  role: TokenRole
}

const honorifics = new Set([
  'mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'professor', 'sir', 'dame', 'lord', 'lady', 'sheikh', 'shaykh', 'sheik', 'haji', 'hajji',
  'mullah', 'mulla', 'maulana', 'maulvi', 'imam', 'gen', 'general', 'col', 'colonel', 'capt', 'captain', 'major', 'brig', 'lt', 'rev',
  'herr', 'frau', 'mme', 'mlle', 'sr', 'sra', 'don', 'dona', 'hon', 'eng', 'ing',
])

/** Joining particles of names: kept for display, weightless for matching. */
const particles = new Set(['al', 'el', 'ul', 'bin', 'ibn', 'bint', 'ben', 'de', 'da', 'del', 'della', 'der', 'den', 'van', 'von', 'la', 'le', 'du', 'dos', 'das', 'di', 'y', 'e', 'of', 'the', 'and', 'for', 'und', 'et', 'a', 'an'])

/**
 * Legal forms of several words, written in canonical words (after legalFormWords), longest first:
 * LIMITED LIABILITY COMPANY = LTD LIABILITY CO = LLC; JOINT STOCK COMPANY = JSC…
 */
const legalFormPhrases: Array<[string[], string]> = [
  [['public', 'joint', 'stock', 'co'], 'pjsc'],
  [['closed', 'joint', 'stock', 'co'], 'cjsc'],
  [['open', 'joint', 'stock', 'co'], 'ojsc'],
  [['joint', 'stock', 'co'], 'jsc'],
  [['ltd', 'liability', 'co'], 'llc'],
  [['ltd', 'liability', 'partnership'], 'llp'],
  [['public', 'ltd', 'co'], 'plc'],
  [['s', 'a', 'de', 'c', 'v'], 'sa de cv'],
  [['sa', 'de', 'cv'], 'sa de cv'],
  [['s', 'a', 'r', 'l'], 'sarl'],
  [['s', 'a', 'l'], 'sal'],
  [['s', 'r', 'l'], 'srl'],
  [['s', 'p', 'a'], 'spa'],
  [['s', 'a'], 'sa'],
  [['b', 'v'], 'bv'],
  [['n', 'v'], 'nv'],
  [['a', 'g'], 'ag'],
  [['l', 'l', 'c'], 'llc'],
  [['e', 'i', 'r', 'l'], 'eirl'],
  [['sp', 'z', 'o', 'o'], 'spzoo'],
  [['private', 'ltd'], 'pvt ltd'],
  [['societe', 'anonyme'], 'sa'],
  [['sociedad', 'anonima'], 'sa'],
]

const legalFormWords = new Map<string, string>([
  ['limited', 'ltd'], ['ltd', 'ltd'], ['company', 'co'], ['co', 'co'], ['corporation', 'corp'], ['corp', 'corp'],
  ['incorporated', 'inc'], ['inc', 'inc'], ['llc', 'llc'], ['llp', 'llp'], ['plc', 'plc'], ['gmbh', 'gmbh'], ['ag', 'ag'],
  ['sa', 'sa'], ['sarl', 'sarl'], ['srl', 'srl'], ['spa', 'spa'], ['bv', 'bv'], ['nv', 'nv'], ['jsc', 'jsc'], ['pjsc', 'pjsc'],
  ['ojsc', 'ojsc'], ['cjsc', 'cjsc'], ['ooo', 'ooo'], ['oao', 'oao'], ['zao', 'zao'], ['pao', 'pao'], ['ao', 'ao'], ['tov', 'tov'],
  ['as', 'as'], ['ab', 'ab'], ['oy', 'oy'], ['aps', 'aps'], ['kg', 'kg'], ['kft', 'kft'], ['sas', 'sas'], ['lda', 'lda'],
  ['pte', 'pte'], ['pty', 'pty'], ['pvt', 'pvt'], ['fze', 'fze'], ['fzco', 'fzco'], ['fzc', 'fzc'], ['sdn', 'sdn'], ['bhd', 'bhd'],
  ['tbk', 'tbk'], ['kk', 'kk'], ['sal', 'sal'], ['eirl', 'eirl'], ['cv', 'cv'], ['ltda', 'ltda'], ['cia', 'co'], ['compania', 'co'], ['societe', 'co'], ['sociedad', 'co'],
  ['est', 'est'], ['establishment', 'est'], ['spzoo', 'spzoo'], ['gesellschaft', 'gmbh'],
])

/** Arabic name particles glued or spaced several ways: `abd al rahman`, `abdul rahman`, `abdel rahman` → `abdul rahman`. */
function joinArabicParticles(words: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? ''
    const next = words[i + 1]
    if (word === 'abd' && next !== undefined && ['al', 'el', 'ul', 'ol', 'ar', 'as', 'an', 'ad', 'ur'].includes(next)) {
      out.push('abdul')
      i++
    } else if (['abdel', 'abdal', 'abdol', 'abdoul', 'abdur', 'abdar', 'abdil'].includes(word)) out.push('abdul')
    else out.push(word)
  }
  return out
}

/** Lower-case ASCII words of `name`: transliterated, apostrophes removed inside words, other punctuation as spaces. */
export function asciiWords(name: string): string[] {
  const ascii = anyAscii(name)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/(\w)['’`´](\w)/g, '$1$2')
    // Dotted initials are one word: H.L.P. = HLP, S.A. = SA, C.V. = CV.
    .replace(/\b(?:[a-z]\.){2,}/g, (initials) => `${initials.replace(/\./g, '')} `)
  return ascii.split(/[^a-z0-9]+/).filter((w) => w.length > 0)
}

/** Long legal-form words with one letter wrong or two swapped (LIMITDE, COMAPNY) are still legal forms. */
const longLegalForms = ['limited', 'company', 'corporation', 'incorporated', 'gesellschaft']
function misspeltLegalForm(word: string): string | undefined {
  if (word.length < 6) return undefined
  const near = longLegalForms.find((form) => Math.abs(form.length - word.length) <= 1 && damerauLevenshtein(form, word) === 1)
  return near ? legalFormWords.get(near) : undefined
}

function legalFormsOf(words: string[]): NameToken[] {
  const canonical = words.map((word) => legalFormWords.get(word) ?? misspeltLegalForm(word) ?? word)
  const out: NameToken[] = []
  let i = 0
  outer: while (i < canonical.length) {
    for (const [phrase, form] of legalFormPhrases) {
      if (phrase.every((p, k) => canonical[i + k] === p)) {
        for (const part of form.split(' ')) out.push({ text: part, role: 'legal_form' })
        i += phrase.length
        continue outer
      }
    }
    const word = canonical[i] ?? ''
    const isForm = legalFormWords.get(words[i] ?? '') !== undefined || misspeltLegalForm(words[i] ?? '') !== undefined
    out.push({ text: word, role: isForm ? 'legal_form' : particles.has(word) ? 'particle' : 'name' })
    i++
  }
  return out
}

/**
 * The tokens of a name for screening. Persons: honorifics dropped, particles marked. Companies: legal
 * forms made canonical and marked. A word that is a legal form in the middle of a company name
 * ("CO" in "CO-OP BANK") is still marked; it only ever loses weight, never the name's meaning.
 */
export function tokenise(name: string, kind: SubjectKind): NameToken[] {
  const words = joinArabicParticles(asciiWords(name))
  if (kind === 'company') return legalFormsOf(words)
  return words.filter((w) => !honorifics.has(w)).map((text) => ({ text, role: particles.has(text) ? 'particle' : 'name' }))
}

/**
 * A spelling-insensitive key of a word, for transliteration variants: common digraphs folded
 * (kh→h, ph→f, ou→u…), y→i, doubled letters collapsed, then the consonant skeleton kept after the
 * first letter. MUHAMMAD / MOHAMMED / MOKHAMMED → `mhmd`; YURIY / YURI → `ir`.
 */
export function skeletonKey(word: string): string {
  if (/\d/.test(word)) return word
  const folded = word
    .replace(/kh/g, 'h')
    .replace(/ph/g, 'f')
    .replace(/(dzh|dj|zh)/g, 'j')
    .replace(/(sch|sh|ch)/g, 'sh')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1')
  const initial = folded[0] ?? ''
  const first = 'aeiou'.includes(initial) ? 'a' : initial
  return first + folded.slice(1).replace(/[aeiou]/g, '').replace(/(.)\1+/g, '$1')
}

import anyAscii from 'any-ascii'
import { oneEditApart } from './word-metrics'
import { asciiWords } from './ascii-words'
import { type LegalForm, legalFormOf, longestFormFrom } from './legal-forms'
import { numbersAsDigits } from './number-words'

/**
 * The words of a person's or a company's name as screening and certificate comparison read them
 * (ADR 0022): every script transliterated (any-ascii; the Arabic article written apart), a legal
 * form glued to the name split off (AcmeAG), digits standing for letters read as
 * letters (1van Petr0v), numbers written as words or ordinals made digits (Forty-Four = 44, First =
 * 1st = 1), honorifics and titles dropped, repeated words said once. Companies: legal forms made
 * their compare name and marked (Aktiengesellschaft = AG), words in parentheses marked as qualifiers
 * (Acme (Schweiz) AG).
 */

export type SubjectKind = 'person' | 'company'

/** How a token counts: `name` tokens carry the match; `particle` and `legal_form` tokens never make a hit alone. */
export type TokenRole = 'name' | 'particle' | 'legal_form'

/** The rewriting that made a token what it is, named in a hit's matched words. */
export type TokenRule = 'leetspeak' | 'number' | 'legal_form'

export interface NameToken {
  text: string
  role: TokenRole
  rule?: TokenRule
  /**
   * Written in a script whose Latin vowels are guesses: without vowels (Arabic, Hebrew: MHMD) or
   * with vowels romanised many ways (Khmer, Thai, Lao, Burmese). Its consonants are what counts.
   */
  vowelsUnsure?: true
  /** A legal form's generic type (`jsc`, `llc`…). */
  generic?: string
}

const honorifics = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'prof',
  'professor',
  'sir',
  'dame',
  'lord',
  'lady',
  'sheikh',
  'shaykh',
  'sheik',
  'haji',
  'hajji',
  'mullah',
  'mulla',
  'maulana',
  'maulvi',
  'imam',
  'gen',
  'general',
  'col',
  'colonel',
  'capt',
  'captain',
  'major',
  'brig',
  'lt',
  'rev',
  'herr',
  'frau',
  'mme',
  'mlle',
  'sr',
  'sra',
  'don',
  'dona',
  'honourable',
  'honorable',
  'eng',
  'ing',
  'president',
  'vice',
  'minister',
  'senator',
  'ambassador',
  'judge',
  'governor',
  'mayor',
  'marshal',
  'admiral',
  'sergeant',
  'lieutenant',
  'commander',
  'excellency',
  'his',
  'her',
  'hrh',
  'mx',
  'jr',
  'junior',
  'snr',
  'senior',
  'ayatollah',
  'ayatullah',
  'hojatoleslam',
  'sayyid',
  'sayed',
  'syed',
  'mufti',
  'prince',
  'princess',
  'brigadier',
  'highness',
  'majesty',
  'sheikha',
])

/** Titles of two words whose first word is also a name (FIELD MARSHAL; KING and FIELD are surnames too). */
const twoWordTitles = new Set([
  'field marshal',
  'his excellency',
  'her excellency',
  'his highness',
  'her highness',
  'his majesty',
  'her majesty',
])

/**
 * Joining particles of names: kept for display, weightless for matching (`bn` is BIN as any-ascii
 * writes Arabic; AD, AR, AS… the Arabic article before some letters: AZ-ZAWAHIRI).
 */
const particles = new Set([
  'al',
  'el',
  'ul',
  'ad',
  'ar',
  'as',
  'at',
  'az',
  'ash',
  'adh',
  'ath',
  'bin',
  'ibn',
  'bn',
  'bint',
  'ben',
  'de',
  'da',
  'del',
  'della',
  'der',
  'den',
  'van',
  'von',
  'la',
  'le',
  'du',
  'dos',
  'das',
  'di',
  'y',
  'e',
  'of',
  'the',
  'and',
  'for',
  'und',
  'et',
  'a',
  'an',
])

/** Arabic name particles glued or spaced several ways: `abd al rahman`, `abdul rahman`, `abdel rahman`, `abderrahman` → `abdul rahman`. */
function joinArabicParticles<T extends { text: string }>(words: T[]): T[] {
  const out: T[] = []
  for (let i = 0; i < words.length; i++) {
    const word = words[i]
    if (!word) continue
    const next = words[i + 1]?.text
    if (
      word.text === 'abd' &&
      next !== undefined &&
      ['al', 'el', 'ul', 'ol', 'ar', 'as', 'an', 'ad', 'ur'].includes(next)
    ) {
      out.push({ ...word, text: 'abdul' })
      i++
    } else if (['abdel', 'abdal', 'abdol', 'abdoul', 'abdur', 'abdar', 'abdil'].includes(word.text))
      out.push({ ...word, text: 'abdul' })
    // Glued to the next name, with the article assimilated: ABDERRAHMAN, ABDELAZIZ = ABDULRAHMAN, ABDULAZIZ.
    else
      out.push({
        ...word,
        text: word.text
          .replace(/^abd(?:oul|al|el|ul|ol|ur|er|ar|ir|u|e|a|i)(?=[a-z]{3})(?!lah$|llah$)/, 'abdul')
          .replace(/^abdul(r|n|s|d|z|t|sh)\1/, 'abdul$1'),
      })
  }
  return out
}

/** Digits that stand for letters inside a word: 1VAN, PETR0V, I9OR. */
const leet: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '2': 'z',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
}

function unleet(word: string): string {
  return word.replace(/\d/g, (d) => leet[d] ?? d)
}

/** A word of letters and digits that is no ordinal (1ST) and no code of mostly digits (A320): digits read as letters. */
function isLeet(word: string): boolean {
  if (!/\d/.test(word) || /^\d+(?:st|nd|rd|th)$/.test(word)) return false
  const letters = word.match(/[a-z]/g)?.length ?? 0
  return letters >= 1 && word.length - letters <= letters + 1
}

interface Word {
  text: string
  qualifier: boolean
  vowelsUnsure?: true
}

const vowelsUnsureScript = /[\u0590-\u08FF\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF]/
/** Chinese, Japanese and Korean, which any-ascii writes one capitalised syllable after another. */
const syllabicScript = /[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/

/**
 * One word of the name as ASCII words: a capitalised legal form glued to a name split off (AcmeAG,
 * AcmeGmbH); a name in Chinese, Japanese or Korean script as its first syllable (the family name)
 * and the rest as one word (习近平 = XI JINPING). Other words written together (IvanPetrov) stay
 * one word: the matcher knows the listed words they join.
 */
function asciiOf(word: string): string[] {
  const ascii = anyAscii(word)
  if (syllabicScript.test(word)) {
    const [first, ...rest] = ascii.split(/(?=[A-Z])/)
    return asciiWords(first ?? '').concat(rest.length > 0 ? asciiWords(rest.join('')) : [])
  }
  const glued = /^(.*[a-z])([A-Z][A-Za-z]*)$/.exec(ascii)
  const form = glued?.[2]
  if (glued?.[1] && form && form.length >= 2 && /[A-Z]$/.test(form) && legalFormOf([form.toLowerCase()]))
    return [...asciiWords(glued[1]), form.toLowerCase()]
  return asciiWords(ascii)
}

/**
 * Words of `name` before roles: the Arabic article apart (الأسد = AL ASAD), a percent sign read out
 * (3%ERS = 3 PERCENTERS), parenthesised words marked, words from a script whose Latin vowels are guesses marked.
 */
function wordsOf(name: string): Word[] {
  const text = name
    .replace(/(^|[\s\-–])\u0627\u0644(?=[\u0621-\u064A])/g, '$1al ')
    .replace(/(\d)\s*%\s*/g, '$1 percent')
  return text.split(/[()[\]]/).flatMap((part, at) =>
    part.split(/\s+/).flatMap((word) =>
      asciiOf(word).map((ascii): Word => ({
        text: ascii,
        qualifier: at % 2 === 1,
        ...(vowelsUnsureScript.test(word) ? { vowelsUnsure: true as const } : {}),
      })),
    ),
  )
}

interface RuledWord extends Word {
  rule?: TokenRule
}

function numbered(words: Word[]): RuledWord[] {
  const texts = words.map((w) => (isLeet(w.text) ? unleet(w.text) : w.text))
  let at = 0
  return numbersAsDigits(texts).map((n) => {
    const first = words[at] ?? { text: n.text, qualifier: false }
    at += n.count
    const rule: TokenRule | undefined =
      n.number && n.text !== first.text ? 'number' : isLeet(first.text) ? 'leetspeak' : undefined
    return {
      text: n.text,
      qualifier: first.qualifier,
      ...(rule ? { rule } : {}),
      ...(first.vowelsUnsure ? { vowelsUnsure: true as const } : {}),
    }
  })
}

/** A word repeated at once said once: "Ivan Ivan Petrov" is "Ivan Petrov" (AHMAD MUHAMMAD AHMAD keeps both). */
function once<T extends { text: string }>(tokens: T[]): T[] {
  return tokens.filter((t, at) => at === 0 || tokens[at - 1]?.text !== t.text)
}

/** Long words of legal forms with one letter wrong or two swapped (LIMITDE, COMAPNY, LIABILTY) are read as meant. */
const longLegalWords = [
  'limited',
  'company',
  'corporation',
  'incorporated',
  'liability',
  'partnership',
  'aktiengesellschaft',
  'gesellschaft',
  'aktsionernoe',
  'aktsionernoye',
  'obshchestvo',
  'obschestvo',
  'otkrytoe',
  'otkrytoye',
  'zakrytoe',
  'zakrytoye',
  'otvetstvennostyu',
  'sociedad',
  'anonima',
  'responsabilidad',
]
function spelledRight(word: string): string {
  if (word.length < 6) return word
  return longLegalWords.find((form) => oneEditApart(form, word)) ?? word
}

/**
 * A long word of a legal form split in two (LIM ITED, LIABIL ITY, LI MITED) is one word, read as meant
 * when misspelt; neither half may be a legal form itself (CO MPANY stays as written).
 */
function rejoined(words: RuledWord[]): RuledWord[] {
  const out: RuledWord[] = []
  for (const word of words) {
    const last = out.at(-1)
    const joined = last ? spelledRight(last.text + word.text) : ''
    if (last && longLegalWords.includes(joined) && !legalFormOf([last.text]) && !legalFormOf([word.text]))
      out[out.length - 1] = { ...last, text: joined }
    else out.push(word)
  }
  return out
}

/** Long legal-form words glued before the name's next word: LIMITED LIABILITY COMPANYSPUTNIK. */
const gluedBefore = ['limited', 'company', 'corporation', 'incorporated', 'liability', 'aktiengesellschaft']
function ungluedBefore(words: RuledWord[]): RuledWord[] {
  return words.flatMap((word) => {
    const form = gluedBefore.find((f) => word.text.length >= f.length + 3 && word.text.startsWith(f))
    return form
      ? [
          { ...word, text: form },
          { ...word, text: word.text.slice(form.length) },
        ]
      : [word]
  })
}

/** Legal forms glued to the name's last word: NERO DRINKS COMPANYLIMITED. Only forms of four letters or more. */
const gluedForms = ['limited', 'company', 'corporation', 'incorporated', 'gmbh', 'sarl', 'ltda', 'aktiengesellschaft']
function unglued(words: RuledWord[]): RuledWord[] {
  const last = words.at(-1)
  const form = last ? gluedForms.find((f) => last.text.length >= f.length + 3 && last.text.endsWith(f)) : undefined
  if (!last || !form) return words
  return [
    ...unglued([...words.slice(0, -1), { ...last, text: last.text.slice(0, -form.length) }]),
    { ...last, text: form },
  ]
}

/** Runs of single letters are one word in a company name: S A = SA, B V = BV. */
function joinLetters(words: RuledWord[]): RuledWord[] {
  const out: RuledWord[] = []
  let run = false
  for (const word of words) {
    const last = out.at(-1)
    const letter = /^[a-z]$/.test(word.text)
    if (letter && run && last) out[out.length - 1] = { ...last, text: last.text + word.text }
    else out.push(word)
    run = letter
  }
  return out
}

interface Found {
  words: RuledWord[]
  form: LegalForm | undefined
}

/**
 * Legal forms found in a company's words, longest first. A short single word (AG, SA, SPA, VAT) is a
 * legal form only among the forms that open or close the name, never in its middle.
 */
function legalFormsOf(written: RuledWord[]): NameToken[] {
  const words = unglued(ungluedBefore(rejoined(written))).map((w) => ({ ...w, text: spelledRight(w.text) }))
  const found: Found[] = []
  let i = 0
  while (i < words.length) {
    let match: Found | undefined
    for (let n = Math.min(longestFormFrom(words[i]?.text ?? ''), words.length - i); n >= 1 && !match; n--) {
      const slice = words.slice(i, i + n)
      const form = legalFormOf(slice.map((w) => w.text))
      if (form) match = { words: slice, form }
    }
    found.push(match ?? { words: words.slice(i, i + 1), form: undefined })
    i += match?.words.length ?? 1
  }
  const lead = found.findIndex((f) => !f.form)
  const trail = found.findLastIndex((f) => !f.form)
  return found.flatMap((f, at): NameToken[] => {
    const edge = lead === -1 || at < lead || at > trail
    const long = f.words.length > 1 || (f.words[0]?.text.length ?? 0) >= 6
    if (f.form && (edge || long))
      return [{ text: f.form.form, role: 'legal_form', rule: 'legal_form', generic: f.form.generic }]
    return f.words.map((w) => token(w, w.qualifier || particles.has(w.text) ? 'particle' : 'name'))
  })
}

function token(word: RuledWord, role: TokenRole): NameToken {
  return {
    text: word.text,
    role,
    ...(word.rule ? { rule: word.rule } : {}),
    ...(word.vowelsUnsure ? { vowelsUnsure: word.vowelsUnsure } : {}),
  }
}

/**
 * The tokens of a name for screening. Persons: honorifics dropped, particles marked. Companies:
 * legal forms made canonical and marked, qualifiers in parentheses weightless.
 */
export function tokenise(name: string, kind: SubjectKind): NameToken[] {
  const words = joinArabicParticles(numbered(wordsOf(name)))
  if (kind === 'company') return once(legalFormsOf(joinLetters(words)))
  const named = words.filter(
    (w, at) => !honorifics.has(w.text) && !twoWordTitles.has(`${w.text} ${words[at + 1]?.text ?? ''}`),
  )
  // A single letter opening a name is an initial (E. HADZIHASANOVIC), not the particle E or Y.
  return once(
    named.map((w, at) => token(w, particles.has(w.text) && !(at === 0 && w.text.length === 1) ? 'particle' : 'name')),
  )
}

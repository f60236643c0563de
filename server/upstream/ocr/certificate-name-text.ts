import { normaliseName } from '../registry/normalise'
import { tokenise } from '../text/name-tokens'
import { itemMark, opensWithOtherLabel } from './certificate-labels'
import { endsWithLegalForm } from './certificate-legal-forms'
import { jurisdictionByCode } from '../registry/served-countries'

/** What a value read for a company's name is made of: where running text ends it, and what is no name. */

/**
 * Words that end a name written in running text ("X is this day incorporated"; "is" also as OCR
 * reads it: "1s", "ls"; "this day" where OCR glued "is" to the word before, ADR 0069).
 */
export const nameEnd =
  /(?:\s+(?:[i1l|]s|this\s+day|was|has\s+been|having|which|whose|with|ist|im\s+handelsregister|wurde|est|a\s+[ée]t[ée]|è|es|ha\s+sido|registered\s+under|incorporated)\b|\s*\(the\s+company\)|\s*\(hereinafter|,\s+(?:a|an)\s).*$/iu

/**
 * A phrase that refers to a company instead of naming it: an article followed by a lower-case word
 * ("Die vorstehende Gesellschaft", "the above company", "la société"); names capitalise their words.
 */
function isDescriptiveReference(name: string): boolean {
  const firstWordLowered = name.replace(/^\p{L}+/u, (word) => word.toLowerCase())
  return /^(?:the|this|that|die|der|das|diese|la|le|les|cette|el|esta|il|questa|de|het|deze)\s+\p{Ll}/u.test(
    firstWordLowered,
  )
}

/**
 * Phrases whose line is not a company's name although it may contain legal-form words; with the
 * titles registries give their certificates and extracts in the served languages (ADR 0064: a
 * bilingual page's other title, `Bewijs van inschrijving`, `Auszug`, `Todistus`); the kind of
 * company an English title names (`… of a Private Limited Company`, ADR 0111: a bilingual title's
 * row read as one line, `Eintragung a Private Limited Company`), which no company's name holds.
 */
export const notAName =
  /\b(?:above|below|aforementioned|ci-dessus|vorstehende|obige|hierboven)\b|\b(?:auszug|uittreksel|extrait|estratto|extracto|extract\s+from|certid[ãa]o|certificado|certificato|bescheinigung|bewijs\s+van|todistus|intyg|registerutskrift|firmaattest|za[śs]wiadczenie|v[ýy]pis)\b|certificat|certify|certifies|registrar|companies\s+act|companies\s+house|\bregist(?:er|ry)\b|incorporat|hereby|pursuant|\bact\s+\d{4}|page\s+\d|signature|seal|date|issued|authori[sz]ed|limited\s+by\s+shares|liability\s+of\s+the\s+members|\ban?\s+(?:private|public)\s+(?:limited\s+)?company\b/iu

/**
 * Whether `name` names one of the country's registries ("Texas Secretary of State"): a certificate
 * prints its issuer's name, often where a value stands in a form, and no company bears it (ADR 0045).
 */
function namesRegistry(name: string, countryCode: string): boolean {
  const normalised = ` ${normaliseName(name)} `
  return (jurisdictionByCode(countryCode)?.spec.registries ?? []).some((registry) =>
    normalised.includes(` ${normaliseName(registry)} `),
  )
}

/**
 * Words that open a certificate's clause ("hereby certifies that X", "Hierbij wordt verklaard dat
 * X", "bescheinigt, dass X"): a line holding one is a sentence, not a name (ADR 0045).
 */
export const clauseWord = /(?:^|\s)(?:that|dass|dat|que|che|att|że|hereby|hiermit|hierbij|wordt|wird)(?=\s)/iu

/**
 * Whether a value's words name a company by their own letters (ADR 0064): a name has words besides
 * particles and legal forms, with a letter among them (not `a Private Limited Company`, a title's
 * line; not `5 AT`); name words of one or two small letters only are noise whatever follows (`ee
 * A ee Se`: a signature's strokes read as letters, `SE` a legal form); and a name with no legal
 * form has a capital letter and a word of three letters or more (not `ie a`, `To a`: OCR's junk
 * after a sentence or under a signature). Names are written with capitals, and with no legal form
 * to tell them, a fragment of one or two letters is noise.
 */
function hasNameWords(name: string): boolean {
  const tokens = tokenise(name, 'company')
  const words = tokens.filter((token) => token.role === 'name')
  if (!words.some((word) => /\p{L}/u.test(word.text))) return false
  const long = words.some((word) => /\p{L}{3}/u.test(word.text))
  if (tokens.some((token) => token.role === 'legal_form')) return long || /[\p{Lu}\p{N}]/u.test(nameWordsOf(name))
  return long && /\p{Lu}/u.test(name)
}

/** The words of `name` as printed that tokenise as name words (its case kept). */
function nameWordsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => tokenise(word, 'company').some((token) => token.role === 'name'))
    .join(' ')
}

/**
 * Whether a value read for the name is none: boilerplate, a reference to the company, the registry's
 * name, another field's label (a table's heading row, a grid's next label, ADR 0064) or no name's words.
 */
export function isNotAName(name: string, countryCode: string): boolean {
  return (
    notAName.test(name) ||
    isDescriptiveReference(name) ||
    namesRegistry(name, countryCode) ||
    (opensWithOtherLabel(name) && !endsWithLegalForm(name, countryCode)) ||
    !hasNameWords(name)
  )
}

/**
 * Whether a name as read holds a character OCR misread (ADR 0075): a currency or section sign
 * (`£`, `¢`, `¤`, `¥`, `§`, `¶`), which no company's name holds (an ampersand or a letter read as
 * one: `Dvořák £ Šťastný`, `Jurong -£ast`); a bar or bracket between two letters (`Wi|son`), inside
 * a word no name puts one; a sign standing alone between words other than those names join words
 * with (`&`, `+`, `-`, dashes, `/`, `·`): `Dvořák « Šťastný`; a dotless `ı` where the country's
 * language is not Turkish or Azerbaijani, the only served languages writing it (elsewhere an `i`
 * whose dot was lost).
 */
export function holdsMisreadCharacter(name: string, countryCode: string): boolean {
  if (/[£¢¤¥§¶]/u.test(name) || /\p{L}[|¦{}[\]\\]\p{L}/u.test(name)) return true
  if (/(?:^|\s)[^\p{L}\p{N}\s&+\-‐-―/·.,'’]+(?=\s)/u.test(name)) return true
  const language = jurisdictionByCode(countryCode)?.spec.locale.split('_')[0] ?? ''
  return name.includes('ı') && language !== 'tr' && language !== 'az'
}

/** A cell's rule read as a bracket before the cell's item mark (`[1 a) Shree Ganesh …`): the table's too. */
const ruleBeforeItemMark = new RegExp(`^[\\s|]*[[\\]{}](?=${itemMark.source.slice(1)})`, 'u')

/** Trims quotes, trailing punctuation and running text from a name that was read. */
export function cleanName(value: string): string | null {
  const cleaned = value
    .replace(nameEnd, '')
    // A table cell's item mark (`a) Nørrebro Kaffe ApS`) is the table's, not the name's; so is a
    // cell's rule read as a bracket with the mark misread after it (`[2 Lakeshore 401 Freight
    // Ltd.`, `[» Lakeshore …`, ADR 0098).
    .replace(ruleBeforeItemMark, '')
    .replace(itemMark, '')
    .replace(/^[\s|]*[[\]{}]\S{0,2}\s+(?=\p{Lu})/u, '')
    // A square bracket or a brace glued to the first word that nothing closes is a letter's stroke
    // misread (`[Iarbour` for `Harbour` on a fax): kept, it would open a qualifier taking every word
    // after it. A parenthesis is the sentence's (`společnost (Dvořák …`): such a name stays no name.
    .replace(/^[[{](?=\p{L})(?![^\]}]*[\]}])/u, '')
    .replace(/^[\s"'“”‘’«»„:;,.\-–—|*~_]+/u, '')
    .replace(/[\s"'“”‘’«»„:;,\-–—|]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
  const letters = (cleaned.match(/\p{L}/gu) ?? []).length
  const digits = (cleaned.match(/\p{N}/gu) ?? []).length
  // A number standing where a name was expected is not a name.
  return letters >= 2 && digits < letters && cleaned.length <= 160 ? cleaned : null
}

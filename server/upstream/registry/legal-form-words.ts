import { writesWithoutSpaces, languageOf } from './name-words'
import { normaliseName, wordsOf } from './normalise'
import { jurisdictionByCode } from './served-countries'

/**
 * The legal-form vocabulary of a jurisdiction (GmbH, Ltd, 株式会社…), which tolerant search leaves
 * out of the comparison: "paagc ltd" should be judged on "paagc". In languages written without
 * spaces the form is glued to the name, so it is stripped as a prefix or suffix instead.
 */
export interface LegalFormWords {
  words: ReadonlySet<string>
  /** Normalised forms to strip from the start or end of names (languages without spaces). */
  affixes: readonly string[]
}

const cache = new Map<string, LegalFormWords>()

export function legalFormWordsOf(code: string): LegalFormWords {
  let entry = cache.get(code)
  if (!entry) {
    const spec = jurisdictionByCode(code)?.spec
    const forms = (spec?.legalForms ?? []).map((form) => normaliseName(form.abbr))
    const unspaced = spec ? writesWithoutSpaces(languageOf(spec.locale)) : false
    entry = {
      words: new Set(forms.flatMap((form) => wordsOf(form))),
      affixes: unspaced ? [...new Set(forms)].sort((a, b) => b.length - a.length) : [],
    }
    cache.set(code, entry)
  }
  return entry
}

/** The normalised name without a glued-on legal form (unchanged when nothing would be left). */
export function stripLegalAffixes(normalisedName: string, forms: LegalFormWords): string {
  for (const affix of forms.affixes) {
    if (normalisedName.length > affix.length) {
      if (normalisedName.startsWith(affix)) return normalisedName.slice(affix.length).trim()
      if (normalisedName.endsWith(affix)) return normalisedName.slice(0, -affix.length).trim()
    }
  }
  return normalisedName
}

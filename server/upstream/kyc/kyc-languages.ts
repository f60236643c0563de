import { countries } from '@contract/countries'

/** Languages KYC verification is offered in: `[lower-case name, ISO 639-1 code]`. */
export const KYC_LANGUAGES: ReadonlyArray<readonly [name: string, code: string]> = [
  ['english', 'en'],
  ['german', 'de'],
  ['french', 'fr'],
  ['spanish', 'es'],
  ['italian', 'it'],
  ['portuguese', 'pt'],
  ['dutch', 'nl'],
  ['polish', 'pl'],
  ['swedish', 'sv'],
  ['danish', 'da'],
  ['norwegian', 'no'],
  ['finnish', 'fi'],
  ['czech', 'cs'],
  ['greek', 'el'],
  ['turkish', 'tr'],
  ['russian', 'ru'],
  ['ukrainian', 'uk'],
  ['romanian', 'ro'],
  ['hungarian', 'hu'],
  ['arabic', 'ar'],
  ['hebrew', 'he'],
  ['hindi', 'hi'],
  ['chinese', 'zh'],
  ['japanese', 'ja'],
  ['korean', 'ko'],
  ['indonesian', 'id'],
  ['malay', 'ms'],
  ['thai', 'th'],
  ['vietnamese', 'vi'],
]

export function kycLanguage(name: string): { name: string; code: string } | undefined {
  const wanted = name.trim().toLowerCase()
  const found = KYC_LANGUAGES.find(([n]) => n === wanted)
  return found ? { name: found[0], code: found[1] } : undefined
}

/** Every served country (states included in their country), by its lower-case name. */
export function kycCountryNames(): string[] {
  return countries.map((country) => country.name).sort()
}

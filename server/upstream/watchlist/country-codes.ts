import anyAscii from 'any-ascii'
import countries from 'world-countries'

/**
 * Nationalities and countries as lists and people write them: a name (`Russia`, `Russian
 * Federation`, `Korea, North`, `Iran (Islamic Republic of)`, `Russie`), an ISO 3166 code (`RU`,
 * `ru`, `RUS`) or a demonym (`Russian`, `British`, `Afghan`), resolved to ISO 3166-1 alpha-2 codes
 * from the world-countries package (names, alternative spellings, translations and English and
 * French demonyms; data under the ODbL). A demonym can name several countries (`Korean`, `Congolese`).
 */
const keyOf = (text: string) =>
  anyAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

const codesByKey = new Map<string, Set<string>>()

function add(name: string | undefined, code: string) {
  const key = name ? keyOf(name) : ''
  if (key.length < 2) return
  const codes = codesByKey.get(key) ?? new Set<string>()
  codes.add(code)
  codesByKey.set(key, codes)
}

for (const country of countries) {
  const code = country.cca2
  for (const name of [country.cca2, country.cca3, country.name.common, country.name.official, ...country.altSpellings])
    add(name, code)
  for (const demonym of Object.values(country.demonyms ?? {})) {
    add(demonym.m, code)
    add(demonym.f, code)
  }
  for (const translation of Object.values(country.translations)) {
    add(translation.common, code)
    add(translation.official, code)
  }
}

/** The ISO 3166-1 alpha-2 codes a nationality or country text names; empty when it names none known. */
export function countryCodesOf(text: string | null | undefined): string[] {
  if (!text) return []
  const plain = text.replace(/^\s*(possibly|probably|reportedly|the)\s+/i, '')
  const withoutBrackets = plain.replace(/\([^)]*\)/g, ' ')
  const comma = /^([^,]+),\s*(.+)$/.exec(withoutBrackets)
  // `Korea, North` is North Korea; a former short name (`Turkey`) is kept as `Republic of Turkey`.
  const candidates = [
    plain,
    withoutBrackets,
    ...(comma ? [`${comma[2]} ${comma[1]}`, comma[1] ?? ''] : []),
    `Republic of ${withoutBrackets}`,
  ]
  for (const candidate of candidates) {
    const codes = codesByKey.get(keyOf(candidate))
    if (codes) return [...codes]
  }
  return []
}

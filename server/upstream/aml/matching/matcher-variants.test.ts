import { describe, expect, it } from 'vitest'
import type { WatchlistEntry } from '../../watchlist/watchlist-entry'
import { createMatcher } from './matcher'

const entry = (entry_id: string, name: string, type: WatchlistEntry['type'] = 'person'): WatchlistEntry => ({
  list: 'test',
  entry_id,
  type,
  name,
  aliases: [],
  programs: ['TEST'],
  remarks: null,
  dates_of_birth: [],
  nationalities: [],
  addresses: [],
})

/** Names as lists write them, with namesakes and look-alikes beside them. */
const list: WatchlistEntry[] = [
  entry('petrov', 'PETROV, Ivan'),
  entry('igor', 'PETROV, Igor'),
  entry('dupont', 'DUPONT, Jean-Pierre'),
  entry('gates', 'GATES, William'),
  entry('xi', 'XI, Jinping'),
  entry('kim', 'KIM, Jong Un'),
  entry('assad', 'AL-ASSAD, Bashar'),
  entry('barinova', 'BARINOVA, Olga'),
  entry('putin', 'PUTIN, Vladimir'),
  entry('tsipras', 'TSIPRAS, Alexis'),
  entry('hun', 'HUN, Sen'),
  entry('cruz', 'DE LA CRUZ, Juan'),
  entry('acme', 'ACME AG', 'entity'),
  entry('bank', 'FIRST NATIONAL BANK', 'entity'),
  entry('trading', 'FORTY-FOUR TRADING LLC', 'entity'),
  entry('polska', 'POLSKA SPOLKA SP. Z O.O.', 'entity'),
  entry('percent', 'THREE PERCENTERS', 'entity'),
  entry('mao', 'MAO, Zedong'),
  entry('deng', 'DENG, Xiaoping'),
  entry('netanyahu', 'NETANYAHU, Benjamin'),
  entry('sokolov', 'SOKOLOV, Aleksandr'),
  entry('tanita', 'SOKOLOVA, Tanita'),
  entry('sari', 'SARI, Kubilay'),
  entry('gholami', 'GHOLAMI, Mohammad'),
  entry('mohammad', 'HOSSEINI, Mohammad'),
  entry('mohammad2', 'RAHIMI, Mohammad'),
  entry('terra', 'TERRA-AZ LIMITED', 'entity'),
]
const matcher = createMatcher(list)

function top(name: string, type: 'person' | 'company' = 'person') {
  return matcher.screen({ name, type })[0]
}

describe('screening matcher: name variants as they arrive', () => {
  it.each([
    ['words joined', 'IvanPetrov', 'petrov', 'joined'],
    ['words joined in the other order', 'PetrovIvan', 'petrov', 'joined'],
    ['a word split', 'Iv an Petrov', 'petrov', 'joined'],
    ['particles written together', 'Juan Delacruz', 'cruz', 'joined'],
    ['digits for letters', '1van Petr0v', 'petrov', 'leetspeak'],
    ['digits for letters', 'I9or Petrov', 'igor', 'leetspeak'],
    ['an initial', 'I. Petrov', 'petrov', 'initial'],
    ['hyphenated initials', 'J.-P. Dupont', 'dupont', 'initial'],
    ['initials written together', 'JP Dupont', 'dupont', 'initials'],
    ['a nickname', 'Bill Gates', 'gates', 'nickname'],
    ['characters in reverse order', 'nitup rimidalv', 'putin', 'reversed'],
    ['Chinese script', '习近平', 'xi', 'exact'],
    ['another romanisation', 'Shi Jinping', 'xi', 'phonetic'],
    ['Korean given name joined', 'Kim Jongun', 'kim', 'joined'],
    ['Arabic script', 'بشار الأسد', 'assad', 'transliteration'],
    ['Khmer script', 'ហ៊ុន សែន', 'hun', 'transliteration'],
    ['Korean script against McCune-Reischauer', '김정은', 'kim', 'romanisation'],
    ['Revised Romanisation', 'Kim Jeong-eun', 'kim', 'romanisation'],
    ['Wade-Giles against pinyin', 'Mao Tse-tung', 'mao', 'romanisation'],
    ['Wade-Giles with its apostrophe', "Teng Hsiao-p'ing", 'deng', 'romanisation'],
    ['a Hebrew nickname', 'Bibi Netanyahu', 'netanyahu', 'nickname'],
    ['a Russian diminutive', 'Sasha Sokolov', 'sokolov', 'nickname'],
    ['a slip in a short word', 'Kubilay Sati', 'sari', 'short_typo'],
    ['a slip in a rare word beside a common one', 'Mohammad Ghoami', 'gholami', 'typo'],
  ])('finds %s: %s as %s, saying why (%s)', (_, name, id, rule) => {
    const hit = matcher.screen({ name, type: 'person' }).find((h) => h.entry.entry_id === id)
    expect(hit).toBeDefined()
    expect(hit?.matched_tokens.map((t) => t.kind)).toContain(rule)
    if (rule !== 'exact') expect(hit?.features.find((f) => f.name === `words_by_${rule}`)?.score).toBeGreaterThan(0)
  })

  it.each([
    ['Cyrillic', 'Владимир Путин', 'putin'],
    ['Greek', 'Αλέξης Τσίπρας', 'tsipras'],
    ['titles', 'President Vladimir Putin', 'putin'],
    ['a repeated word', 'Vladimir Vladimir Putin', 'putin'],
    ['a hyphen left out', 'Kim Jong-un', 'kim'],
  ])('finds a name in %s: %s', (_, name, id) => {
    expect(top(name)?.entry.entry_id).toBe(id)
  })

  it.each([
    ['written out', 'Acme Aktiengesellschaft', 'acme'],
    ['glued', 'AcmeAG', 'acme'],
    ['with a country qualifier', 'Acme (Schweiz) AG', 'acme'],
    ['an ordinal in digits', '1st National Bank', 'bank'],
    ['a number in digits', '44 Trading LLC', 'trading'],
    ['a Polish form spaced otherwise', 'Polska Spolka Sp z oo', 'polska'],
    ['a number and a percent sign', '3%ers', 'percent'],
  ])('finds a company %s: %s', (_, name, id) => {
    const hit = top(name, 'company')
    expect(hit?.entry.entry_id).toBe(id)
    expect(hit?.score).toBe(1)
  })

  it('takes another legal form as a weaker signal, not a certain match', () => {
    const other = top('Acme GmbH', 'company')
    expect(other?.entry.entry_id).toBe('acme')
    expect(other?.score).toBeLessThan(1)
    expect(other?.features.find((f) => f.name === 'legal_form')).toMatchObject({ score: 0 })
    expect(top('Acme AG', 'company')?.features.find((f) => f.name === 'legal_form')).toMatchObject({ score: 1 })
  })

  it('keeps different people with close names apart', () => {
    expect(matcher.screen({ name: 'Oleg Baranov', type: 'person' })).toEqual([])
    expect(matcher.screen({ name: 'Olga Baranov', type: 'person' })).toEqual([])
    expect(matcher.screen({ name: 'Igor Petrov', type: 'person' }).map((h) => h.entry.entry_id)).toEqual(['igor'])
    // An initial finds every namesake it may stand for, below the full name.
    expect(
      matcher
        .screen({ name: 'I. Petrov', type: 'person' })
        .map((h) => h.entry.entry_id)
        .sort(),
    ).toEqual(['igor', 'petrov'])
    expect(matcher.screen({ name: 'I. Petrov', type: 'person' })[0]?.score).toBeLessThan(1)
    expect(matcher.screen({ name: 'John Gates', type: 'person' })).toEqual([])
    // A slip in a short word counts only beside a word that agrees by its letters, and another vowel is another name.
    expect(matcher.screen({ name: 'Kubilay', type: 'person' })).toEqual([])
    expect(matcher.screen({ name: 'Dong Xiaoping', type: 'person' })).toEqual([])
    // Voiced and plain consonants are one only in Chinese and Korean spellings: DANIDA is not TANITA.
    expect(matcher.screen({ name: 'Danida Sokolova', type: 'person' })).toEqual([])
  })

  it('scores words joined by their romanisation below equal letters', () => {
    const hit = top('Kim Jeongeun')
    expect(hit?.entry.entry_id).toBe('kim')
    expect(hit?.score).toBeLessThan(1)
    expect(hit?.matched_tokens.find((t) => t.entry === 'jong un')?.kind).toBe('romanisation')
  })

  it('never lets one short word with a slip carry a company hit, whatever its legal form', () => {
    expect(matcher.screen({ name: 'Terry Inc', type: 'company' })).toEqual([])
    expect(top('Terra-Az Ltd', 'company')?.entry.entry_id).toBe('terra')
  })
})

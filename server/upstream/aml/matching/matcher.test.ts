import { describe, expect, it } from 'vitest'
import type { WatchlistEntry } from '../../watchlist/watchlist-entry'
import { createMatcher } from './matcher'

const entry = (entry_id: string, name: string, more: Partial<WatchlistEntry> = {}): WatchlistEntry => ({
  list: 'test',
  entry_id,
  type: 'person',
  name,
  aliases: [],
  programs: ['SDGT'],
  remarks: null,
  dates_of_birth: [],
  nationalities: [],
  addresses: [],
  ...more,
})

/** A small list with the shapes real lists have: word order, particles, aliases, common words, companies. */
const list: WatchlistEntry[] = [
  entry('1', 'ABBAS, Abu', { dates_of_birth: ['10 Dec 1948'] }),
  entry('2', 'AL ZAWAHIRI, Dr. Ayman', { nationalities: ['Egypt'] }),
  entry('3', 'PUTIN, Vladimir Vladimirovich', { dates_of_birth: ['07 Oct 1952'] }),
  entry('4', 'POTANIN, Vladimir Olegovich'),
  entry('5', 'AL-RAHMAN, Abd', { aliases: [{ name: 'ABDUL RAHMAN, Haji', strength: 'strong' }] }),
  entry('6', 'MUHAMMAD, Yusuf Ali'),
  entry('7', 'KUZNETSOV, Yuriy Petrovich'),
  entry('8', 'BANCO NACIONAL DE CUBA', { type: 'entity', aliases: [{ name: 'BNC', strength: 'weak' }] }),
  entry('9', '11420 CORP', { type: 'entity' }),
  entry('10', 'GULF TRADING COMPANY LIMITED', { type: 'entity' }),
  entry('11', 'CIMEX, S.A.', { type: 'entity' }),
  entry('12', 'MOHAMMED, Ahmed Hassan'),
  entry('13', 'MOHAMMED, Khalid Saeed'),
  entry('14', 'ORIENT STAR SHIPPING LTD', { type: 'entity' }),
  ...Array.from({ length: 40 }, (_, i) =>
    entry(`c${i}`, `ZZ${String.fromCharCode(65 + (i % 26))}${i} TRADING COMPANY`, { type: 'entity' }),
  ),
  ...Array.from({ length: 40 }, (_, i) => entry(`m${i}`, `MOHAMMED, Person${String.fromCharCode(65 + (i % 26))}${i}`)),
]
const matcher = createMatcher(list)
const top = (
  name: string,
  type: 'person' | 'company' = 'person',
  facts: { date_of_birth?: string; nationality?: string } = {},
) => matcher.screen({ name, type, ...facts })[0]

describe('screening matcher', () => {
  it.each([
    ['Abu Abbas', '1'],
    ['abbas abu', '1'],
    ['Ayman al-Zawahiri', '2'],
    ['Aiman Zawahri', '2'],
    ['Dr Ayman Al Zawahiri', '2'],
    ['Vladimir Putin', '3'],
    ['Владимир Путин', '3'],
    ['Putin Vladimir Vladimirovich', '3'],
    ['Abdul Rahman', '5'],
    ['Abd al Rahman', '5'],
    ['Yusuf Ali Mohammed', '6'],
    ['Yusuf Mohamed', '6'],
    ['Yuri Kuznetsov', '7'],
    ['Yuriy Kusnetsov', '7'],
    ['Ahmed Hasan Mohammed', '12'],
  ])('finds %s as entry %s (order, particles, transliteration, typos, missing middle names)', (name, id) => {
    expect(top(name)?.entry.entry_id).toBe(id)
  })

  it.each([
    ['Banco Nacional de Cuba S.A.', '8'],
    ['BANCO NACIONAL DE CUBA', '8'],
    ['Gulf Trading Co. Ltd', '10'],
    ['Gulf Trading Company Limited', '10'],
    ['Cimex SA', '11'],
    ['Orient Star Shipping Limited', '14'],
  ])('finds the company %s as entry %s (legal forms equivalent)', (name, id) => {
    expect(top(name, 'company')?.entry.entry_id).toBe(id)
  })

  it('never hits on a lone common word, a legal form, or other numbers', () => {
    expect(matcher.screen({ name: 'Mohammed', type: 'person' })).toEqual([])
    expect(matcher.screen({ name: 'Trading Company', type: 'company' })).toEqual([])
    expect(matcher.screen({ name: 'Limited', type: 'company' })).toEqual([])
    expect(matcher.screen({ name: 'BELLETECH CORP', type: 'company' })).toEqual([])
    expect(matcher.screen({ name: '11421 CORP', type: 'company' })).toEqual([])
    expect(top('11420 Corporation', 'company')?.entry.entry_id).toBe('9')
  })

  it('keeps similar-sounding different names apart', () => {
    expect(matcher.screen({ name: 'Vladimir Putin', type: 'person' }).map((h) => h.entry.entry_id)).not.toContain('4')
    expect(matcher.screen({ name: 'Eleanor Whitcombe', type: 'person' })).toEqual([])
  })

  it('screens persons against persons and companies against organisations', () => {
    expect(matcher.screen({ name: 'Abu Abbas', type: 'company' })).toEqual([])
    expect(matcher.screen({ name: 'Banco Nacional de Cuba', type: 'person' })).toEqual([])
  })

  it('explains each hit: score, features, alias and the matched tokens', () => {
    expect(top('Haji Abdul Rahman')).toMatchObject({ matched_alias: 'ABDUL RAHMAN, Haji', entry: { entry_id: '5' } })
    expect(top('Abd al-Rahman')).toMatchObject({ entry: { entry_id: '5' } })
    const alias = matcher.screen({ name: 'BNC', type: 'company' })[0]
    expect(alias).toMatchObject({ matched_alias: 'BNC', entry: { entry_id: '8' } })
    expect(alias?.features.find((f) => f.name === 'alias')).toMatchObject({ score: 1 })
    const fuzzy = top('Aiman Zawahri')
    expect(fuzzy?.score).toBeGreaterThan(0.82)
    expect(fuzzy?.score).toBeLessThan(1)
    expect(fuzzy?.features.find((f) => f.name === 'phonetic_or_typo_tokens')?.score).toBeGreaterThan(0)
    expect(fuzzy?.matched_tokens).toEqual(
      expect.arrayContaining([{ subject: 'zawahri', entry: 'zawahiri', kind: expect.stringMatching(/phonetic|typo/) }]),
    )
  })

  it('lets a date of birth and a nationality support or contradict', () => {
    const plain = top('Vladimir Putin')?.score ?? 0
    expect(top('Vladimir Putin', 'person', { date_of_birth: '1952-10-07' })?.score).toBeGreaterThan(plain)
    expect(
      matcher.screen({ name: 'Vladimir Putin', type: 'person', date_of_birth: '1990-01-01' })[0]?.score ?? 0,
    ).toBeLessThan(plain)
    // The whole listed name with another date of birth stays for a reviewer to decide.
    expect(top('Vladimir Vladimirovich Putin', 'person', { date_of_birth: '1990-01-01' })?.entry.entry_id).toBe('3')
    const contradicted = matcher.screen({ name: 'Vladimir Putin', type: 'person', date_of_birth: '1990-01-01' }, 0.5)[0]
    expect(contradicted?.features.find((f) => f.name === 'date_of_birth')).toMatchObject({ score: 0 })
    expect(
      top('Ayman Zawahiri', 'person', { nationality: 'Egyptian' })?.features.find((f) => f.name === 'nationality'),
    ).toMatchObject({ score: 1 })
  })
})

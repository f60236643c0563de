import { describe, expect, it } from 'vitest'
import { keysOf, skeletonKey, tokenSimilarity } from './token-similarity'

const kind = (a: string, b: string, person = true) => tokenSimilarity(keysOf(a), keysOf(b), person)?.kind ?? null
/** `a` as any-ascii writes a word of a script whose vowels are guesses (Arabic, Khmer). */
const unsure = (a: string, b: string) => tokenSimilarity(keysOf(a, true), keysOf(b), true)?.kind ?? null

describe('token similarity', () => {
  it('gives transliteration variants one skeleton', () => {
    expect(new Set(['muhammad', 'mohammed', 'mokhammed', 'mohamad'].map(skeletonKey)).size).toBe(1)
    expect(skeletonKey('yuriy')).toBe(skeletonKey('yuri'))
    expect(skeletonKey('usama')).toBe(skeletonKey('osama'))
    expect(skeletonKey('xi')).toBe(skeletonKey('shi'))
    expect(skeletonKey('11420')).toBe('11420')
  })

  it('names the rule that made two words agree', () => {
    expect(kind('ivan', 'ivan')).toBe('exact')
    expect(kind('zawahri', 'zawahiri')).toBe('typo')
    expect(kind('xi', 'shi')).toBe('phonetic')
    expect(kind('bill', 'william')).toBe('nickname')
    expect(kind('i', 'ivan')).toBe('initial')
    expect(kind('vortep', 'petrov')).toBe('reversed')
    expect(unsure('mhmd', 'muhammad')).toBe('transliteration')
    expect(unsure('bshr', 'bashar')).toBe('transliteration')
    expect(unsure('hon', 'hun')).toBe('transliteration')
    expect(kind('hon', 'hun')).toBeNull()
    expect(kind('deng', 'dong')).toBeNull()
    expect(kind('jong', 'jeong')).toBe('phonetic')
    expect(kind('lg', 'olga')).toBeNull()
  })

  it('keeps nicknames and initials to persons, and different words apart', () => {
    expect(kind('bill', 'william', false)).toBeNull()
    expect(kind('i', 'ivan', false)).toBeNull()
    expect(kind('j', 'ivan')).toBeNull()
    expect(kind('putin', 'potanin')).toBeNull()
    expect(kind('11420', '11421')).toBeNull()
  })

  it('never matches a Slavic surname with its form for the other gender', () => {
    expect(kind('barinova', 'baranov')).toBeNull()
    expect(kind('ivanova', 'ivanov')).toBeNull()
    expect(kind('barinova', 'baranova')).not.toBeNull()
  })
})

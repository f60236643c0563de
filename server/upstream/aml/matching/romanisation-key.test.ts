import { describe, expect, it } from 'vitest'
import { romanisationKey, romanisedAlike } from './romanisation-key'

const alike = (a: string, b: string) => romanisedAlike(a, romanisationKey(a), b, romanisationKey(b))

describe('romanisation key', () => {
  it('gives pinyin and Wade-Giles, RR and McCune-Reischauer spellings one key', () => {
    expect(alike('zedong', 'tsetung')).toBe(true)
    expect(alike('xiaoping', 'hsiaoping')).toBe(true)
    expect(alike('shaoqi', 'shaochih')).toBe(true)
    expect(alike('jeongeun', 'jongun')).toBe(true)
    expect(alike('eun', 'un')).toBe(true)
  })

  it('keys only words made of those syllables, and needs a spelling only those systems use', () => {
    expect(romanisationKey('gonzalez')).toBeNull()
    expect(romanisationKey('petrovich')).toBeNull()
    expect(alike('danida', 'tanita')).toBe(false)
    expect(alike('deng', 'dong')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { plantedListedNames, plantedNameFor, plantedNearMisses } from '../registry/planted-names'
import { readDefaultList } from '../watchlist/import-file'
import { createMatcher } from './matching/matcher'

describe('watchlist names planted in the generated registry', () => {
  it('plants about one listed name and one near miss per 500 companies, the same every time', () => {
    const planted = Array.from({ length: 50_000 }, (_, seedNo) => plantedNameFor(seedNo)).filter((n) => n !== null)
    expect(planted.length).toBe(200)
    expect(plantedNameFor(137)).toBe(plantedNameFor(137))
    expect(new Set(planted).size).toBe(plantedListedNames.length + plantedNearMisses.length)
  })

  it('every planted name, listed or near miss, is a potential match on the shipped list', async () => {
    const matcher = createMatcher((await readDefaultList()).entries)
    for (const name of [...plantedListedNames, ...plantedNearMisses]) {
      expect(matcher.screen({ name, type: 'person' }).length, name).toBeGreaterThan(0)
    }
  })
})

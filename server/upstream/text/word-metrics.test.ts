import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import talismanJaroWinkler from 'talisman/metrics/jaro-winkler.js'
import { describe, expect, it } from 'vitest'
import { Rng } from '../registry/random'
import { jaroWinkler, oneEditApart } from './word-metrics'

/** Words and their slips over a small alphabet, so that close pairs are common. */
function pairs(): Array<[string, string]> {
  const rng = new Rng(7)
  const letters = 'aeinorst'
  const word = (n: number) => Array.from({ length: n }, () => letters[rng.int(0, letters.length - 1)]).join('')
  const out: Array<[string, string]> = [
    ['martha', 'marhta'],
    ['dixon', 'dicksonx'],
    ['petrov', 'petrov'],
    ['', 'a'],
  ]
  for (let k = 0; k < 3000; k++) {
    const a = word(rng.int(1, 12))
    const at = rng.int(0, a.length - 1)
    const slips = [
      word(rng.int(1, 12)),
      a.slice(0, at) + a.slice(at + 1),
      a.slice(0, at) + word(1) + a.slice(at),
      a.slice(0, at) + word(1) + a.slice(at + 1),
      a.slice(0, at) + (a[at + 1] ?? '') + (a[at] ?? '') + a.slice(at + 2),
      a.slice(0, at) + word(2) + a.slice(at + 2),
    ]
    out.push([a, slips[rng.int(0, slips.length - 1)] ?? a])
  }
  return out
}

describe('word metrics', () => {
  it('says one edit apart exactly when the Damerau-Levenshtein distance is 1', () => {
    for (const [a, b] of pairs()) expect([a, b, oneEditApart(a, b)]).toEqual([a, b, damerauLevenshtein(a, b) === 1])
    expect(oneEditApart('ivan', 'ian')).toBe(true)
    expect(oneEditApart('ivan', 'ivan')).toBe(false)
    expect(oneEditApart('ivan', 'vian')).toBe(true)
    expect(oneEditApart('ivan', 'vina')).toBe(false)
  })

  it('scores Jaro-Winkler as the reference implementation does', () => {
    for (const [a, b] of pairs()) expect([a, b, jaroWinkler(a, b)]).toEqual([a, b, talismanJaroWinkler(a, b)])
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3)
  })
})

import { describe, expect, it } from 'vitest'
import { WordNeighbours } from './word-neighbours'

describe('word neighbours', () => {
  it('finds the listed words one edit away, and not the word itself or words further off', () => {
    const words = new WordNeighbours()
    for (const word of ['gholami', 'ivan', 'sari', 'petrov', 'abc']) words.add(word)
    expect(words.near('ghoami')).toEqual(['gholami'])
    expect(words.near('ian')).toEqual(['ivan'])
    expect(words.near('sati')).toEqual(['sari'])
    expect(words.near('petorv')).toEqual(['petrov'])
    expect(words.near('petrova')).toEqual(['petrov'])
    expect(words.near('petrov')).toEqual([])
    expect(words.near('putin')).toEqual([])
    // Words under four letters are not indexed, and subject words under three not looked up.
    expect(words.near('abd')).toEqual([])
    expect(words.near('iv')).toEqual([])
  })
})

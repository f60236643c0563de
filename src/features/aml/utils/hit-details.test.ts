import { describe, expect, it } from 'vitest'
import { foldWord, highlightName } from './hit-details'

describe('highlightName', () => {
  it('marks the words the matcher paired, whatever their case, accents or punctuation', () => {
    const tokens = [
      { subject: 'muhammad', entry: 'mohammed', kind: 'phonetic' },
      { subject: 'al', entry: 'al', kind: 'exact' },
    ]
    expect(highlightName('Muhammad  Al-Rashid', tokens, 'subject')).toEqual([
      { text: 'Muhammad', match: 'phonetic' },
      { text: '  ', match: null },
      { text: 'Al-Rashid', match: null },
    ])
    expect(
      highlightName('MOHAMMED AL', tokens, 'entry')
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(['MOHAMMED', 'AL'])
    expect(foldWord('Élodie,')).toBe('elodie')
  })
})

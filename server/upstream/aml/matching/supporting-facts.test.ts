import { describe, expect, it } from 'vitest'
import { compareDates, compareNationality, parsePartialDate } from './supporting-facts'

describe('dates of birth as lists write them', () => {
  it('reads a full date, a year, a month, a range, circa and the UK 00 day and month', () => {
    expect(parsePartialDate('1948-12-10')).toMatchObject({ from: 1948, to: 1948, month: 12 })
    expect(parsePartialDate('10 Dec 1948')).toMatchObject({ from: 1948, to: 1948, month: 12 })
    expect(parsePartialDate('1948')).toMatchObject({ from: 1948, to: 1948, month: null })
    expect(parsePartialDate('00/00/1958')).toMatchObject({ from: 1958, to: 1958, month: null })
    expect(parsePartialDate('1963 to 1965')).toMatchObject({ from: 1963, to: 1965, month: null })
    expect(parsePartialDate('between 1963 and 1965')).toMatchObject({ from: 1963, to: 1965 })
    expect(parsePartialDate('circa 1950')).toMatchObject({ from: 1948, to: 1952, circa: true })
    expect(parsePartialDate('c. 1950')).toMatchObject({ from: 1948, to: 1952, circa: true })
    expect(parsePartialDate('circa 1953 to 1958')).toMatchObject({ from: 1951, to: 1960 })
    expect(parsePartialDate('unknown')).toBeNull()
  })

  it('supports a hit when the given year matches one of several dates or falls in a range, and says why', () => {
    const listed = ['1937-04-28', 'circa 1953 to 1958']
    expect(compareDates('1937', listed)).toMatchObject({
      bonus: 0.04,
      factor: 1,
      feature: { score: 1, explanation: '1937 matches the listed date of birth 1937-04-28' },
    })
    expect(compareDates('1956', listed).feature).toMatchObject({
      score: 1,
      explanation: '1956 falls within the listed date of birth circa 1953 to 1958 (1951 to 1960)',
    })
    expect(compareDates('1937-04-02', listed).feature?.score).toBe(1)
    expect(compareDates('1937-05-02', ['1937-04-28']).feature).toMatchObject({
      score: 0.5,
      explanation: expect.stringMatching(/within a year of, but not on/),
    })
  })

  it('weakens a hit when the given year contradicts every listed date, a little when it is a year off', () => {
    expect(compareDates('1990', ['1937-04-28', '1956'])).toMatchObject({
      factor: 0.85,
      feature: { score: 0, explanation: '1990 contradicts every listed date of birth: 1937-04-28; 1956' },
    })
    expect(compareDates('1957', ['1956'])).toMatchObject({ factor: 0.95, feature: { score: 0.5 } })
    expect(compareDates('1990', [])).toMatchObject({ factor: 1, bonus: 0, feature: null })
    expect(compareDates(null, ['1956'])).toMatchObject({ factor: 1, bonus: 0, feature: null })
  })
})

describe('nationality as a name, an ISO code or a demonym', () => {
  it('agrees across names, codes, demonyms and the lists’ own spellings', () => {
    for (const [subject, listed] of [
      ['Russian', 'Russian Federation'],
      ['RU', 'Russia'],
      ['rus', 'ru'],
      ['British', 'United Kingdom'],
      ['Afghan', 'AFGHANISTAN'],
      ['North Korean', 'Korea, North'],
      ['KP', "Democratic People's Republic of Korea"],
      ['Iranian', 'Iran (Islamic Republic of)'],
      ['Syrian', 'SYRIAN ARAB REPUBLIC'],
      ['Turkish', 'Turkey'],
    ] as const) {
      expect(compareNationality(subject, [listed]), `${subject} / ${listed}`).toMatchObject({
        bonus: 0.02,
        feature: { name: 'nationality', score: 1 },
      })
    }
    expect(compareNationality('Iraqi', ['Syria', 'Iraq']).feature?.explanation).toBe(
      'Iraqi (IQ) is the listed nationality Iraq',
    )
  })

  it('weakens a hit for another nationality and says nothing for an unknown one', () => {
    expect(compareNationality('German', ['Iran', 'Iraq'])).toMatchObject({
      factor: 0.95,
      feature: { score: 0, explanation: 'German (DE) is none of the listed nationalities: Iran (IR); Iraq (IQ)' },
    })
    expect(compareNationality('Martian', ['Iran'])).toMatchObject({ factor: 1, feature: null })
    expect(compareNationality('German', ['stateless'])).toMatchObject({ factor: 1, feature: null })
  })
})

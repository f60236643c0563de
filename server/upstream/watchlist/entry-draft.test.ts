import { describe, expect, it } from 'vitest'
import { addName, birthDateText, finishDraft, newDraft, publicationDate } from './entry-draft'

describe('gathering an entry from its rows', () => {
  it('keeps the name marked primary whatever row it comes in, each alias once, weak ones as weak', () => {
    const draft = newDraft('RUS1', 'person', { line: 3 })
    addName(draft, 'PETROV, Vanya', { weak: true })
    addName(draft, 'PETROV,  Ivan', { primary: true })
    addName(draft, 'petrov, ivan')
    addName(draft, 'Иван Петров')
    addName(draft, '  ')
    expect(finishDraft(draft, 'uk_sanctions', 'uk.csv')).toMatchObject({
      name: 'PETROV, Ivan',
      aliases: [
        { name: 'PETROV, Vanya', strength: 'weak' },
        { name: 'Иван Петров', strength: 'strong' },
      ],
    })
  })

  it('refuses an entry without a name, naming its first line or its element', () => {
    expect(() => finishDraft(newDraft('9', 'entity', { line: 12 }), 'eu_fsf', 'eu.csv')).toThrow(
      'eu.csv line 12: entry 9 has no name',
    )
    expect(() =>
      finishDraft(newDraft('9', 'entity', { element: 'sanctionEntity number 2 (logicalId 9)' }), 'eu_fsf', 'eu.xml'),
    ).toThrow('eu.xml: sanctionEntity number 2 (logicalId 9) has no name')
  })

  it('writes dates of birth given in parts one way, and reads publication dates as files write them', () => {
    expect(birthDateText({ date: '1937-04-28', year: '1937' })).toBe('1937-04-28')
    expect(birthDateText({ year: '1962', circa: true })).toBe('circa 1962')
    expect(birthDateText({ from: '1953', to: '1958', circa: true })).toBe('circa 1953 to 1958')
    expect(birthDateText({ to: '1958' })).toBe('circa 1958')
    expect(birthDateText({})).toBeNull()
    expect(publicationDate('2026-11-20T17:41:33.123+01:00')).toBe('2026-11-20')
    expect(publicationDate('Report Date: 13-Feb-2026')).toBe('2026-02-13')
    expect(publicationDate('Last Updated 03/06/2026')).toBe('2026-06-03')
    expect(publicationDate('13/13/2026')).toBeNull()
    expect(publicationDate(undefined)).toBeNull()
  })
})

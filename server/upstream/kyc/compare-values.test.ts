import { describe, expect, it } from 'vitest'
import { genderCode, namesMatch, sameDate, sameDocumentNumber } from './compare-values'

const erika = { givenNames: 'ERIKA ANNA', surname: 'MUSTERMANN' }

describe('provided name against the document (ADR 0011)', () => {
  it.each<[string, string, { givenNames: string; surname: string }]>([
    ['the same words', 'Erika Anna Mustermann', erika],
    ['another order and case, a comma', 'MUSTERMANN, erika anna', erika],
    ['diacritics', 'Érika Anna Mustérmann', erika],
    ['ICAO spellings: Ü = UE = U', 'Hans Müller', { givenNames: 'HANS', surname: 'MUELLER' }],
    ['ICAO spellings: ß = SS, Ø = OE, Å = AA', 'Søren Åberg Straß', { givenNames: 'SOEREN', surname: 'AABERG STRASS' }],
    ['transliteration from another script', 'Дмитрий Иванов', { givenNames: 'DMITRII', surname: 'IVANOV' }],
    ['a hyphenated given name written apart', 'Jean Pierre Dupont', { givenNames: 'JEAN-PIERRE', surname: 'DUPONT' }],
    ['a hyphenated surname', 'Anna Schmidt-Weber', { givenNames: 'ANNA', surname: 'SCHMIDT WEBER' }],
    ['a surname written together', 'Juan de la Cruz', { givenNames: 'JUAN', surname: 'DELACRUZ' }],
    ['an apostrophe', "Sean O'Neill", { givenNames: 'SEAN', surname: 'ONEILL' }],
    ['the middle name absent from the provided name', 'Erika Mustermann', erika],
    [
      'the middle name absent from the document',
      'Erika Anna Mustermann',
      { givenNames: 'ERIKA', surname: 'MUSTERMANN' },
    ],
    ['a middle initial', 'Erika A. Mustermann', erika],
    ['a second surname left out', 'María García', { givenNames: 'MARIA', surname: 'GARCIA LOPEZ' }],
    ['one OCR look-alike in a long extracted word', 'Erika Mustermann', { givenNames: 'ERIKA', surname: 'MUSTERNANN' }],
  ])('matches: %s', (_rule, provided, extracted) => {
    expect(namesMatch(provided, extracted)).toBe(true)
  })

  it.each<[string, string, { givenNames: string; surname: string }]>([
    ['another surname', 'Erika Musterfrau', erika],
    ['another given name', 'Maria Mustermann', erika],
    ['another person', 'John Smith', erika],
    ['an extra name on both sides', 'Erika Lena Mustermann', erika],
    ['a surname only', 'Mustermann', erika],
    ['a short name differing by one letter', 'Hans Meyer', { givenNames: 'HANS', surname: 'MAYER' }],
  ])('declines: %s', (_rule, provided, extracted) => {
    expect(namesMatch(provided, extracted)).toBe(false)
  })
})

describe('provided dates, genders and numbers against the document', () => {
  it('compares dates as days in any written form, either reading of an ambiguous one', () => {
    for (const written of [
      '1985-03-12',
      '12.03.1985',
      '12/03/1985',
      '03/12/1985',
      '12 MAR 1985',
      '12 de marzo de 1985',
      'March 12, 1985',
    ])
      expect(sameDate(written, '1985-03-12')).toBe(true)
    expect(sameDate('13.03.1985', '1985-03-12')).toBe(false)
    expect(sameDate('12.03.1986', '1985-03-12')).toBe(false)
    expect(sameDate('not a date', '1985-03-12')).toBe(false)
  })

  it('reads genders as M/F/X', () => {
    for (const written of ['M', 'm', 'male', 'Male', 'M/M', 'masculin', 'männlich', 'H'])
      expect(genderCode(written)).toBe('M')
    for (const written of ['F', 'female', 'F/F', 'W', 'weiblich', 'féminin', 'femenino', 'K'])
      expect(genderCode(written)).toBe('F')
    expect(genderCode('X')).toBe('X')
    expect(genderCode('?')).toBeUndefined()
  })

  it('compares document numbers without spaces, dashes, case and look-alikes, and declines another number', () => {
    expect(sameDocumentNumber('c01x 00t47', 'C01X00T47')).toBe(true)
    expect(sameDocumentNumber('DL-4471-22', 'DL447122')).toBe(true)
    expect(sameDocumentNumber('CO1XOOT47', 'C01X00T47')).toBe(true)
    expect(sameDocumentNumber('C01X00T48', 'C01X00T47')).toBe(false)
    expect(sameDocumentNumber('C01X00T4', 'C01X00T47')).toBe(false)
  })
})

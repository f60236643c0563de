import { describe, expect, it } from 'vitest'
import { tokenise } from './name-tokens'

const texts = (name: string, kind: 'person' | 'company' = 'person') => tokenise(name, kind).map((t) => t.text)

describe('name tokens', () => {
  it('transliterates, drops honorifics, titles and punctuation, and marks particles and legal forms', () => {
    expect(texts('Dr. Ayman AL-ZAWAHIRI')).toEqual(['ayman', 'al', 'zawahiri'])
    expect(tokenise('Dr. Ayman AL-ZAWAHIRI', 'person').find((t) => t.text === 'al')?.role).toBe('particle')
    expect(texts('President General Vladimir Putin')).toEqual(['vladimir', 'putin'])
    expect(tokenise('Müller & Söhne GmbH', 'company').map((t) => [t.text, t.role])).toEqual([
      ['muller', 'name'],
      ['and', 'particle'],
      ['sohne', 'name'],
      ['gmbh', 'legal_form'],
    ])
    expect(texts('Gama\u2019at')).toEqual(['gamaat'])
  })

  it('makes legal forms of the table their compare name, written out, in other languages or glued', () => {
    expect(texts('ACME Limited Liability Company', 'company')).toEqual(['acme', 'llc'])
    expect(texts('Acme Aktiengesellschaft', 'company')).toEqual(['acme', 'ag'])
    expect(texts('AcmeAG', 'company')).toEqual(['acme', 'ag'])
    expect(texts('Acme Sp. z o.o.', 'company')).toEqual(['acme', 'spzoo'])
    expect(texts('Acme spółka z ograniczoną odpowiedzialnością', 'company')).toEqual(['acme', 'spzoo'])
    expect(texts('ООО Ромашка', 'company')).toEqual(['ooo', 'romashka'])
    expect(tokenise('Acme GmbH', 'company').at(-1)).toMatchObject({ role: 'legal_form', generic: 'llc' })
    expect(tokenise('Acme AG', 'company').at(-1)).toMatchObject({ role: 'legal_form', generic: 'jsc' })
  })

  it('reads legal forms shortened, misspelt or glued to the last word', () => {
    expect(texts('Bodor Ltd Liability Company', 'company')).toEqual(['bodor', 'llc'])
    expect(texts('Bodor Limited Liabilty Compnay', 'company')).toEqual(['bodor', 'llc'])
    expect(texts('Nero Drinks CompanyLimited', 'company')).toEqual(['nero', 'drinks', 'coltd'])
    expect(texts('Power Anchor Lim Ited', 'company')).toEqual(['power', 'anchor', 'ltd'])
    expect(texts('Limited Liabil ity Company Terra', 'company')).toEqual(['llc', 'terra'])
    expect(texts('Limited Liability CompanySputnik', 'company')).toEqual(['llc', 'sputnik'])
    expect(texts('Co Mpany Nero', 'company')).toEqual(['co', 'mpany', 'nero'])
    expect(texts('Kuznetsov Public Joint-Stock Co', 'company')).toEqual(['kuznetsov', 'pjsc'])
  })

  it('takes a short form only at either end of a company name, and words in parentheses as qualifiers', () => {
    expect(tokenise('Spa Resorts Holding', 'company').map((t) => t.role)).toEqual(['legal_form', 'name', 'name'])
    expect(tokenise('Blue Spa Resorts', 'company').map((t) => t.role)).toEqual(['name', 'name', 'name'])
    expect(tokenise('Acme (Schweiz) AG', 'company').map((t) => [t.text, t.role])).toEqual([
      ['acme', 'name'],
      ['schweiz', 'particle'],
      ['ag', 'legal_form'],
    ])
  })

  it('splits a legal form glued to the name, keeps other words written together, and reads digits standing for letters', () => {
    expect(texts('AcmeGmbH', 'company')).toEqual(['acme', 'gmbh'])
    expect(texts('IvanPetrov')).toEqual(['ivanpetrov'])
    expect(tokenise('1van Petr0v', 'person')).toEqual([
      { text: 'ivan', role: 'name', rule: 'leetspeak' },
      { text: 'petrov', role: 'name', rule: 'leetspeak' },
    ])
    expect(texts('I9or')).toEqual(['igor'])
  })

  it('writes numbers in words and ordinals as digits', () => {
    expect(texts('Forty-Four Trading', 'company')).toEqual(['44', 'trading'])
    expect(texts('First National Bank', 'company')).toEqual(texts('1st National Bank', 'company'))
    expect(texts('One Hundred and Two Studios', 'company')).toEqual(['102', 'studios'])
    expect(texts('Seven Eleven', 'company')).toEqual(['7', '11'])
    expect(texts('3%ers', 'company')).toEqual(['3', 'percenters'])
    expect(tokenise('Forty Four', 'company')[0]).toMatchObject({ text: '44', rule: 'number' })
  })

  it('says a repeated word once and writes the Arabic article apart', () => {
    expect(texts('Ivan Ivan Petrov')).toEqual(['ivan', 'petrov'])
    expect(texts('بشار الأسد')).toEqual(['bshr', 'al', 'sd'])
    expect(tokenise('بشار', 'person')[0]).toMatchObject({ vowelsUnsure: true })
    expect(texts('习近平')).toEqual(['xi', 'jinping'])
  })
})

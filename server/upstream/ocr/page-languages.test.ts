import { describe, expect, it } from 'vitest'
import { furtherReadingLanguages, holdsLetterBeyondAscii, pageLanguagesOf } from './page-languages'

describe('the models of a certificate page (ADR 0062, 0079)', () => {
  it('reads a country writing letters beyond ASCII with its model first, then English', () => {
    expect(pageLanguagesOf('DE')).toBe('deu+eng')
    expect(pageLanguagesOf('GB')).toBe('eng')
  })

  it('tells letters beyond ASCII from signs', () => {
    expect(holdsLetterBeyondAscii('Groß-Gerauer Brückenbau GmbH')).toBe(true)
    expect(holdsLetterBeyondAscii('Zakład Mięsny')).toBe(true)
    expect(holdsLetterBeyondAscii('hanık AG')).toBe(true)
    expect(holdsLetterBeyondAscii('Acme Ltd — £ 100 € § 5 ° « »')).toBe(false)
  })

  it('reads further in English alone where no first reading showed such a letter', () => {
    expect(furtherReadingLanguages('deu+eng', ['Company name: Acme Trading GmbH', 'Number: HRB 12345'])).toBe('eng')
    expect(furtherReadingLanguages('deu+eng', ['Certificate', 'Firma: Müller GmbH'])).toBe('deu+eng')
    expect(furtherReadingLanguages('deu+eng', [])).toBe('eng')
  })
})

import { describe, expect, it } from 'vitest'
import {
  endsWithCountryForm,
  endsWithFormWord,
  endsWithLegalForm,
  withRestOfLegalForm,
} from './certificate-legal-forms'

describe('a name ends with its legal form, not with the first word of one (ADR 0120)', () => {
  it('tells a whole form from a form cut after its first word', () => {
    // `a` opens `A/S`, `sp` opens `sp. z o.o.`: a line ending there is junk or cut, not a name.
    expect(endsWithCountryForm('SESE SS — _——— a', 'DK')).toBe(false)
    expect(endsWithLegalForm('SESE SS — _——— a', 'DK')).toBe(false)
    expect(endsWithCountryForm('Zakład Mięsny Wólczyński sp.', 'PL')).toBe(false)
    expect(endsWithCountryForm('Grupo Añil 2000 S.', 'MX')).toBe(false)
    const whole: [string, string][] = [
      ['Nørrebro Kaffe ApS', 'DK'],
      ['Nørrebro Kaffe A/S', 'DK'],
      ['Zakład Mięsny Wólczyński sp. z o.o.', 'PL'],
      ['Grupo Añil 2000 S.A. de C.V.', 'MX'],
      ['Comercializadora Norte S. de R.L. de cv.', 'MX'],
      ['Blansko Invest s.r.o.', 'CZ'],
    ]
    for (const [name, country] of whole)
      expect([name, endsWithCountryForm(name, country), endsWithLegalForm(name, country)]).toEqual([name, true, true])
  })

  it('still tells a line ending with a form word it opens, for the rules asking whether a line has ended', () => {
    expect(endsWithFormWord('certifies that : ; E a', 'CZ')).toBe(true)
    expect(endsWithFormWord('Zakład Mięsny Wólczyński sp.', 'PL')).toBe(true)
    // A word only ever inside a form has not ended the name.
    expect(endsWithFormWord('Ávalos Transportes S.A. de', 'MX')).toBe(false)
  })

  it("joins a form's rest wrapped onto the next line, and nothing else", () => {
    expect(withRestOfLegalForm('Zakład Mięsny Wólczyński sp. z', 'o.o.', 'PL')).toBe(
      'Zakład Mięsny Wólczyński sp. z o.o.',
    )
    // Its letters read as zeros are written as the form's letters, so that the name ends with the form (ADR 0127).
    expect(withRestOfLegalForm('Zakład Mięsny Wólczyński sp. z', '0.0.', 'PL')).toBe(
      'Zakład Mięsny Wólczyński sp. z o.o.',
    )
    expect(withRestOfLegalForm('Zakład Mięsny Wólczyński sp. z', '0.0. 2010', 'PL')).toBe(
      'Zakład Mięsny Wólczyński sp. z',
    )
    expect(withRestOfLegalForm('General trading and services', 'Ltd.', 'GB')).toBe('General trading and services')
    expect(withRestOfLegalForm('Zakład Mięsny Wólczyński sp. z', undefined, 'PL')).toBe(
      'Zakład Mięsny Wólczyński sp. z',
    )
  })
})

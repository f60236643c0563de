import { describe, expect, it } from 'vitest'
import { mrzVerdicts } from './mrz-verdicts'

describe('mrzVerdicts', () => {
  it('judges a passport zone by all its check digits', () => {
    const result = mrzVerdicts([
      'P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<',
      'C01X00T478D<<8308127F3110315<<<<<<<<<<<<<<00',
    ])
    expect(result.format).toBe('TD3')
    expect(result.verdicts.map((v) => v.label)).toContain('Composite check digit')
  })

  it('judges a visa (MRV-A) by its number, birth and expiry check digits only', () => {
    const result = mrzVerdicts([
      'V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C<3UTO6908061F9406236ZE184226B<<<<<<<',
    ])
    expect(result.problem).toBeUndefined()
    expect(result.format).toBe('MRVA')
    expect(result.verdicts.map((v) => [v.start, v.valid])).toEqual([
      [9, true],
      [19, true],
      [27, true],
    ])
    expect(result.allHold).toBe(true)
  })

  it('judges a visa (MRV-B) and shows a wrong check digit as failing', () => {
    const result = mrzVerdicts(['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'L898902C<3UTO6908061F9406235<<<<<<<<'])
    expect(result.format).toBe('MRVB')
    expect(result.verdicts.map((v) => v.valid)).toEqual([true, true, false])
    expect(result.allHold).toBe(false)
  })

  it('judges the French identity card of 1988–2021 by its own check digits', () => {
    const result = mrzVerdicts(['IDFRADOUEL<<<<<<<<<<<<<<<<<<<<932013', '0506932020438CHRISTIANE<<NI2906209F3'])
    expect(result.format).toBe('FRENCH_NATIONAL_ID')
    expect(result.verdicts).toHaveLength(3)
    expect(result.allHold).toBe(true)
  })
})

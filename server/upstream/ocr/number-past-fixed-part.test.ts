import { describe, expect, it } from 'vitest'
import { numberPastItsFixedPart, numbersPastFixedPart } from './number-past-fixed-part'

describe("a number read past its format's garbled fixed part (ADR 0124)", () => {
  it("reads the format's fixed part misread, lost or with a mark's stroke beside it", () => {
    // A grey-low page: `FN` read `IN`.
    expect(numbersPastFixedPart('IN712 360a Alpen 360 Reisen GmbH', 'AT')).toEqual(['FN 712360a'])
    // A signature across `FN` read as an `L` beside it.
    expect(numbersPastFixedPart('F FNL051539a', 'AT')).toEqual(['FN 051539a'])
    // A seal's ring over the CNPJ's `1` of `/0001`, and its stroke read as an `S` after it.
    expect(numbersPastFixedPart('20.791.193/000° 53 2009', 'BR')).toEqual(['20.791.193/0001-53'])
    expect(numbersPastFixedPart('20.791.193/0001 S53 2009', 'BR')).toEqual(['20.791.193/0001-53'])
    // One `0` of a KRS's `000` lost.
    expect(numbersPastFixedPart('pod numerem 004307088 od dnia', 'PL')).toEqual(['0004307088'])
  })

  it('never relaxes the digits, a format with one fixed character, dates, telephones or failing check digits', () => {
    // Two fixed characters garbled is no reading of the format.
    expect(numbersPastFixedPart('0294307888 od dnia', 'PL')).toEqual([])
    // A Californian `C#######` has one fixed character: seven digits alone are no number.
    expect(numbersPastFixedPart('File 2749227', 'US_CA')).toEqual([])
    expect(numbersPastFixedPart('Telefon +43 0001 4307088', 'PL')).toEqual([])
    // The CNPJ's check digits fail: a digit was misread.
    expect(numbersPastFixedPart('20.791.193/000° 58', 'BR')).toEqual([])
  })

  it('stands where its check digits confirm it alone or two readings hold it, else not', () => {
    expect(numberPastItsFixedPart(['20.791.193/000', '20.791.193/000° 53 2009', ''], 'BR')).toBe('20.791.193/0001-53')
    expect(numberPastItsFixedPart(['FN 9515333', 'F FNL051539a'], 'AT')).toBeNull()
    expect(numberPastItsFixedPart(['IN 051539a', 'F FNL051539a'], 'AT')).toBe('FN 051539a')
    // Two readings that read other digits hold neither.
    expect(numberPastItsFixedPart(['IN 051539a', 'F FNL051569a'], 'AT')).toBeNull()
    // Where two numbers would stand, none does.
    expect(numberPastItsFixedPart(['IN 051539a IN 712360a', 'FNL051539a FNL712360a'], 'AT')).toBeNull()
  })
})

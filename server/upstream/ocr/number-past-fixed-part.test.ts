import { describe, expect, it } from 'vitest'
import { numberPastItsFixedPart, numbersPastFixedPart } from './number-past-fixed-part'

describe("a number read past its format's garbled fixed part (ADR 0124)", () => {
  it("reads a number with one of its format's fixed characters misread", () => {
    // A grey-low page: `FN` read `IN`.
    expect(numbersPastFixedPart('IN712 360p Alpen 360 Reisen GmbH', 'AT')).toEqual(['FN 712360p'])
    // A seal's ring over the CNPJ's `1` of `/0001`.
    expect(numbersPastFixedPart('20.791.193/000° 53 2009', 'BR')).toEqual(['20.791.193/0001-53'])
    expect(numbersPastFixedPart('pod numerem 0%04307088 od dnia', 'PL')).toEqual(['0004307088'])
  })

  it('never reads a fixed character lost or one put in beside it: where the digits stand would be a guess', () => {
    // A Texan `08########` whose last digit a seal hides is no `0885580780`.
    expect(numbersPastFixedPart('085580780 2001', 'US_TX')).toEqual([])
    // A signature's stroke beside `FN` read as an `L`: it may as well be a digit read twice.
    expect(numbersPastFixedPart('F FNL051539v', 'AT')).toEqual([])
    expect(numbersPastFixedPart('20.791.193/0001 S53 2009', 'BR')).toEqual([])
    expect(numbersPastFixedPart('pod numerem 004307088 od dnia', 'PL')).toEqual([])
  })

  it('never reads a digit for a fixed character: a run of digits alone is as likely another number', () => {
    expect(numbersPastFixedPart('3855807802', 'US_TX')).toEqual([])
    // Its Luhn digit holds as `5521234566`: another number of the page, not a misread `55`.
    expect(numbersPastFixedPart('Konto 0521234566', 'SE')).toEqual([])
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
    // The Firmenbuchnummer's check letter holds (ADR 0128); where it fails, no reading is a number.
    expect(numberPastItsFixedPart(['FN 9515333', 'IN 051539v'], 'AT')).toBe('FN 051539v')
    expect(numberPastItsFixedPart(['FN 9515333', 'IN 051539a'], 'AT')).toBeNull()
    // One reading alone of a number without check digits: its digits are no number.
    expect(numberPastItsFixedPart(['KRS 9515333', 'pod numerem 0%04307088'], 'PL')).toBeNull()
    expect(numberPastItsFixedPart(['pod numerem 0%04307088', 'KRS 0004307088'], 'PL')).toBe('0004307088')
    expect(numberPastItsFixedPart(['pod numerem 0%04307088', 'KRS 0O04307088'], 'PL')).toBe('0004307088')
    // Two readings that read other digits hold neither.
    expect(numberPastItsFixedPart(['pod numerem 0%04307088', 'KRS 0%04307688'], 'PL')).toBeNull()
    // Where two numbers would stand, none does.
    expect(numberPastItsFixedPart(['0%04307088 0%04307688', '0O04307088 0O04307688'], 'PL')).toBeNull()
  })
})

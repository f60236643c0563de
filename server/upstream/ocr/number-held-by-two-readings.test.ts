import { describe, expect, it } from 'vitest'
import { numberHeldByTwoReadings, numberStandsOnItsShape } from './number-held-by-two-readings'

const tesseract = (text: string, ...found: Array<string | null>) => ({ engine: 'tesseract' as const, text, found })
const paddle = (text: string, ...found: Array<string | null>) => ({ engine: 'paddle' as const, text, found })

describe('a number taken from an image page stands where a second reading confirms it (ADR 0115)', () => {
  it('stands where two readings hold it, by their finders or on a line', () => {
    const first = tesseract('Numer KRS: 0006454520', '0006454520')
    expect(numberHeldByTwoReadings('0006454520', 'PL', [first, paddle('NumerKRS 0006454520', '0006454520')])).toBe(true)
    // The darkest-ink reading's line holds it grouped, with a look-alike, where its finder took none.
    const darkest = tesseract('Numer KRS 000 645 4S20', null)
    expect(numberHeldByTwoReadings('0006454520', 'PL', [first, darkest])).toBe(true)
  })

  it('is not held by two where one reading alone gave it (a signature across the number)', () => {
    const first = tesseract('Numer KRS: 5006 15450', '5006 15450')
    expect(numberHeldByTwoReadings('5006 15450', 'PL', [first, paddle('NumerKRS 5O0G 1S4AE', null)])).toBe(false)
    // Two readings of one engine that read different numbers confirm neither.
    const darkest = tesseract('Registered number 004713', '004713')
    const misread = tesseract('Registered number 146000', '146000')
    expect(numberHeldByTwoReadings('146000', 'IE', [misread, darkest])).toBe(false)
    // A number that only the registry would confirm is not confirmed: the readings are all that count.
    expect(numberHeldByTwoReadings('004713', 'IE', [misread, tesseract('')])).toBe(false)
  })
})

describe("a number one reading gave stands on its shape only where it is Tesseract's reading (ADR 0115, 0126)", () => {
  it('stands where its check digits hold, and never where they fail', () => {
    const alone = [tesseract('CNPJ 33.000.167/0001-01', '33.000.167/0001-01'), paddle('')]
    expect(numberStandsOnItsShape('33.000.167/0001-01', 'BR', alone)).toBe(true)
    const misread = [tesseract('CNPJ 33.000.187/0001-01', '33.000.187/0001-01'), paddle('')]
    expect(numberStandsOnItsShape('33.000.187/0001-01', 'BR', misread)).toBe(false)
  })

  it("stands where it is one of the country's formats whole, not where it is off every format", () => {
    expect(numberStandsOnItsShape('587444', 'IE', [tesseract('Company number 587444', '587444'), paddle('')])).toBe(
      true,
    )
    expect(numberStandsOnItsShape('5006 15450', 'PL', [tesseract('KRS 5006 15450', '5006 15450'), paddle('')])).toBe(
      false,
    )
  })

  it('never stands where PaddleOCR alone gave it, however well formed', () => {
    // A signature's strokes across the figures read as other figures of the same count.
    const readings = [tesseract('File Number ~\\_P8er33R ~~', null), paddle('File Number 0080335', '0080335')]
    expect(numberStandsOnItsShape('0080335', 'US_DE', readings)).toBe(false)
    // Its check digits holding by chance (Luhn lets one misread of two figures in ten through) change nothing.
    const luhn = [tesseract('immatriculée sous le numéro'), paddle('numéro 625550587', '625550587')]
    expect(numberStandsOnItsShape('625550587', 'FR', luhn)).toBe(false)
    expect(numberStandsOnItsShape('625550587', 'FR', [tesseract('numéro 625550587', '625550587')])).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { numberHeldByTwoReadings } from './number-held-by-two-readings'

const reading = (text: string, ...found: Array<string | null>) => ({ text, found })

describe('a number taken from an image page stands where a second reading confirms it (ADR 0115)', () => {
  it('stands where two readings hold it, by their finders or on a line', () => {
    const tesseract = reading('Numer KRS: 0006454520', '0006454520')
    const paddle = reading('NumerKRS 0006454520', '0006454520')
    expect(numberHeldByTwoReadings('0006454520', 'PL', [tesseract, paddle])).toBe(true)
    // The darkest-ink reading's line holds it grouped, with a look-alike, where its finder took none.
    const darkest = reading('Numer KRS 000 645 4S20', null)
    expect(numberHeldByTwoReadings('0006454520', 'PL', [tesseract, darkest])).toBe(true)
  })

  it('does not stand where one reading alone gave it (a signature across the number)', () => {
    const tesseract = reading('Numer KRS: 5006 15450', '5006 15450')
    const paddle = reading('NumerKRS 5O0G 1S4AE', null)
    expect(numberHeldByTwoReadings('5006 15450', 'PL', [tesseract, paddle])).toBe(false)
    // Two readings of one engine that read different numbers confirm neither.
    const darkest = reading('Registered number 004713', '004713')
    const first = reading('Registered number 146000', '146000')
    expect(numberHeldByTwoReadings('146000', 'IE', [first, darkest])).toBe(false)
    // A number that only the registry would confirm is not confirmed: the readings are all that count.
    expect(numberHeldByTwoReadings('004713', 'IE', [first, reading('')])).toBe(false)
  })

  it('stands alone where its check digits hold, and never where they fail', () => {
    const alone = [reading('CNPJ 33.000.167/0001-01', '33.000.167/0001-01'), reading('')]
    expect(numberHeldByTwoReadings('33.000.167/0001-01', 'BR', alone)).toBe(true)
    const misread = [reading('CNPJ 33.000.187/0001-01', '33.000.187/0001-01'), reading('')]
    expect(numberHeldByTwoReadings('33.000.187/0001-01', 'BR', misread)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { NameReadings, readName } from './name-readings'

describe('listed names read once across matcher builds', () => {
  it('reads a name once while builds read it, and forgets a name the last build did not read', () => {
    const readings = new NameReadings()
    const person = readings.of('Ayman al-Zawahiri', 'person')
    expect(person).toEqual(readName('Ayman al-Zawahiri', 'person'))
    expect(readings.of('Ayman al-Zawahiri', 'person')).toBe(person)
    // The same words as a company's name are read as a company's.
    expect(readings.of('Ayman al-Zawahiri', 'company')).not.toBe(person)
    const bank = readings.of('Banco Nacional de Cuba', 'company')
    readings.settle()

    // The next build reads only the person again.
    expect(readings.of('Ayman al-Zawahiri', 'person')).toBe(person)
    readings.settle()
    expect(readings.of('Ayman al-Zawahiri', 'person')).toBe(person)
    const bankAgain = readings.of('Banco Nacional de Cuba', 'company')
    expect(bankAgain).not.toBe(bank)
    expect(bankAgain).toEqual(bank)
  })
})

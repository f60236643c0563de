import { describe, expect, it } from 'vitest'
import { addsOrDropsLetters, alignedLetters, mendedName, withLettersOf } from './name-alignment'

describe('alignedLetters', () => {
  it('aligns letters folded, spaces and punctuation aside', () => {
    expect(alignedLetters('Ab C', 'abx').map((step) => step.kind)).toEqual(['same', 'same', 'changed'])
    expect(alignedLetters('Ab', 'xAb').map((step) => step.kind)).toEqual(['added', 'same', 'same'])
  })
})

describe('mendedName', () => {
  it("puts the reading's letters into the spelling, keeping its spaces and letters beyond ASCII", () => {
    expect(mendedName('iendom AS', 'EiendomAS')).toBe('Eiendom AS')
    expect(mendedName('Van der Meer & Zbner Bouw B.V.', 'VanderMeer&ZonenBouwB.V.')).toBe(
      'Van der Meer & Zonen Bouw B.V.',
    )
    expect(mendedName('Zakład Mięsny Kowalsk1 sp. z o.o.', 'ZakladMiesnyKowalski sp.z o.o.')).toBe(
      'Zakład Mięsny Kowalski sp. z o.o.',
    )
  })
})

describe('addsOrDropsLetters', () => {
  it('finds a word put in or left out, not a letter misread', () => {
    expect(addsOrDropsLetters('Nordic Holding AB', 'NordicStarHolding AB')).toBe(true)
    expect(addsOrDropsLetters('Nordic Star Holding AB', 'Nordic Holding AB')).toBe(true)
    expect(addsOrDropsLetters('Nordic Holdlng AB', 'NordicHolding AB')).toBe(false)
  })

  it('allows letters put before a name read from inside its first word, only there', () => {
    expect(addsOrDropsLetters('endom AS', 'Eiendom AS')).toBe(false)
    expect(addsOrDropsLetters('Endom AS', 'Eiendom AS')).toBe(true)
    expect(addsOrDropsLetters('endom AS', 'Eiendom Sol AS')).toBe(true)
  })
})

describe('withLettersOf', () => {
  it("puts back the spelling's letters beyond ASCII where they fold alike, nothing else", () => {
    expect(withLettersOf('ZakladMiesny Kowalski sp. z o.o.', 'Zakład Mięsny Kowalsk1 sp. z o.o.')).toBe(
      'ZakładMięsny Kowalski sp. z o.o.',
    )
    expect(withLettersOf('POHJOIS-HAME OY', 'Pohjois-Häme 0y')).toBe('POHJOIS-HÄME OY')
    expect(withLettersOf('Miiller GmbH', 'Müller GmbH')).toBe('Miiller GmbH')
  })
})

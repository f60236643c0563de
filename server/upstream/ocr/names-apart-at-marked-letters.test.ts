import { describe, expect, it } from 'vitest'
import { apartOnlyAtMarkedLetters } from './names-apart-at-marked-letters'

describe('apartOnlyAtMarkedLetters', () => {
  it('holds where PaddleOCR read look-alikes for the letters beyond ASCII Tesseract read', () => {
    expect(apartOnlyAtMarkedLetters('Groß — Gerauer Brückenbau GmbH', 'GroB - Gerauer Brickenbau GmbH')).toBe(true)
    expect(apartOnlyAtMarkedLetters('Nørrebro-Kaffe ApS', 'Norrebro-Kaffe ApS')).toBe(true)
    expect(apartOnlyAtMarkedLetters('Müller Bau GmbH', 'Miiller Bau GmbH')).toBe(true)
  })

  it('does not hold where the names differ at a letter both engines can read', () => {
    expect(apartOnlyAtMarkedLetters('Groß-Gerauer Brückenbau GmbH', 'GroB-Gerauer Brickenbau AG')).toBe(false)
    expect(apartOnlyAtMarkedLetters('Zürcher Präzisions-Mechanik GmbH', 'Zurcher Prazisions- MobhHIk GmbH')).toBe(false)
  })

  it('does not hold where a word was put in or Tesseract read no letter beyond ASCII', () => {
    expect(apartOnlyAtMarkedLetters('Nørrebro Kaffe ApS', 'Norrebro Nord Kaffe ApS')).toBe(false)
    expect(apartOnlyAtMarkedLetters('Te Awa Fisheries Limited', 'Te AwpBisheries Limited')).toBe(false)
  })
})

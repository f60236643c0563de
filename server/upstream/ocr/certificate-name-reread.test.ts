import { describe, expect, it } from 'vitest'
import { confirmedReread } from './certificate-name-reread'

describe("a name re-read with the country's model, as the page's readings confirm it (ADR 0098)", () => {
  const english = 'Dvorak & Stastny Stavby s.r.o.'
  const readings = ['Rejstiikovy soud osvédcuje, Ze spolecnost\nDvorak & Stastny Stavby s.r.o.\nbyla zapsana']

  it("takes the re-read's letters beyond ASCII where English read look-alikes", () => {
    expect(confirmedReread('Dvořák & Šťastný Stavby s.r.o.', english, readings)).toBe('Dvořák & Šťastný Stavby s.r.o.')
    expect(confirmedReread('Dvořák & Stastny', 'Dvofák & Stastny', [])).toBe('Dvořák & Stastny')
  })

  it('keeps a word as the readings read it where the re-read changed it into something none shows', () => {
    expect(confirmedReread('Dvořák 8. Šťastný Stavby s.r.o.', english, readings)).toBe('Dvořák & Šťastný Stavby s.r.o.')
    expect(confirmedReread('Dvořák & Šťastný Stavby s.r.o.', 'Dvorak & Stastny Stavhy s.r.o.', readings)).toBe(
      'Dvořák & Šťastný Stavby s.r.o.',
    )
  })

  it('takes a re-read of another number of words only where a reading holds it whole', () => {
    expect(confirmedReread('Dvořák 8 . Šťastný Stavby s.r.o.', english, readings)).toBe(english)
    expect(
      confirmedReread('Dvořák a Šťastný s.r.o.', 'Dvorak a Stastny Stavby s.r.o.', ['x Dvořák a Šťastný s.r.o.']),
    ).toBe('Dvořák a Šťastný s.r.o.')
  })
})

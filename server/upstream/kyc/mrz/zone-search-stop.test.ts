import { describe, expect, it } from 'vitest'
import { readAlikeOnTwoPasses } from './read-zone'
import { blindK, noSex, pass, zone } from '../../test-support/zone-passes'

/** The zone with its number's `1` read `I` by Tesseract (OCR-B's 1 at every height): no longer whole. */
const lookAlike = [zone[0]!, 'ZEI36529<3CAN8501019F3301144<<<<<<<<<<<<<<<8']
/** The zone with its issuing state read `C4N` by Tesseract (the fusion mends it: no check digit covers it). */
const stateMisread = ['P<C4NMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<', zone[1]!]
/** Another zone whose check digits hold (another name: no check digit covers it). */
const other = ['P<CANMARTEN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<', zone[1]!]

/** Tesseract's cells reading `cells` and the fused cells reading `fused`, at one band's first two heights. */
const cellsAndFused = (cells: readonly string[], fused: readonly string[]) => [
  pass(cells, 'band 1 at 32 px', 'cells'),
  pass(fused, 'band 1 at 32 px', 'outline'),
  pass(cells, 'band 1 at 24 px', 'cells'),
  pass(fused, 'band 1 at 24 px', 'outline'),
]

describe('readAlikeOnTwoPasses (ADR 0042, 0118: when the band search has read the zone enough)', () => {
  it("stops on Tesseract's cells reading the zone whole alike on two passes", () => {
    expect(readAlikeOnTwoPasses([pass(zone, 'band 1 at 32 px', 'cells'), pass(zone, 'band 1 at 24 px', 'cells')])).toBe(
      true,
    )
  })

  it("stops on the fused cells reading the zone whole alike on two passes where Tesseract's cells never do", () => {
    expect(readAlikeOnTwoPasses(cellsAndFused(lookAlike, zone))).toBe(true)
    // Tesseract's cells on one pass and the fused cells on another, alike.
    expect(
      readAlikeOnTwoPasses([
        pass(zone, 'band 1 at 32 px', 'cells'),
        pass(lookAlike, 'band 1 at 24 px', 'cells'),
        pass(zone, 'band 1 at 24 px', 'outline'),
      ]),
    ).toBe(true)
  })

  it('goes on where one pass alone reads it, or only readers of another kind, or zones that differ', () => {
    // A pass's fused reading is its Tesseract characters again.
    expect(
      readAlikeOnTwoPasses([pass(zone, 'band 1 at 32 px', 'cells'), pass(zone, 'band 1 at 32 px', 'outline')]),
    ).toBe(false)
    expect(
      readAlikeOnTwoPasses([
        pass(lookAlike, 'band 1 at 32 px', 'cells'),
        pass(zone, 'band 1 at 32 px', 'learned'),
        pass(zone, 'band 1 at 24 px', 'learned'),
        pass(zone, 'band 1 at 32 px', 'shape'),
        pass(zone, 'band 1 at 24 px', 'shape'),
        pass(zone, 'band 1 at 24 px', 'paddle'),
      ]),
    ).toBe(false)
    expect(
      readAlikeOnTwoPasses([pass(zone, 'band 1 at 32 px', 'cells'), pass(other, 'band 1 at 24 px', 'cells')]),
    ).toBe(false)
  })

  it("goes on where the fused cells mend a field no check digit covers: later passes of Tesseract's cells may confirm it", () => {
    expect(readAlikeOnTwoPasses(cellsAndFused(stateMisread, zone))).toBe(false)
  })

  it('goes on where the fused cells read no sex or guess a filler blind', () => {
    expect(readAlikeOnTwoPasses(cellsAndFused(lookAlike, noSex))).toBe(false)
    expect(readAlikeOnTwoPasses(cellsAndFused(lookAlike, blindK))).toBe(false)
  })
})

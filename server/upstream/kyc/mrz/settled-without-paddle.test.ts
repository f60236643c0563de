import { describe, expect, it } from 'vitest'
import { settledWithoutPaddle } from './read-zone'
import { blindK, noSex, pass, zone } from '../../test-support/zone-passes'

/** The zone with its birth date's check digit read 3: no longer whole. */
const slipped = [zone[0]!, zone[1]!.slice(0, 19) + '3' + zone[1]!.slice(20)]

describe('settledWithoutPaddle (ADR 0107: PaddleOCR read only where the zone is not settled without it)', () => {
  it('is settled where Tesseract or the fused cells read the zone whole and a second pass or the classifier read it alike', () => {
    expect(settledWithoutPaddle([pass(zone, 'band 1 at 32 px', 'cells'), pass(zone, 'band 1 at 24 px', 'cells')])).toBe(
      true,
    )
    expect(
      settledWithoutPaddle([
        pass(slipped, 'band 1 at 32 px', 'cells'),
        pass(zone, 'band 1 at 32 px', 'outline'),
        pass(zone, 'band 1 at 24 px', 'cells'),
      ]),
    ).toBe(true)
    expect(
      settledWithoutPaddle([pass(zone, 'band 1 at 24 px', 'cells'), pass(zone, 'band 1 at 24 px', 'learned')]),
    ).toBe(true)
  })

  it('is not settled by one pass of Tesseract alone, its own fused reading, or readers of another kind alone', () => {
    expect(settledWithoutPaddle([pass(zone, 'band 1 at 24 px', 'cells')])).toBe(false)
    // The fused reading of a pass is Tesseract's characters of that pass again.
    expect(
      settledWithoutPaddle([pass(zone, 'band 1 at 24 px', 'cells'), pass(zone, 'band 1 at 24 px', 'outline')]),
    ).toBe(false)
    // Neither Tesseract's cells nor the fused cells read the zone whole: the classifier and Paddle settle nothing.
    expect(
      settledWithoutPaddle([
        pass(slipped, 'band 1 at 32 px', 'cells'),
        pass(slipped, 'band 1 at 32 px', 'outline'),
        pass(zone, 'band 1 at 32 px', 'learned'),
        pass(zone, 'band 1 at 24 px', 'learned'),
        pass(zone, 'band 1 at 32 px', 'paddle'),
      ]),
    ).toBe(false)
  })

  it('is not settled by readings that differ, by PaddleOCR or the outlines alone, nor by cells with no sex read', () => {
    expect(
      settledWithoutPaddle([pass(zone, 'band 1 at 24 px', 'cells'), pass(noSex, 'band 1 at 40 px', 'cells')]),
    ).toBe(false)
    expect(
      settledWithoutPaddle([pass(zone, 'band 1 at 24 px', 'cells'), pass(zone, 'band 1 at 32 px', 'paddle')]),
    ).toBe(false)
    expect(settledWithoutPaddle([pass(zone, 'band 1 at 24 px', 'cells'), pass(zone, 'band 1 at 32 px', 'shape')])).toBe(
      false,
    )
    expect(
      settledWithoutPaddle([pass(noSex, 'band 1 at 24 px', 'cells'), pass(noSex, 'band 1 at 40 px', 'cells')]),
    ).toBe(false)
    // A fused reading with a blind guess for a filler (a K no pass of Tesseract read) is not trusted.
    expect(
      settledWithoutPaddle([
        pass(slipped, 'band 1 at 32 px', 'cells'),
        pass(blindK, 'band 1 at 32 px', 'outline'),
        pass(blindK, 'band 1 at 24 px', 'outline'),
      ]),
    ).toBe(false)
  })
})

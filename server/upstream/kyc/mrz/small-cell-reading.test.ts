import { describe, expect, it } from 'vitest'
import { generateMrz } from '../../documents/identity/generate-mrz'
import { Rng } from '../../registry/random'
import { chooseZone } from '../zone-choice'
import { outlineGuesses } from './cell-reading'
import { fieldClasses } from './field-classes'
import type { ZonePass } from './read-zone'
import { smallCellLines } from './small-cell-reading'
import { smallZone, type SmallZoneLook } from './small-zone-renderings'
import { cellLines } from './zone-cells'

const holder = (lastName: string) => ({
  format: 'TD3' as const,
  documentCode: 'P',
  issuingState: 'NLD',
  nationality: 'NLD',
  lastName,
  givenNames: 'Wim',
  documentNumber: 'NM0880853',
  birthDate: '1980-08-30',
  expiryDate: '2030-05-08',
  sex: 'M' as const,
})
const lines = generateMrz(holder('Maasdam'))

/** A zone as a phone photographs it: characters 7 px high, blurred, JPEG quality 50. */
const phone: SmallZoneLook = { capHeight: 7, capShare: 0.9, blur: 0.9, quality: 50, lineHeight: 32 }

async function readBoth(look: SmallZoneLook, seed: number, printed = lines) {
  const zone = await smallZone(printed, look, new Rng(seed))
  const cells = cellLines(zone.boxes, zone.grey)
  const ink = zone.grey.pixels.map((value) => (value < 128 ? 0 : 255))
  const rows = cells.map((line) => ({ top: 0, bottom: 0, glyphs: line.glyphs, fillers: line.fillers }))
  const outline = outlineGuesses(ink, zone.grey.width, rows)!
  return {
    learned: smallCellLines(zone.grey, cells, fieldClasses('TD3')),
    outline: outline.guesses.map((line) => line.map((guess) => guess?.char ?? '<').join('')),
  }
}

describe('the small-cell classifier (ADR 0057)', () => {
  it('reads a zone photographed small and blurred that the outlines misread', async () => {
    const { learned, outline } = await readBoth(phone, 3)
    expect(learned).toEqual(lines)
    expect(outline).not.toEqual(lines)
  })

  it('reads the same zone at another size, blur and line height', async () => {
    const { learned, outline } = await readBoth({ ...phone, capHeight: 6.5, blur: 0.6, lineHeight: 24 }, 3)
    expect(learned).toEqual(lines)
    expect(outline).not.toEqual(lines)
  })
})

describe('zones the classifier learnt from since ADR 0132', () => {
  // A number without round glyphs: 0 and O in an alphanumeric cell are the check digits' to tell apart.
  const printed = generateMrz({ ...holder('Maasdam'), documentNumber: 'NM5882853' })

  it('reads a small scan photographed again, on fine security print', async () => {
    const look: SmallZoneLook = {
      ...phone,
      capHeight: 8,
      blur: 0.4,
      quality: 80,
      guilloche: 25,
      second: { scaleX: 0.88, scaleY: 0.85, blur: 0.7, quality: 50 },
    }
    const { learned, outline } = await readBoth(look, 2, printed)
    expect(learned).toEqual(printed)
    expect(outline).not.toEqual(printed)
  })

  it('reads a zone printed in a monospaced face near OCR-B', async () => {
    const { learned } = await readBoth({ ...phone, capHeight: 7.5, blur: 0.5, face: 'mono' }, 3, printed)
    expect(learned).toEqual(printed)
  })
})

describe('its readings in the choice of the zone (ADR 0057)', () => {
  const pass = (read: string[], name: string, method: ZonePass['method']): ZonePass => ({
    lines: read,
    pass: name,
    method,
    topShare: 0.8,
  })
  // Tesseract's cells with a digit misread (its check digit fails).
  const misread = [lines[0]!, lines[1]!.replace('NM0880853', 'NM0880B53')]

  it('is chosen only where no other reading is read whole, and confirms nothing', () => {
    const chosen = chooseZone(
      [pass(misread, 'a', 'cells'), pass(lines, 'a', 'learned'), pass(lines, 'b', 'learned')],
      {},
    )
    expect(chosen?.mrz.lines).toEqual(lines)
    expect(chosen?.unconfirmed).toEqual(['names', 'issuingState', 'nationality', 'documentCode'])
    // A zone read whole by Tesseract's cells is taken, however many learned readings read another name.
    const other = generateMrz(holder('Maasdan'))
    const whole = chooseZone(
      [
        pass(lines, 'a', 'cells'),
        pass(other, 'a', 'learned'),
        pass(other, 'b', 'learned'),
        pass(other, 'c', 'learned'),
      ],
      {},
    )
    expect(whole?.mrz.lastName).toBe('MAASDAM')
  })

  it('contradicts a name two passes of Tesseract misread alike, and confirms nothing itself', () => {
    const misread = generateMrz(holder('Maasoam'))
    const cells = [pass(misread, 'a', 'cells'), pass(misread, 'b', 'cells')]
    expect(chooseZone(cells, {})?.unconfirmed).toEqual([])
    const contradicted = chooseZone([...cells, pass(lines, 'a', 'learned'), pass(lines, 'b', 'learned')], {})
    expect(contradicted?.unconfirmed).toEqual(['names'])
    // Learned readings that agree with Tesseract's, or one alone, change nothing.
    expect(
      chooseZone([...cells, pass(misread, 'a', 'learned'), pass(misread, 'b', 'learned')], {})?.unconfirmed,
    ).toEqual([])
    expect(chooseZone([...cells, pass(lines, 'a', 'learned')], {})?.unconfirmed).toEqual([])
  })

  it("contradicts nothing where the outlines alone read Tesseract's value in two passes (ADR 0063)", () => {
    // A sharp print, larger than the phone photos the classifier learnt from: it misreads the name
    // alike twice, while Tesseract's cells and the outlines each read it alike in two passes.
    const misread = generateMrz(holder('Maasoam'))
    const cells = [pass(lines, 'a', 'cells'), pass(lines, 'b', 'cells')]
    const learned = [pass(misread, 'a', 'learned'), pass(misread, 'b', 'learned')]
    expect(chooseZone([...cells, ...learned], {})?.unconfirmed).toEqual(['names'])
    const outlinesAgree = [pass(lines, 'a', 'shape'), pass(lines, 'b', 'shape')]
    const taken = chooseZone([...cells, ...learned, ...outlinesAgree], {})
    expect(taken?.unconfirmed).toEqual([])
    expect(taken?.mrz.lastName).toBe('MAASDAM')
    // The outlines in one pass only, or siding with the learned readings, leave the contradiction.
    expect(chooseZone([...cells, ...learned, pass(lines, 'a', 'shape')], {})?.unconfirmed).toEqual(['names'])
    const outlinesSplit = [pass(lines, 'a', 'shape'), pass(misread, 'b', 'shape'), pass(misread, 'c', 'shape')]
    expect(chooseZone([...cells, ...learned, ...outlinesSplit], {})?.unconfirmed).toEqual(['names'])
  })
})

import { describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { aboveZoneReader, inkLevel, numberPrintedAboveZone, onlyPrinted, printedWords } from './visual-number-reread'
import { paperCanvas } from '../test-support/paper-canvas'

/**
 * A small data page (460 px wide, as a low-resolution upload is): the visual zone prints `number`
 * at the top right in a plain sans, and the zone at the foot prints `zoneNumber` (the twin a zone
 * reader may have taken).
 */
function smallPage(number: string, zoneNumber: string): Buffer {
  const { canvas, context } = paperCanvas(460, 300, '#f4f1ea')
  context.fillStyle = '#222'
  context.font = font('sans', 9)
  context.fillText('Passport No./N° de passeport', 330, 28)
  context.fillText('Surname/Nom', 150, 70)
  context.font = font('sans', 13)
  context.fillText(number, 340, 46)
  context.fillText('MARTIN', 150, 86)
  context.font = font('ocrB', 13)
  context.fillText('P<CANMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<', 12, 250)
  context.fillText(`${zoneNumber}<9CAN8501019F2301147<<<<<<<<<<<<<<08`, 12, 275)
  return canvas.toBuffer('image/png')
}

const twins = ['ZE000509', 'ZEOO05O9', 'ZE0OO509', 'ZE00O5O9']

describe('the visual zone’s number read again enlarged (ADR 0040)', () => {
  it('finds the one doubted number the visual zone prints, above the zone only', async () => {
    const page = smallPage('ZE000509', 'ZEOO05O9')
    expect(await numberPrintedAboveZone(aboveZoneReader([{ image: page, zoneTop: 0.75 }]), twins)).toBe('ZE000509')
  })

  it('gives nothing where the visual zone prints none of them, or no zone band is known to cut above', async () => {
    expect(
      await numberPrintedAboveZone(
        aboveZoneReader([{ image: smallPage('XK417725', 'ZEOO05O9'), zoneTop: 0.75 }]),
        twins,
      ),
    ).toBe(undefined)
    expect(
      await numberPrintedAboveZone(aboveZoneReader([{ image: smallPage('ZE000509', 'ZEOO05O9'), zoneTop: 1 }]), twins),
    ).toBe(undefined)
  })

  it('takes a number only when exactly one of the doubted stands there', () => {
    expect(onlyPrinted(new Set(['MARTIN', 'ZE000509']), twins)).toBe('ZE000509')
    expect(onlyPrinted(new Set(['ZE000509', 'ZEOO05O9']), twins)).toBe(undefined)
    expect(onlyPrinted(new Set(['ZE000309']), twins)).toBe(undefined)
    // Another preparation read the same word with other round characters: the reading wavers where the doubt is.
    expect(onlyPrinted(new Set(['ZE000509', 'ZEO0Q509']), twins)).toBe(undefined)
    expect(onlyPrinted(new Set(['ZE000509', 'ZEO000509']), twins)).toBe('ZE000509')
  })

  it('reads past a look-alike where every doubted number agrees, never where they differ (ADR 0058)', () => {
    // The visual zone's OCR read the Z that every reading of the zone agrees on as 2.
    expect(onlyPrinted(new Set(['2E000509']), twins)).toBe('ZE000509')
    // A number that really holds O is found the same way.
    expect(onlyPrinted(new Set(['ZEQ', '2EOO05O9']), twins)).toBe('ZEOO05O9')
    // A look-alike where the doubt is (D for O, 8 for B) settles nothing.
    expect(onlyPrinted(new Set(['ZEDO05O9']), twins)).toBe(undefined)
    expect(onlyPrinted(new Set(['ZE000S09']), ['ZE000509', 'ZE000S09', 'ZEOO0SO9'])).toBe('ZE000S09')
    expect(onlyPrinted(new Set(['ZE00O509']), ['ZE000509', 'ZE000S09', 'ZEOO0SO9'])).toBe(undefined)
    // The same number read with other round characters elsewhere: the reading wavers.
    expect(onlyPrinted(new Set(['2E000509', 'ZEO00509']), twins)).toBe(undefined)
  })

  it('leaves out lines shaped like a zone line, whose words are the zone read again', () => {
    const words = printedWords(
      'Passport No.\nZE000509\nZEOO05O9 9CAN8501019F2301147 08\nP<CANMARTIN<<SARAH\nZE0OO509 <9CAN',
    )
    expect(words.has('ZE000509')).toBe(true)
    expect(words.has('ZEOO05O9')).toBe(false)
    expect(words.has('ZE0OO509')).toBe(false)
  })
})

describe('the part above the zone cut at the ink’s level (ADR 0072)', () => {
  it('puts the level between the printed ink and a lighter pattern, not between the pattern and the paper', () => {
    const pixels = new Uint8Array([...Array(600).fill(235), ...Array(250).fill(165), ...Array(150).fill(40)])
    const level = inkLevel(pixels)
    expect(level).toBeGreaterThanOrEqual(40)
    expect(level).toBeLessThan(165)
  })
})

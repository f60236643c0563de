import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { numberReadingsAgreeOn, textInCut, verticalRunOf } from './number-reread'
import type { OcrLine } from './ocr-pool'

describe('numberReadingsAgreeOn (ADR 0043)', () => {
  it('takes the number more than half of the readings of it read', () => {
    expect(numberReadingsAgreeOn('C6516756', ['C6516756', 'C6516756', 'C0516756', 'C6516756'])).toBe('C6516756')
    // The first reading's number is not kept when the others agree on another.
    expect(numberReadingsAgreeOn('43319028', ['43319028', '53319028', null, '53319028'])).toBe('53319028')
  })

  it('gives none when the readings of the number disagree', () => {
    // Four readings of a number a signature crosses, each with its own digit under the stroke.
    expect(
      numberReadingsAgreeOn('1901504978M', ['1901504978M', '1901504878M', '1901504928M', '1901504976M']),
    ).toBeNull()
    expect(numberReadingsAgreeOn('53319028', ['53319028', '43319028'])).toBeNull()
  })

  it('does not count another number of the page as a reading of this one', () => {
    expect(numberReadingsAgreeOn('53319028', ['53319028', '12345678', '5331902', null])).toBe('53319028')
  })
})

/** A line of words whose boxes follow one another down the page (as Tesseract gives a line running down it). */
function lineDown(words: readonly string[]): OcrLine {
  return {
    text: words.join(' '),
    confidence: 90,
    bbox: { x0: 100, y0: 0, x1: 130, y1: 100 * words.length },
    words: words.map((text, i) => ({ text, bbox: { x0: 100, y0: 100 * i, x1: 130, y1: 100 * i + 80 } })),
  }
}

describe('text running down a page turned a quarter (ADR 0081)', () => {
  it('tells from the words of its lines which way the text runs', () => {
    const down = lineDown(['Companies', 'Registry'])
    const up: OcrLine = { ...down, words: [...(down.words ?? [])].reverse() }
    expect(verticalRunOf([down, lineDown(['Name', 'of', 'company'])])).toBe('down')
    expect(verticalRunOf([up])).toBe('up')
    // Lines across the page (words side by side) say nothing; a page turned by mistake reads down.
    const across: OcrLine = {
      text: 'Registration number',
      confidence: 90,
      bbox: { x0: 0, y0: 0, x1: 400, y1: 30 },
      words: [
        { text: 'Registration', bbox: { x0: 0, y0: 0, x1: 250, y1: 30 } },
        { text: 'number', bbox: { x0: 270, y0: 0, x1: 400, y1: 30 } },
      ],
    }
    expect(verticalRunOf([across])).toBe('down')
  })

  it('reads a number in a tall, narrow box turned to run across', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="90"><rect width="100%" height="100%" fill="white"/><text x="30" y="60" font-family="DejaVu Sans" font-size="40" fill="black">2068994</text></svg>`
    // The number as an upright page turned a quarter clockwise shows it: running down.
    const image = await sharp(await sharp(Buffer.from(svg)).png().toBuffer())
      .rotate(90)
      .toColourspace('b-w')
      .png()
      .toBuffer()
    const page = { image, width: 90, height: 360 }
    const box = { x0: 25, y0: 25, x1: 62, y1: 205 }
    expect((await textInCut(page, box, 1, 'eng', 'down')).replace(/\s/g, '')).toContain('2068994')
    // Turned the other way, it reads upside down: not the number.
    expect((await textInCut(page, box, 1, 'eng', 'up')).replace(/\s/g, '')).not.toContain('2068994')
  })
})

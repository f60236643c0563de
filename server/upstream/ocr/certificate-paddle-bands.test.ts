import { describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { paperCanvas } from '../test-support/paper-canvas'
import { paddleReadsBandsAlike, type FirstReading } from './certificate-paddle-bands'
import type { OcrLine, OcrWord } from './ocr-pool'

/**
 * A page of two lines drawn in a serif face, and Tesseract's first reading of it as the words
 * `read` of each line, boxed where they were drawn (the words not read left out: a mark hid them).
 */
function pageRead(drawn: readonly string[], read: readonly string[]): FirstReading {
  const { canvas, context } = paperCanvas(900, 200)
  context.fillStyle = '#1a1a1a'
  context.font = font('serif', 26)
  const lines: OcrLine[] = drawn.map((text, row) => {
    const baseline = 70 + 80 * row
    context.fillText(text, 40, baseline)
    let x = 40
    const words: OcrWord[] = []
    for (const word of text.split(' ')) {
      const width = context.measureText(word).width
      if (read[row]!.split(' ').includes(word))
        words.push({
          text: word,
          bbox: { x0: Math.round(x), y0: baseline - 20, x1: Math.round(x + width), y1: baseline + 6 },
        })
      x += width + context.measureText(' ').width
    }
    const bbox = {
      x0: Math.min(...words.map((word) => word.bbox.x0)),
      y0: baseline - 20,
      x1: Math.max(...words.map((word) => word.bbox.x1)),
      y1: baseline + 6,
    }
    return { text: words.map((word) => word.text).join(' '), confidence: 90, bbox, words }
  })
  const image = canvas.toBuffer('image/png')
  return {
    page: {
      kind: 'image',
      pageNumber: 1,
      source: image,
      image,
      width: 900,
      height: 200,
      skewDegrees: 0,
      turnedSideways: false,
    },
    text: {
      pageNumber: 1,
      source: 'ocr',
      text: lines.map((line) => line.text).join('\n'),
      confidence: 90,
      lines,
      upsideDown: false,
      timedOut: false,
    },
  }
}

describe('paddleReadsBandsAlike', () => {
  it("reads the name's and the number's lines alike where Tesseract read every word on them", async () => {
    const lines = ['Kestrel Marine Services Ltd', 'Company No. SC482913']
    const reading = pageRead(lines, lines)
    expect(await paddleReadsBandsAlike([reading], { name: 'Kestrel Marine Services Ltd', number: 'SC482913' })).toBe(
      true,
    )
  })

  it("reads a name's line otherwise where Tesseract missed its first words: the cut is widened past its box", async () => {
    const reading = pageRead(
      ['5th Avenue Dry-Cleaning Inc.', 'Company No. SC482913'],
      ['Dry-Cleaning Inc.', 'Company No. SC482913'],
    )
    expect(await paddleReadsBandsAlike([reading], { name: 'Dry-Cleaning Inc.', number: 'SC482913' })).toBe(false)
  })

  it('reads nothing where no single line holds the name', async () => {
    const lines = ['Kestrel Marine', 'Company No. SC482913']
    const reading = pageRead(lines, lines)
    expect(await paddleReadsBandsAlike([reading], { name: 'Kestrel Marine Services Ltd', number: 'SC482913' })).toBe(
      false,
    )
  })
})

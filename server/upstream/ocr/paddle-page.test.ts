import { describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { paperCanvas } from '../test-support/paper-canvas'
import { paddleModels } from './paddle-models'
import { pageOfBoxes, recognisePagePaddle, type ReadBox } from './paddle-page'
import { paddleSettings } from './paddle-settings'

/** A small certificate-like page: a label and its value on one row, a sentence, a number a pen stroke crosses. */
function page(): Buffer {
  const { canvas, context } = paperCanvas(900, 300)
  context.fillStyle = '#1a1a1a'
  context.font = font('serif', 26)
  context.fillText('Name of company:', 40, 60)
  context.fillText('Kestrel Marine Services Ltd', 420, 60)
  context.fillText('is this day incorporated under the Companies Act', 40, 140)
  context.fillText('Company No. SC482913', 40, 230)
  context.strokeStyle = '#303030'
  context.lineWidth = 3
  context.beginPath()
  context.moveTo(230, 250)
  context.bezierCurveTo(300, 170, 360, 260, 440, 200)
  context.stroke()
  return canvas.toBuffer('image/png')
}

describe('recognisePagePaddle', () => {
  it('reads each row of the page as one line, left to right, with its words placed in order', async () => {
    const reading = await recognisePagePaddle(page())
    expect(reading.lines.map((line) => line.text)).toEqual([
      'Name of company: Kestrel Marine Services Ltd',
      'is this day incorporated under the Companies Act',
      expect.stringMatching(/^Company No\.? SC482913$/),
    ])
    const label = reading.lines[0]!
    expect(label.words?.map((word) => word.text)).toEqual([
      'Name',
      'of',
      'company:',
      'Kestrel',
      'Marine',
      'Services',
      'Ltd',
    ])
    const starts = label.words!.map((word) => word.bbox.x0)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    // The value's box starts where it was drawn, after the label's gap.
    expect(label.words![3]!.bbox.x0).toBeGreaterThan(380)
    expect(label.words![3]!.bbox.x0).toBeLessThan(440)
    expect(reading.confidence).toBeGreaterThan(80)
  })

  it('reads a blank page as no text', async () => {
    const { canvas } = paperCanvas(400, 200)
    const reading = await recognisePagePaddle(canvas.toBuffer('image/png'))
    expect(reading).toEqual({ text: '', confidence: 0, lines: [] })
  })

  it('reads full-width letters and Chinese punctuation as ASCII', async () => {
    const { alphabet } = await paddleModels()
    expect(alphabet.filter((character) => /[\uff01-\uff5e]/u.test(character))).toEqual([])
    expect(alphabet).toContain(':')
  })

  it('reads a line printed upside down when its upright reading is unsure and the setting asks for it', async () => {
    const { canvas, context } = paperCanvas(700, 120)
    context.translate(700, 120)
    context.rotate(Math.PI)
    context.fillStyle = '#1a1a1a'
    context.font = font('sans', 30)
    context.fillText('Registration number 04866942', 40, 70)
    const image = canvas.toBuffer('image/png')
    const upright = await recognisePagePaddle(image)
    expect(upright.text).not.toContain('04866942')
    const turned = await recognisePagePaddle(image, { ...paddleSettings, turnBelowConfidence: 0.95 })
    expect(turned.lines.map((line) => line.text)).toEqual(['Registration number 04866942'])
  })

  it('keeps the lines above and below a box as high as both apart: the row, not one of its boxes, takes a box in', () => {
    const boxed = (text: string, x0: number, y0: number, x1: number, y1: number): ReadBox => ({
      box: { x0, y0, x1, y1, score: 0.9 },
      line: { text, confidence: 0.9, words: [{ text, bbox: { x0, y0, x1, y1 } }] },
    })
    const reading = pageOfBoxes([
      boxed('ORG NR', 0, 100, 200, 130),
      boxed('553336-9640', 0, 140, 200, 170),
      // A stamp's word as high as both lines, beside them.
      boxed('BOLAGSVERKET', 400, 95, 600, 175),
    ])
    expect(reading.lines.map((line) => line.text)).toEqual(['ORG NR', '553336-9640 BOLAGSVERKET'])
  })
})

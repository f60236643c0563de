import { describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { paperCanvas } from '../test-support/paper-canvas'
import { detectTextBoxes } from './paddle-detection'
import { paddleImageOf } from './paddle-image'
import { paddleModels } from './paddle-models'
import { recogniseLine } from './paddle-recognition'

describe('detectTextBoxes', () => {
  it('boxes a line close around its glyphs, leaving a rule under it out', async () => {
    const { canvas, context } = paperCanvas(800, 160)
    context.fillStyle = '#1a1a1a'
    context.font = font('serif', 24)
    // Capitals from about y 43, descenders to about 65.
    context.fillText('Registered number SC482913', 40, 60)
    // A form's rule under the value.
    context.fillRect(40, 75, 380, 2)
    const page = await paddleImageOf(canvas.toBuffer('image/png'), false)
    const boxes = await detectTextBoxes(page, await paddleModels())
    expect(boxes).toHaveLength(1)
    expect(boxes[0]!.y0).toBeGreaterThanOrEqual(41)
    expect(boxes[0]!.y1).toBeLessThanOrEqual(68)
    // Another reader's grey page (no channel count) is read as grey.
    const { data, width, height } = page
    const line = await recogniseLine({ data, width, height }, boxes[0]!, await paddleModels())
    expect(line.text).toBe('Registered number SC482913')
  })
})

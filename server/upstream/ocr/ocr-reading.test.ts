import { createCanvas } from '@napi-rs/canvas'
import { afterAll, describe, expect, it } from 'vitest'
import { font, registerDocumentFonts } from '../documents/render/fonts'
import { pageSegmentation, recognise, terminateOcrPool } from './ocr-pool'

/**
 * Real OCR through the one shared pool. Every OCR test of the folder lives in this file so that
 * they share one pool (one worker start) and stay few and small.
 */

afterAll(async () => {
  await terminateOcrPool()
})

function line(text: string): Buffer {
  registerDocumentFonts()
  const canvas = createCanvas(900, 120)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, 900, 120)
  context.fillStyle = '#000000'
  context.font = font('sans', 36)
  context.fillText(text, 30, 75)
  return canvas.toBuffer('image/png')
}

describe('the OCR pool', () => {
  it('reads a line, and a whitelist applies to its own call only', async () => {
    const image = line('Company No. 0123 4567 OSLO')
    const digits = await recognise(image, { whitelist: '0123456789 ', psm: pageSegmentation.singleLine })
    expect(digits.text).not.toMatch(/[A-Za-z]/)
    expect(digits.text).toContain('0123 4567')
    const full = await recognise(image)
    expect(full.text.trim()).toBe('Company No. 0123 4567 OSLO')
    expect(full.confidence).toBeGreaterThan(80)
    expect(full.lines).toHaveLength(1)
    expect(full.lines[0]?.bbox.x0).toBeGreaterThanOrEqual(20)
  })
})

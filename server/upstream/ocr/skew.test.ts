import { describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { measureSkew } from './skew'
import { paperCanvas } from '../test-support/paper-canvas'

type Context = ReturnType<typeof paperCanvas>['context']

/** A 600×800 page that `draw` draws turned by `degrees` (clockwise) in #111111, as grey pixels. */
function drawnPage(degrees: number, draw: (context: Context) => void) {
  const { context } = paperCanvas(600, 800)
  context.translate(300, 400)
  context.rotate((degrees * Math.PI) / 180)
  context.translate(-300, -400)
  context.fillStyle = '#111111'
  draw(context)
  const rgba = context.getImageData(0, 0, 600, 800).data
  const pixels = new Uint8Array(600 * 800)
  for (let i = 0; i < pixels.length; i++) pixels[i] = rgba[i * 4] ?? 255
  return { pixels, width: 600, height: 800 }
}

/** A 600×800 page of text lines drawn at `degrees` (clockwise), as grey pixels. */
function pageAt(degrees: number, turn = 0) {
  return drawnPage(degrees + turn, (context) => {
    context.font = font('serif', 16)
    for (let line = 0; line < 14; line++)
      context.fillText('The registrar certifies that the company named below is incorporated', 40, 200 + line * 28)
  })
}

/**
 * A 600×800 page with little text in two columns and a rule down its middle between them (a
 * bilingual certificate's layout), turned by `turn` degrees (clockwise).
 */
function twoColumnsWithRule(turn = 0) {
  return drawnPage(turn, (context) => {
    context.fillRect(298, 60, 3, 680)
    context.font = font('serif', 14)
    for (let line = 0; line < 4; line++) {
      context.fillText('Certificate of', 90, 300 + line * 26)
      context.fillText('Certificat de', 360, 300 + line * 26)
    }
  })
}

/**
 * A 600×800 page of a few lines of text between two hatched bands down its sides (a certificate's
 * decorated border: hairlines at 45°, 9 pixels apart), turned by `turn` degrees (clockwise).
 */
function hatchedBorder(turn = 0) {
  return drawnPage(turn, (context) => {
    context.strokeStyle = '#555555'
    context.lineWidth = 1
    for (const left of [20, 520]) {
      context.save()
      context.beginPath()
      context.rect(left, 20, 60, 760)
      context.clip()
      for (let y = -60; y < 800; y += 9) {
        context.moveTo(left, y)
        context.lineTo(left + 60, y + 60)
      }
      context.stroke()
      context.restore()
    }
    context.font = font('serif', 16)
    for (let line = 0; line < 6; line++) context.fillText('The registrar certifies that', 180, 300 + line * 40)
  })
}

describe('measureSkew', () => {
  it.each([0, 3.5, -6, 9])('measures lines drawn at %s° within half a degree', (degrees) => {
    const skew = measureSkew(pageAt(degrees))
    expect(skew.sideways).toBe(false)
    expect(Math.abs(skew.degrees - degrees)).toBeLessThanOrEqual(0.5)
  })

  it('measures the x-height of the text', () => {
    // 16-pixel DejaVu Serif: an x-height of about 8–9 pixels.
    const { textHeight } = measureSkew(pageAt(0))
    expect(textHeight).toBeGreaterThanOrEqual(7)
    expect(textHeight).toBeLessThanOrEqual(12)
  })

  it('tells a page lying on its side', () => {
    const skew = measureSkew(pageAt(2, 90))
    expect(skew.sideways).toBe(true)
  })

  it('does not take a rule down an upright page for lines of text running down it', () => {
    expect(measureSkew(twoColumnsWithRule()).sideways).toBe(false)
    expect(measureSkew(twoColumnsWithRule(1.5)).sideways).toBe(false)
  })

  it("does not take a hatched border's bands down an upright page for lines of text running down it", () => {
    expect(measureSkew(hatchedBorder()).sideways).toBe(false)
    expect(measureSkew(hatchedBorder(2)).sideways).toBe(false)
  })

  it('keeps the page as it lies when told its lines do not run sideways', () => {
    expect(measureSkew(pageAt(2, 90), { sideways: false }).sideways).toBe(false)
    const upright = measureSkew(pageAt(3.5), { sideways: false })
    expect(Math.abs(upright.degrees - 3.5)).toBeLessThanOrEqual(0.5)
  })

  it('leaves an empty page alone', () => {
    expect(measureSkew({ pixels: new Uint8Array(100 * 100).fill(250), width: 100, height: 100 })).toEqual({
      degrees: 0,
      sideways: false,
      textHeight: null,
    })
  })
})

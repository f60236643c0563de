import sharp from 'sharp'
import { font } from '../documents/render/fonts'
import { paperCanvas } from './paper-canvas'

/** How the photo of a document is taken (test and bench code only). */
export interface PhotoOptions {
  /** Degrees the page is turned. */
  rotate?: number
  /** Width of the photo sent, px. */
  width?: number
  jpegQuality?: number
  /** Gaussian blur sigma, none when absent. */
  blur?: number
}

/**
 * A document as a camera sees it (test and bench code only): a tinted page with a guilloche, a
 * portrait and labelled fields, and its machine-readable zone in OCR-B at a fixed pitch; turned,
 * scaled and saved as JPEG as `options` say (by default 2°, 760 px, quality 70).
 */
export async function zoneDocumentPhoto(
  title: string,
  fields: ReadonlyArray<readonly [string, string]>,
  zone: readonly string[],
  options: PhotoOptions = {},
): Promise<Buffer> {
  const width = 1000
  const height = zone.length === 3 ? 700 : 640
  const { canvas, context } = paperCanvas(width, height, '#eef1e6')
  context.strokeStyle = 'rgba(120, 150, 110, 0.35)'
  for (let curve = 0; curve < 40; curve += 1) {
    context.beginPath()
    for (let x = 0; x <= width; x += 8) context.lineTo(x, curve * 12 + 14 * Math.sin(x / 41 + curve))
    context.stroke()
  }
  context.fillStyle = '#4a4e57'
  context.fillRect(40, 90, 200, 260)
  context.fillStyle = '#1d2a5a'
  context.font = font('sans', 32, 'bold')
  context.fillText(title, 280, 60)
  fields.forEach(([label, value], index) => {
    context.font = font('sans', 15)
    context.fillText(label, 280, 110 + index * 58)
    context.font = font('sans', 24, 'bold')
    context.fillText(value, 280, 136 + index * 58)
  })
  context.fillStyle = '#111111'
  context.font = font('ocrB', 30)
  const pitch = (width - 80) / zone[0]!.length
  const top = height - 20 - zone.length * 52 + 32
  zone.forEach((line, row) => [...line].forEach((char, at) => context.fillText(char, 40 + at * pitch, top + row * 52)))
  const turned = sharp(canvas.toBuffer('image/png'))
    .rotate(options.rotate ?? 2, { background: '#707070' })
    .resize({ width: options.width ?? 760 })
  return (options.blur ? turned.blur(options.blur) : turned).jpeg({ quality: options.jpegQuality ?? 70 }).toBuffer()
}

import { createCanvas } from '@napi-rs/canvas'
import sharp from 'sharp'
import { font, registerDocumentFonts, type fontFamilies } from '../documents/render/fonts'
import { Rng } from '../registry/random'

/** Test helpers: zone lines drawn at a fixed pitch (as the renderer does), binarised to grey pixels 0/255 (test code only). */
export interface DrawnZone {
  pixels: Buffer
  width: number
  height: number
}

export interface ZoneDrawing {
  family?: keyof typeof fontFamilies
  weight?: 'normal' | 'bold'
  sizePx?: number
  /** Share of the pixels along the ink's edges flipped at random (a rough scan), with a fixed seed. */
  noise?: number
  /** Gaussian blur (sigma, px) before binarising. */
  blurSigma?: number
  /** Grey level below which a pixel is ink (128; higher spreads the ink, as a heavy print or a small photo scaled up). */
  inkLevel?: number
}

export async function drawnZone(lines: readonly string[], drawing: ZoneDrawing = {}): Promise<DrawnZone> {
  const { family = 'ocrB', weight = 'normal', sizePx = 40, noise = 0, blurSigma = 0, inkLevel = 128 } = drawing
  registerDocumentFonts()
  const advance = sizePx * 0.85
  const lineHeight = Math.round(sizePx * 1.4)
  const width = Math.round(advance * (lines[0]!.length + 2))
  const height = lineHeight * (lines.length + 1)
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.fillStyle = '#000000'
  context.textAlign = 'center'
  context.font = font(family, sizePx, weight)
  lines.forEach((line, row) =>
    [...line].forEach((char, at) => context.fillText(char, advance * (at + 1.5), lineHeight * (row + 1))),
  )
  const rgba = context.getImageData(0, 0, width, height).data
  let grey = Buffer.alloc(width * height)
  for (let index = 0; index < grey.length; index += 1) grey[index] = rgba[index * 4] ?? 255
  if (blurSigma > 0)
    grey = await sharp(grey, { raw: { width, height, channels: 1 } })
      .blur(blurSigma)
      .extractChannel(0)
      .raw()
      .toBuffer()
  const rng = new Rng(1073)
  const ink = (index: number) => (grey[index] ?? 255) < inkLevel
  const pixels = Buffer.alloc(width * height)
  for (let index = 0; index < pixels.length; index += 1) {
    const edge = [index - 1, index + 1, index - width, index + width].some((other) => ink(other) !== ink(index))
    pixels[index] = ink(index) !== (edge && rng.chance(noise)) ? 0 : 255
  }
  return { pixels, width, height }
}

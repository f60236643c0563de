import sharp from 'sharp'
import type { OcrBox } from './ocr-pool'

/**
 * A page as the PaddleOCR engine reads it (ADR 0103): raw pixels, grey (one channel) or colour
 * (three, red green blue as sharp gives them), and the networks' input made from a part of it.
 */
export interface PaddleImage {
  data: Buffer
  width: number
  height: number
  channels: 1 | 3
}

/** The decoded image, in grey or in colour. */
export async function paddleImageOf(image: Buffer, colour: boolean): Promise<PaddleImage> {
  const decoded = colour ? sharp(image).removeAlpha().toColourspace('srgb') : sharp(image).greyscale()
  const { data, info } = await decoded.raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: colour ? 3 : 1 }
}

/**
 * `region` of the image (all of it by default) resized to `width` × `height` and turned into a
 * network's input: three planes in blue, green, red order (PaddleOCR's models were trained on images
 * as OpenCV reads them), each pixel value/255 normalised by the plane's mean and deviation. A grey
 * image gives the same value to every plane. `turned`: rotated 180 degrees first.
 */
export async function networkInput(
  image: PaddleImage,
  size: { width: number; height: number },
  normalise: { mean: readonly number[]; deviation: readonly number[] },
  region?: OcrBox,
  turned = false,
): Promise<Float32Array> {
  let pipeline = sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
  if (region !== undefined)
    pipeline = pipeline.extract({
      left: region.x0,
      top: region.y0,
      width: region.x1 - region.x0,
      height: region.y1 - region.y0,
    })
  // Extract and resize before the turn (sharp applies rotate before extract within one pipeline).
  const colourspace = image.channels === 1 ? 'b-w' : 'srgb'
  let pixels = await pipeline
    .resize(size.width, size.height, { fit: 'fill' })
    .toColourspace(colourspace)
    .raw()
    .toBuffer()
  if (turned)
    pixels = await sharp(pixels, { raw: { width: size.width, height: size.height, channels: image.channels } })
      .rotate(180)
      .toColourspace(colourspace)
      .raw()
      .toBuffer()
  const area = size.width * size.height
  const input = new Float32Array(3 * area)
  for (let plane = 0; plane < 3; plane++) {
    // Blue, green, red: from sharp's red, green, blue the plane's channel is 2 − plane.
    const channel = image.channels === 1 ? 0 : 2 - plane
    const [mean, deviation] = [normalise.mean[plane]!, normalise.deviation[plane]!]
    for (let i = 0; i < area; i++)
      input[plane * area + i] = (pixels[i * image.channels + channel]! / 255 - mean) / deviation
  }
  return input
}

/**
 * A slanted line's rectangle turned level: `bounds` (the upright box around it) cut out, turned back
 * by its angle about its centre (white where the turn leaves no page), and the rectangle taken from
 * the middle.
 */
export async function straightened(
  image: PaddleImage,
  bounds: OcrBox,
  slant: { angle: number; length: number; thickness: number },
): Promise<PaddleImage> {
  const raw = { width: image.width, height: image.height, channels: image.channels }
  const cut = await sharp(image.data, { raw })
    .extract({ left: bounds.x0, top: bounds.y0, width: bounds.x1 - bounds.x0, height: bounds.y1 - bounds.y0 })
    .toColourspace(image.channels === 1 ? 'b-w' : 'srgb')
    .raw()
    .toBuffer()
  const { data, info } = await sharp(cut, {
    raw: { ...raw, width: bounds.x1 - bounds.x0, height: bounds.y1 - bounds.y0 },
  })
    .rotate((-slant.angle * 180) / Math.PI, {
      background: image.channels === 1 ? '#ffffff' : { r: 255, g: 255, b: 255 },
    })
    .removeAlpha()
    .toColourspace(image.channels === 1 ? 'b-w' : 'srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (info.channels !== image.channels) throw new Error(`a turned line came out in ${info.channels} channels`)
  const [width, height] = [
    Math.max(1, Math.min(info.width, Math.round(slant.length))),
    Math.max(1, Math.min(info.height, Math.round(slant.thickness))),
  ]
  const level = await sharp(data, { raw: { width: info.width, height: info.height, channels: image.channels } })
    .extract({
      left: Math.floor((info.width - width) / 2),
      top: Math.floor((info.height - height) / 2),
      width,
      height,
    })
    .toColourspace(image.channels === 1 ? 'b-w' : 'srgb')
    .raw()
    .toBuffer()
  return { data: level, width, height, channels: image.channels }
}

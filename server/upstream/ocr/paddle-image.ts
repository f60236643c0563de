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
  /** 1 (grey) when not given: a grey page of the other readers (`GreyPage`) is one. */
  channels?: 1 | 3
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
  const channels = image.channels ?? 1
  let pipeline = sharp(image.data, { raw: { width: image.width, height: image.height, channels } })
  if (region !== undefined)
    pipeline = pipeline.extract({
      left: region.x0,
      top: region.y0,
      width: region.x1 - region.x0,
      height: region.y1 - region.y0,
    })
  // Extract and resize before the turn (sharp applies rotate before extract within one pipeline).
  const colourspace = channels === 1 ? 'b-w' : 'srgb'
  let pixels = await pipeline
    .resize(size.width, size.height, { fit: 'fill' })
    .toColourspace(colourspace)
    .raw()
    .toBuffer()
  if (turned)
    pixels = await sharp(pixels, { raw: { width: size.width, height: size.height, channels } })
      .rotate(180)
      .toColourspace(colourspace)
      .raw()
      .toBuffer()
  const area = size.width * size.height
  const input = new Float32Array(3 * area)
  for (let plane = 0; plane < 3; plane++) {
    // Blue, green, red: from sharp's red, green, blue the plane's channel is 2 − plane.
    const channel = channels === 1 ? 0 : 2 - plane
    const [mean, deviation] = [normalise.mean[plane]!, normalise.deviation[plane]!]
    for (let i = 0; i < area; i++) input[plane * area + i] = (pixels[i * channels + channel]! / 255 - mean) / deviation
  }
  return input
}

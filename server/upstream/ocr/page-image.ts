import sharp from 'sharp'
import { measureSkew } from './skew'

/**
 * One page image made ready for OCR (ADR 0009): turned upright by its EXIF orientation, greyscale,
 * contrast stretched and cleaned of JPEG ringing, straightened (small skews and pages lying on their side), and scaled to
 * about 300 DPI when it was scanned coarser than ~250 DPI (or finer than ~400, which only costs time).
 */

export interface PreparedPage {
  /** PNG, greyscale. */
  image: Buffer
  width: number
  height: number
  /** The skew that was undone, degrees (clockwise positive). */
  skewDegrees: number
  /** A quarter turn was applied because the text ran sideways (the page may still be upside down). */
  turnedSideways: boolean
}

/** Long side of an A4/Letter page, inches: the DPI of a photo or scan is estimated from it. */
const pageLongSideInches = 11.5
const targetDpi = 300
const minDpi = 250
const maxDpi = 400
/** Never upscale more than this (a tiny thumbnail stays unreadable however large it gets). */
const maxUpscale = 3
/** Grey levels at or below levelsBlack become black, at or above levelsWhite white. */
const levelsBlack = 80
const levelsWhite = 200
const levelsSlope = 255 / (levelsWhite - levelsBlack)
/** Long side of the copy the skew is measured on. */
const skewSampleSide = 800

function scaleFor(width: number, height: number): number {
  const dpi = Math.max(width, height) / pageLongSideInches
  if (dpi >= minDpi && dpi <= maxDpi) return 1
  return Math.min(maxUpscale, targetDpi / dpi)
}

/** Greyscale, EXIF-upright, contrast-normalised pixels of `image`. */
async function normalisedGrey(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image, { limitInputPixels: 60_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .normalise()
    // JPEG ringing and scanner speckle around letters confuse Tesseract's page layout: a 3×3
    // median removes them, then the levels push the light-grey page to white and text to black.
    .median(3)
    .linear(levelsSlope, -levelsBlack * levelsSlope)
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

export async function prepareForOcr(image: Buffer): Promise<PreparedPage> {
  const grey = await normalisedGrey(image)
  const raw = { raw: { width: grey.width, height: grey.height, channels: 1 as const } }
  const sampleScale = Math.min(1, skewSampleSide / Math.max(grey.width, grey.height))
  const sample = await sharp(grey.data, raw)
    .resize(Math.max(1, Math.round(grey.width * sampleScale)), Math.max(1, Math.round(grey.height * sampleScale)))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const skew = measureSkew({ pixels: sample.data, width: sample.info.width, height: sample.info.height })

  let pipeline = sharp(grey.data, raw)
  let width = grey.width
  let height = grey.height
  if (skew.sideways) {
    pipeline = sharp(await pipeline.rotate(90).greyscale().raw().toBuffer(), { raw: { width: height, height: width, channels: 1 } })
    ;[width, height] = [height, width]
  }
  if (Math.abs(skew.degrees) >= 0.2) {
    const rotated = await pipeline.rotate(-skew.degrees, { background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true })
    width = rotated.info.width
    height = rotated.info.height
    pipeline = sharp(rotated.data, { raw: { width, height, channels: 1 } })
  }
  const scale = scaleFor(width, height)
  if (scale !== 1) {
    width = Math.round(width * scale)
    height = Math.round(height * scale)
    pipeline = pipeline.resize(width, height, { kernel: 'lanczos3' })
  }
  const png = await pipeline.toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer()
  return { image: png, width, height, skewDegrees: skew.degrees, turnedSideways: skew.sideways }
}

/** The same page turned upside down (for a page whose text reads better that way). */
export async function turnedHalf(page: PreparedPage): Promise<PreparedPage> {
  return { ...page, image: await sharp(page.image).rotate(180).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer() }
}

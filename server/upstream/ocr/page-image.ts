import sharp, { type Sharp } from 'sharp'
import { removeCreases } from './creases'
import { histogramOf } from './grey-histogram'
import { greyMedian3 } from './grey-median'
import { flattenIllumination } from './illumination'
import { lightestChannelWasm } from './lightest-channel-wasm'
import { rectifiedPage } from './page-quadrilateral'
import { withoutPenStrokes } from './pen-strokes'
import { measureSkew } from './skew'
import { removeSpecks } from './speckles'

/**
 * One page image made ready for OCR (ADR 0009): turned upright by its EXIF orientation, greyscale,
 * contrast stretched and cleaned of JPEG ringing, straightened (small skews and pages lying on their
 * side), and scaled so that the x-height of its text is about 20 pixels.
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
  /** The page was cut out of a photo of it (page-quadrilateral.ts). */
  rectified?: boolean
}

/**
 * Tesseract reads best when the x-height of the text is about this many pixels; pages are scaled to
 * it when their text is much smaller or larger (11–12 pt text at 200–300 DPI is left alone; 150 DPI
 * scans and small screenshots are enlarged).
 */
const targetTextHeight = 20
const keepScaleBetween = [0.8, 1.3] as const
/** Never upscale more than this (a tiny thumbnail stays unreadable however large it gets). */
const maxUpscale = 3
/** Without measurable lines, the resolution is estimated from the long side of an A4/Letter page. */
const pageLongSideInches = 11.5
const fallbackDpi = { min: 190, target: 250, max: 400 } as const

/** 1 for a scale near enough to it: the page is kept at its size. */
const kept = (scale: number) => (scale >= keepScaleBetween[0] && scale <= keepScaleBetween[1] ? 1 : scale)

function scaleFor(width: number, height: number, textHeight: number | null): number {
  if (textHeight !== null) return kept(Math.min(maxUpscale, targetTextHeight / textHeight))
  const dpi = Math.max(width, height) / pageLongSideInches
  if (dpi >= fallbackDpi.min && dpi <= fallbackDpi.max) return 1
  return Math.min(maxUpscale, fallbackDpi.target / dpi)
}

/** The least resolution a sheet of paper is shrunk to: its small print is still read there. */
export const minSheetDpi = 150

/**
 * Below this resolution for its measured text height a sheet's measure was of no print (an x-height
 * over 5 mm: a table's rules joining its rows into one band, a stamp's frame), ADR 0081.
 */
export const sheetMismeasureBelowDpi = 100

/**
 * The scale of a sheet of paper `width` × `height` whose text height asked for `measured`: never
 * below the scale that brings its long side (`pageLongSideInches`) to `minSheetDpi` (ADR 0078), and
 * by its size alone, as a page whose text height cannot be measured, where the measure asked for less
 * than `sheetMismeasureBelowDpi` (ADR 0081).
 */
function sheetScale(width: number, height: number, measured: number): number {
  const dpi = Math.max(width, height) / pageLongSideInches
  if (measured * dpi < sheetMismeasureBelowDpi) return scaleFor(width, height, null)
  return kept(Math.max(measured, Math.min(1, minSheetDpi / dpi)))
}

/** Grey levels at or below levelsBlack become black, at or above levelsWhite white. */
const levelsBlack = 80
const levelsWhite = 200
const levelsSlope = 255 / (levelsWhite - levelsBlack)
/**
 * Share of a sheet's pixels stretched to black at the dark end and to white at the light end. The
 * stretch is taken on the grey levels themselves: sharp's normalise() takes it on whole units of
 * L* (0–100), and on a grey low-contrast scan, whose paper and ink lie few units apart, its light
 * end fell above the paper and left it mid-grey (a scan's paper at 191 came out at 159).
 */
const stretchShare = 0.01

/**
 * The levels that stretch `black` and below to 0 and `white` and above to 255, by level (null when
 * they are hardly apart: a blank page is left as it is).
 */
function stretchTable(black: number, white: number): Uint8Array | null {
  if (white - black < 3) return null
  const slope = 255 / (white - black)
  return Uint8Array.from({ length: 256 }, (_, level) => Math.max(0, Math.min(255, Math.round((level - black) * slope))))
}

/** `data` with each level replaced by `table`'s, in place. */
function relevelled(data: Buffer, table: Uint8Array | null): Buffer {
  if (table !== null) for (let i = 0; i < data.length; i++) data[i] = table[data[i]!]!
  return data
}

/** `data` stretched in place so that `black` and below become 0 and `white` and above 255. */
function stretched(data: Buffer, black: number, white: number): Buffer {
  return relevelled(data, stretchTable(black, white))
}

/**
 * `data` levelled (`levelsBlack` black, `levelsWhite` white), then stretched between the levelled
 * page's darkest and lightest `stretchShare`, in one pass: the levelled page's histogram is the
 * page's carried through the levels, and the two tables make one.
 */
function levelledAndStretched(data: Buffer): Buffer {
  const levels = stretchTable(levelsBlack, levelsWhite)!
  const histogram = Array<number>(256).fill(0)
  for (const [level, count] of histogramOf(data).entries()) histogram[levels[level]!]! += count
  const stretch = stretchTable(levelBelow(data, stretchShare, histogram), levelBelow(data, 1 - stretchShare, histogram))
  return relevelled(data, stretch === null ? levels : levels.map((level) => stretch[level]!))
}
/** On a page whose light was evened out (illumination.ts) paper is white: lighter than this is paper. */
const flattenedLevelsWhite = 235
/** Long side of the copy the skew is measured on, and the share of each side left out of it. */
const skewSampleSide = 800
const sampleMargin = 0.12

/** Above this lightest channel a coloured pixel is stamp or signature ink, not dark print. */
const colouredInkAbove = 110

/** A page's pixels as light as their lightest colour channel, and each pixel's saturation. */
interface LightestChannel {
  data: Buffer
  width: number
  height: number
  saturation: Buffer
}

/**
 * Each image's lightest channel, decoded once: a certificate page is prepared again from the same
 * image (its darkest ink, ADR 0029; its number's confirming preparation, ADR 0038) and each
 * preparation decoded it anew (ADR 0123). Kept by the image's buffer, as its cut-out page is
 * (page-quadrilateral.ts).
 */
const lightestChannels = new WeakMap<Buffer, Promise<LightestChannel>>()

/**
 * Each pixel of `image` as light as its lightest colour channel (EXIF-upright, on white): grey
 * levels of the caller's own (they are changed in place), the saturation shared (only read).
 */
async function lightestChannel(image: Buffer): Promise<LightestChannel> {
  let decoded = lightestChannels.get(image)
  if (decoded === undefined) {
    decoded = decodedLightestChannel(image)
    lightestChannels.set(image, decoded)
    decoded.catch(() => lightestChannels.delete(image))
  }
  const { data, ...rest } = await decoded
  return { ...rest, data: Buffer.from(data) }
}

async function decodedLightestChannel(image: Buffer): Promise<LightestChannel> {
  const { data, info } = await sharp(image, { limitInputPixels: 60_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  const vectors = lightestChannelWasm(data, info.width * info.height)
  if (vectors !== null)
    return { data: vectors.grey, width: info.width, height: info.height, saturation: vectors.saturation }
  const grey = Buffer.allocUnsafe(info.width * info.height)
  const saturation = Buffer.allocUnsafe(info.width * info.height)
  for (let i = 0, j = 0; j < grey.length; i += 3, j++) {
    const [red, green, blue] = [data[i]!, data[i + 1]!, data[i + 2]!]
    const lightest = red > green ? (red > blue ? red : blue) : green > blue ? green : blue
    const darkest = red < green ? (red < blue ? red : blue) : green < blue ? green : blue
    grey[j] = lightest
    saturation[j] = lightest - darkest
  }
  return { data: grey, width: info.width, height: info.height, saturation }
}

/**
 * Grey levels that keep dark ink only: black and grey print stay as they are (the lightest colour
 * channel), dark coloured print too (navy headings), while lighter coloured ink — a red, blue or
 * purple stamp, a blue ballpoint signature — is pushed to white by its saturation and drops out.
 */
async function darkInkOnly(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, width, height, saturation } = await lightestChannel(image)
  for (let j = 0; j < data.length; j++)
    if (data[j]! > colouredInkAbove) data[j] = Math.min(255, data[j]! + 2 * saturation[j]!)
  return { data, width, height }
}

/** Greyscale, EXIF-upright pixels of `image` on white. */
async function greyPixels(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image, { limitInputPixels: 60_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Share of a page's pixels taken as its darkest ink (text covers a few per cent of a page). */
const darkestInkShare = 0.003

/** The level below which `share` of the pixels of `grey` lie. */
function levelBelow(grey: Buffer, share: number, histogram = histogramOf(grey)): number {
  let seen = 0
  let level = 0
  while (level < 255 && seen + histogram[level]! < grey.length * share) seen += histogram[level++]!
  return level
}

/**
 * The page's paper (its commonest grey level) and its darkest ink (the level below which
 * `darkestInkShare` of the pixels lie, at most the paper's), measured on `grey`.
 */
function paperAndInk(grey: Buffer): { paper: number; ink: number } {
  const histogram = histogramOf(grey)
  let paper = 255
  for (let level = 0; level < 256; level++) if (histogram[level]! > histogram[paper]!) paper = level
  return { paper, ink: Math.min(paper, levelBelow(grey, darkestInkShare, histogram)) }
}

/** A sheet's uneven light divided out and its creases lightened, in place (ADR 0066); whether its light was uneven. */
function evenedSheet(grey: { data: Buffer; width: number; height: number }): boolean {
  const flattened = flattenIllumination(grey)
  removeCreases(grey)
  return flattened
}

/** Greyscale, EXIF-upright, contrast-normalised pixels of `image` (coloured ink dropped on request). */
async function normalisedGrey(
  image: Buffer,
  options: PrepareOptions,
): Promise<{ data: Buffer; width: number; height: number }> {
  if (options.darkestInk) {
    // The page's own levels on its lightest colour channel: its darkest ink black, everything
    // lighter than halfway to its paper white. A grey scan's print stays while its stamps and grey
    // labels fade; a translucent coloured stamp fades to white while the black print under it
    // stays visibly darker (pale in one channel, the stamp's colour absorbs the others).
    const grey = await lightestChannel(image)
    if (options.sheet) evenedSheet(grey)
    const raw = { raw: { width: grey.width, height: grey.height, channels: 1 as const } }
    const smooth = greyMedian3(grey.data, grey.width, grey.height)
    const { paper, ink } = paperAndInk(smooth)
    const white = ink + Math.max(8, (paper - ink) / 2)
    const data = await sharp(smooth, raw)
      .linear(255 / (white - ink), (-255 * ink) / (white - ink))
      .greyscale()
      .raw()
      .toBuffer()
    return { data, width: grey.width, height: grey.height }
  }
  // Kept as raw pixels from step to step: an image encoded between steps costs its encoding and decoding.
  const page = options.dropColouredInk ? await darkInkOnly(image) : await greyPixels(image)
  if (options.sheet && evenedSheet(page)) {
    // Its paper is white already: a 3×3 median against JPEG ringing, then its darkest 1 % black
    // (as on any page) and only nearly white taken as paper (a photo's blurred thin strokes
    // and small grey labels stay).
    const data = greyMedian3(page.data, page.width, page.height)
    return {
      data: stretched(data, levelBelow(data, stretchShare), flattenedLevelsWhite),
      width: page.width,
      height: page.height,
    }
  }
  // JPEG ringing and scanner speckle around letters confuse Tesseract's page layout: a 3×3 median
  // removes them (grey-median.ts), and the levels push the light-grey page to white and text to
  // black.
  const data = greyMedian3(page.data, page.width, page.height)
  if (options.sheet) {
    // Then the levelled page is stretched between its darkest and lightest 1 %: a grey scan's grey
    // ink on grey paper becomes black on white.
    return { data: levelledAndStretched(data), width: page.width, height: page.height }
  }
  // An identity document keeps sharp's normalise() (on whole units of L*, which sharp runs after
  // linear() whatever the order they are asked in): its zone reader was measured on it, and with
  // the sheet's stretch a genuine Ukrainian passport was declined SPDR56.
  const raw = { raw: { width: page.width, height: page.height, channels: 1 as const } }
  const { data: normalised, info } = await sharp(data, raw)
    .greyscale()
    .linear(levelsSlope, -levelsBlack * levelsSlope)
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data: normalised, width: info.width, height: info.height }
}

/**
 * Options of prepareForOcr: `sideways: false` keeps the page's orientation (no quarter turn is
 * looked for); `dropColouredInk` reads only dark ink (certificates: stamps and signatures in
 * colour over the labels fade out); `darkestInk` keeps only ink nearly as dark as the page's darkest
 * (certificates' second preparation, ADR 0029: stamps in grey scans and translucent coloured stamps
 * fade, the print under them stays); `withoutPenStrokes` takes signatures and stamps' frames off
 * the text lines (pen-strokes.ts, ADR 0034); `maxPixels` stops an enlargement at that many pixels; `like` lines the page up with an earlier preparation of it.
 * `sheet` says the page is a sheet of paper (a certificate, a letter): a photo of it is cut out,
 * its uneven light divided out and its fold creases lightened (ADR 0066). An identity document is
 * none: its printed security background is no uneven light, and its zone reader finds and
 * straightens its own band.
 */
export interface PrepareOptions {
  sideways?: boolean
  dropColouredInk?: boolean
  darkestInk?: boolean
  withoutPenStrokes?: boolean
  maxPixels?: number
  like?: PreparedPage
  sheet?: boolean
}

/** The skew, quarter turn and x-height of a page, measured on a small copy of its middle. */
async function measuredGeometry(
  grey: { data: Buffer; width: number; height: number },
  options: PrepareOptions,
): Promise<{ degrees: number; sideways: boolean; textHeight: number | null }> {
  const raw = { raw: { width: grey.width, height: grey.height, channels: 1 as const } }
  const sampleScale = Math.min(1, skewSampleSide / Math.max(grey.width, grey.height))
  const sampleWidth = Math.max(1, Math.round(grey.width * sampleScale))
  const sampleHeight = Math.max(1, Math.round(grey.height * sampleScale))
  // The skew is measured on the middle of the page: frames and rules along the edges would
  // outweigh the text (a page's vertical border lines look like sideways text).
  const margin = (size: number) => Math.floor(size * sampleMargin)
  const sample = await sharp(grey.data, raw)
    .resize(sampleWidth, sampleHeight)
    .extract({
      left: margin(sampleWidth),
      top: margin(sampleHeight),
      width: sampleWidth - 2 * margin(sampleWidth),
      height: sampleHeight - 2 * margin(sampleHeight),
    })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const skew = measureSkew({ pixels: sample.data, width: sample.info.width, height: sample.info.height }, options)
  return { ...skew, textHeight: skew.textHeight === null ? null : skew.textHeight / sampleScale }
}

/**
 * The prepared page as a PNG: its specks taken off (speckles.ts), and its pen strokes off the text
 * lines on request (pen-strokes.ts).
 */
async function finishedPage(
  pipeline: Sharp,
  width: number,
  height: number,
  xHeight: number,
  options: PrepareOptions,
): Promise<Buffer> {
  const page = { data: await pipeline.greyscale().raw().toBuffer(), width, height }
  removeSpecks(page, xHeight)
  const data = options.withoutPenStrokes ? withoutPenStrokes(page) : page.data
  return sharp(data, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer()
}

/**
 * Prepares one page image for OCR. With `options.like`, a preparation of the same image made
 * before, its skew, quarter turn and size are taken instead of measured again: a second
 * preparation of a page lines up with the first.
 */
export async function prepareForOcr(image: Buffer, options: PrepareOptions = {}): Promise<PreparedPage> {
  // A photographed page is cut out of its photo first (page-quadrilateral.ts); a page prepared
  // again like an earlier preparation is cut out only if that one was.
  const rectified = !options.sheet || (options.like && !options.like.rectified) ? null : await rectifiedPage(image)
  const grey = await normalisedGrey(rectified ?? image, options)
  const raw = { raw: { width: grey.width, height: grey.height, channels: 1 as const } }
  const { like } = options
  const skew = like
    ? { degrees: like.skewDegrees, sideways: like.turnedSideways, textHeight: null }
    : await measuredGeometry(grey, options)

  let pipeline = sharp(grey.data, raw)
  let width = grey.width
  let height = grey.height
  if (skew.sideways) {
    pipeline = sharp(await pipeline.rotate(90).greyscale().raw().toBuffer(), {
      raw: { width: height, height: width, channels: 1 },
    })
    ;[width, height] = [height, width]
  }
  if (Math.abs(skew.degrees) >= 0.2) {
    const rotated = await pipeline
      .rotate(-skew.degrees, { background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true })
    width = rotated.info.width
    height = rotated.info.height
    pipeline = sharp(rotated.data, { raw: { width, height, channels: 1 } })
  }
  // A photographed page's text is measured on few pixels; its size on the photo says at least how
  // far it must be enlarged to reach a scan's resolution.
  const measured = rectified
    ? Math.max(scaleFor(width, height, skew.textHeight), scaleFor(width, height, null))
    : scaleFor(width, height, skew.textHeight)
  // A sheet of paper is never shrunk below the resolution its small print needs: a text height that
  // asks for that was measured on a table's rules or a stamp's frame across the page's middle.
  const wanted = options.sheet ? sheetScale(width, height, measured) : measured
  // An enlargement stops at maxPixels (a page already large enough is not blown up further).
  const scale = like
    ? like.width / width
    : wanted > 1 && options.maxPixels !== undefined
      ? Math.max(1, Math.min(wanted, Math.sqrt(options.maxPixels / (width * height))))
      : wanted
  if (scale !== 1) {
    width = like?.width ?? Math.round(width * scale)
    height = like?.height ?? Math.round(height * scale)
    pipeline = pipeline.resize(width, height, { kernel: 'lanczos3' })
  }
  // The x-height the page's text now has: as measured and scaled, else the one it was scaled for.
  const xHeight = skew.textHeight === null ? targetTextHeight : skew.textHeight * scale
  const png = await finishedPage(pipeline, width, height, xHeight, options)
  return {
    image: png,
    width,
    height,
    skewDegrees: skew.degrees,
    turnedSideways: skew.sideways,
    rectified: rectified !== null,
  }
}

/** The same page turned upside down (for a page whose text reads better that way). */
export async function turnedHalf(page: PreparedPage): Promise<PreparedPage> {
  return {
    ...page,
    image: await sharp(page.image).rotate(180).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer(),
  }
}

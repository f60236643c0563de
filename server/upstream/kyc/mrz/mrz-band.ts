import sharp from 'sharp'

/**
 * Finding and preparing the machine-readable zone of a page image for its own OCR pass (ADR 0019):
 * the zone is the lowest group of two or three text lines that run across most of the page's width
 * with equal heights; it is cut out, enlarged to a cap height Tesseract reads well, and binarised
 * with Otsu's threshold.
 */

export interface MrzBand {
  left: number
  top: number
  width: number
  height: number
  /** Text lines found in the band (2 or 3), and their mean height in pixels. */
  lines: number
  lineHeight: number
}

/** A pixel darker than this (0–255) is ink when the band is searched. */
const inkLevel = 128
/** A row with ink on at least this share of the page's width belongs to a text line. */
const rowInkShare = 0.004
/** A zone line's ink spans at least this share of the page's width. */
const zoneLineSpan = 0.55
/** Zone lines of one zone differ in height by at most this factor, and are at most this many line heights apart. */
const heightRatio = 1.6
const maxGapLines = 1.6

interface TextRow {
  top: number
  bottom: number
  left: number
  right: number
}

/** Horizontal bands of ink (text lines), top to bottom, with their ink's horizontal extent. */
function textRows(pixels: Buffer, width: number, height: number): TextRow[] {
  const rows: TextRow[] = []
  let current: TextRow | null = null
  for (let y = 0; y < height; y += 1) {
    let ink = 0
    let left = width
    let right = -1
    for (let x = 0; x < width; x += 1) {
      if ((pixels[y * width + x] ?? 255) < inkLevel) {
        ink += 1
        if (x < left) left = x
        right = x
      }
    }
    if (ink >= width * rowInkShare) {
      if (current && y - current.bottom <= 2) Object.assign(current, { bottom: y, left: Math.min(current.left, left), right: Math.max(current.right, right) })
      else rows.push((current = { top: y, bottom: y, left, right }))
    } else if (current && y - current.bottom > 2) current = null
  }
  return rows.filter((row) => row.bottom - row.top >= 4)
}

/** The zone: the lowest 2–3 wide, even lines that follow each other closely; null when the page has none. */
export function findMrzBand(pixels: Buffer, width: number, height: number): MrzBand | null {
  const rows = textRows(pixels, width, height)
  const wide = (row: TextRow) => row.right - row.left >= width * zoneLineSpan
  for (let last = rows.length - 1; last >= 1; last -= 1) {
    if (!wide(rows[last]!)) continue
    const group = [rows[last]!]
    for (let index = last - 1; index >= 0 && group.length < 3; index -= 1) {
      const row = rows[index]!
      const first = group[0]!
      const heights = [row.bottom - row.top, first.bottom - first.top]
      const even = Math.max(...heights) <= Math.min(...heights) * heightRatio
      if (!wide(row) || !even || first.top - row.bottom > maxGapLines * (first.bottom - first.top)) break
      group.unshift(row)
    }
    if (group.length < 2) continue
    const lineHeight = group.reduce((sum, row) => sum + row.bottom - row.top + 1, 0) / group.length
    const pad = Math.round(lineHeight * 0.6)
    const top = Math.max(0, group[0]!.top - pad)
    const bottom = Math.min(height, group.at(-1)!.bottom + pad)
    const left = Math.max(0, Math.min(...group.map((row) => row.left)) - pad)
    const right = Math.min(width, Math.max(...group.map((row) => row.right)) + pad)
    return { left, top, width: right - left, height: bottom - top, lines: group.length, lineHeight }
  }
  return null
}

/** Otsu's threshold of 8-bit grey pixels: the highest level of the ink, the one that best separates it from the paper. */
export function otsuThreshold(pixels: Buffer): number {
  const histogram = new Array<number>(256).fill(0)
  for (const value of pixels) histogram[value] = (histogram[value] ?? 0) + 1
  const total = pixels.length
  const sum = histogram.reduce((acc, count, level) => acc + count * level, 0)
  let below = 0
  let belowSum = 0
  let best = 128
  let bestVariance = -1
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level] ?? 0
    if (below === 0) continue
    const above = total - below
    if (above === 0) break
    belowSum += level * (histogram[level] ?? 0)
    const meanBelow = belowSum / below
    const meanAbove = (sum - belowSum) / above
    const variance = below * above * (meanBelow - meanAbove) ** 2
    if (variance > bestVariance) {
      bestVariance = variance
      best = level
    }
  }
  return best
}

/** How a zone image is prepared: the cap height it is scaled to, and whether it is binarised. */
export interface BandPreparation {
  capHeight: number
  binarise: boolean
}

/** The first preparation, and the others tried only while the check digits fail. */
export const BAND_PREPARATIONS: readonly BandPreparation[] = [
  { capHeight: 36, binarise: true },
  { capHeight: 28, binarise: false },
  { capHeight: 44, binarise: true },
]

/** The band cut from a greyscale image, scaled and (optionally) binarised, with a white margin: PNG. */
export async function bandImage(image: Buffer, band: MrzBand, preparation: BandPreparation): Promise<Buffer> {
  // A line's ink band is about 1.15 cap heights (fillers and descending strokes add a little).
  const scale = Math.min(4, Math.max(0.5, preparation.capHeight / (band.lineHeight / 1.15)))
  const width = Math.max(1, Math.round(band.width * scale))
  const height = Math.max(1, Math.round(band.height * scale))
  const { data, info } = await sharp(image)
    .extract({ left: band.left, top: band.top, width: band.width, height: band.height })
    .greyscale()
    .resize(width, height, { kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  let pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
  if (preparation.binarise) pipeline = pipeline.threshold(Math.min(255, otsuThreshold(data) + 1))
  const margin = Math.round(preparation.capHeight * 0.8)
  return pipeline.extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' }).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer()
}

/** Greyscale pixels of an image, for findMrzBand. */
export async function greyPixels(image: Buffer): Promise<{ pixels: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true })
  return { pixels: data, width: info.width, height: info.height }
}

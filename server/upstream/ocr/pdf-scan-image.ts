import { ImageKind, OPS } from './pdfjs'
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api'
import sharp from 'sharp'

/**
 * A scanned PDF page's own image (ADR 0070): a scanner's PDF page is one image drawn over the
 * page and nothing else. That image is taken as it is stored, at its own resolution, instead of
 * the page rendered at another resolution and encoded again: no resampling, no lossy re-encoding,
 * and no more pixels than the scanner made for each preparation to work through.
 */

/**
 * Scans from this resolution to `maxScanDpi` are taken as they are: the resolutions the preparation
 * keeps as they come (page-image.ts). Below it a stroke is one or two pixels wide and the
 * preparation's 3×3 median would take off much of it, so the page is rendered at 250 DPI first, as
 * before (190: 200 DPI with room for a page size rounded to points).
 */
export const minScanDpi = 190
/** Above this resolution the page is rendered instead (a 600 DPI scan would cost every preparation four times the pixels). */
export const maxScanDpi = 300
/** The image must cover at least this share of the page's width and height. */
const minCover = 0.9

type Matrix = [number, number, number, number, number, number]

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ]
}

/** Operators that draw nothing and change nothing but the current transform. */
const bookkeeping = new Set<number>([OPS.save, OPS.restore, OPS.transform, OPS.dependency])

interface DecodedImage {
  width: number
  height: number
  kind: number
  data: Uint8Array | Uint8ClampedArray
}

function isDecodedImage(value: unknown): value is DecodedImage {
  if (typeof value !== 'object' || value === null) return false
  const image = value as Partial<DecodedImage>
  return (
    typeof image.width === 'number' &&
    typeof image.height === 'number' &&
    typeof image.kind === 'number' &&
    (image.data instanceof Uint8Array || image.data instanceof Uint8ClampedArray)
  )
}

/** pdfjs's decoded pixels as raw greyscale (one channel) or colour (three or four) pixels for sharp. */
function rawPixels(image: DecodedImage): { data: Buffer; channels: 1 | 3 | 4 } | null {
  const { width, height, data } = image
  if (image.kind === ImageKind.GRAYSCALE_1BPP) {
    // One bit a pixel, rows padded to whole bytes; a set bit is white.
    const rowBytes = (width + 7) >> 3
    const grey = Buffer.alloc(width * height)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        grey[y * width + x] = (data[y * rowBytes + (x >> 3)]! & (128 >> (x & 7))) !== 0 ? 255 : 0
    return { data: grey, channels: 1 }
  }
  if (image.kind === ImageKind.RGB_24BPP) {
    // A grey scan decoded to three equal channels is kept as one.
    const grey = Buffer.alloc(width * height)
    for (let i = 0, j = 0; j < grey.length; i += 3, j++) {
      if (data[i] !== data[i + 1] || data[i] !== data[i + 2])
        return { data: Buffer.from(data.buffer, data.byteOffset, width * height * 3), channels: 3 }
      grey[j] = data[i]!
    }
    return { data: grey, channels: 1 }
  }
  if (image.kind === ImageKind.RGBA_32BPP)
    return { data: Buffer.from(data.buffer, data.byteOffset, width * height * 4), channels: 4 }
  return null
}

/**
 * The page's one image as a PNG at its own resolution, when the page is a scan: it draws one image,
 * upright (no turn, no mirror), over at least 90 % of the page, at `minScanDpi` to `maxScanDpi`, and nothing
 * else. Null otherwise (the page is rendered).
 */
export async function scanImageOf(page: PDFPageProxy): Promise<Buffer | null> {
  if (page.rotate % 360 !== 0) return null
  const { fnArray, argsArray } = await page.getOperatorList()
  let ctm: Matrix = [1, 0, 0, 1, 0, 0]
  const saved: Matrix[] = []
  let drawn: { id: string; matrix: Matrix } | null = null
  for (const [index, operator] of fnArray.entries()) {
    const args = argsArray[index] as unknown[]
    if (operator === OPS.paintImageXObject && drawn === null) drawn = { id: String(args[0]), matrix: ctm }
    else if (!bookkeeping.has(operator)) return null
    else if (operator === OPS.save) saved.push(ctm)
    else if (operator === OPS.restore) ctm = saved.pop() ?? ctm
    else if (operator === OPS.transform) ctm = multiply(ctm, args as Matrix)
  }
  if (drawn === null) return null
  const [a, b, c, d, e, f] = drawn.matrix
  if (b !== 0 || c !== 0 || a <= 0 || d <= 0) return null
  // The unit square the image fills, mapped onto the page, must cover the page.
  const [x0, y0, x1, y1] = page.view as [number, number, number, number]
  const covered = (from: number, to: number, start: number, end: number) =>
    Math.min(to, end) - Math.max(from, start) >= (end - start) * minCover
  if (!covered(e, e + a, x0, x1) || !covered(f, f + d, y0, y1)) return null
  const objects = drawn.id.startsWith('g_') ? page.commonObjs : page.objs
  const image: unknown = objects.has(drawn.id) ? objects.get(drawn.id) : null
  if (!isDecodedImage(image)) return null
  // Points are 1/72 inch; the image spans a × d points.
  const dpi = [(image.width / a) * 72, (image.height / d) * 72]
  if (dpi.some((each) => each < minScanDpi || each > maxScanDpi)) return null
  const pixels = rawPixels(image)
  if (pixels === null) return null
  let pipeline = sharp(pixels.data, { raw: { width: image.width, height: image.height, channels: pixels.channels } })
  if (pixels.channels === 4) pipeline = pipeline.flatten({ background: '#ffffff' })
  if (pixels.channels === 1) pipeline = pipeline.toColourspace('b-w')
  return pipeline.png({ compressionLevel: 1 }).toBuffer()
}

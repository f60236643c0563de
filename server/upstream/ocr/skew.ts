/**
 * Skew and line direction of a page of text, by projection profiles: the dark pixels of a small
 * greyscale copy are projected onto lines at each candidate angle; lines of text make the profile
 * peaky (high sum of squares) exactly when the angle matches theirs.
 */

export interface GreyImage {
  /** One byte per pixel, row by row. */
  pixels: Uint8Array
  width: number
  height: number
}

export interface PageSkew {
  /** The angle of the text lines, degrees, clockwise positive: rotate by its negative to straighten. */
  degrees: number
  /** The text lines run top to bottom (the page lies on its side): turn it a quarter first. */
  sideways: boolean
}

/** Largest skew searched for, degrees. */
export const maxSkewDegrees = 10

interface DarkPoints {
  xs: Float64Array
  ys: Float64Array
}

function darkPointsOf(image: GreyImage): DarkPoints {
  const { pixels, width, height } = image
  let sum = 0
  for (const value of pixels) sum += value
  // Dark = clearly below the page's mean brightness (text on a light page).
  const threshold = Math.min(160, (sum / Math.max(1, pixels.length)) * 0.75)
  const xs: number[] = []
  const ys: number[] = []
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((pixels[y * width + x] ?? 255) < threshold) {
        xs.push(x - width / 2)
        ys.push(y - height / 2)
      }
    }
  }
  return { xs: Float64Array.from(xs), ys: Float64Array.from(ys) }
}

/** Sum of squared bin counts of the points projected across lines at `degrees` (higher = sharper lines). */
function profileSharpness(points: DarkPoints, degrees: number, size: number): number {
  const radians = (degrees * Math.PI) / 180
  const sin = Math.sin(radians)
  const cos = Math.cos(radians)
  const bins = new Float64Array(size * 2 + 1)
  for (let i = 0; i < points.xs.length; i++) {
    const offset = (points.ys[i] ?? 0) * cos - (points.xs[i] ?? 0) * sin
    const bin = Math.round(offset) + size
    if (bin >= 0 && bin < bins.length) bins[bin] = (bins[bin] ?? 0) + 1
  }
  let sharpness = 0
  for (const count of bins) sharpness += count * count
  return sharpness
}

function bestAngle(points: DarkPoints, size: number): { degrees: number; sharpness: number } {
  let best = { degrees: 0, sharpness: profileSharpness(points, 0, size) }
  const consider = (degrees: number) => {
    const sharpness = profileSharpness(points, degrees, size)
    if (sharpness > best.sharpness) best = { degrees, sharpness }
  }
  for (let degrees = -maxSkewDegrees; degrees <= maxSkewDegrees; degrees += 0.5) consider(degrees)
  const coarse = best.degrees
  for (let degrees = coarse - 0.4; degrees <= coarse + 0.41; degrees += 0.1) consider(Math.round(degrees * 10) / 10)
  return best
}

/**
 * Measures the skew of a page (within ±maxSkewDegrees) and whether its lines run sideways. Expects
 * a small copy (about 600–900 pixels on the long side): the cost grows with the dark pixels.
 */
export function measureSkew(image: GreyImage): PageSkew {
  const points = darkPointsOf(image)
  if (points.xs.length < 50) return { degrees: 0, sideways: false }
  const size = Math.ceil(Math.hypot(image.width, image.height) / 2) + 1
  const across = bestAngle(points, size)
  // The same points turned a quarter: x' = y, y' = -x.
  const turned: DarkPoints = { xs: points.ys, ys: points.xs.map((x) => -x) }
  const along = bestAngle(turned, size)
  // Lines of text give a far sharper profile across them than along them.
  if (along.sharpness > across.sharpness * 1.15) return { degrees: along.degrees, sideways: true }
  return { degrees: across.degrees, sideways: false }
}

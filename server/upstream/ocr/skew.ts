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
  /**
   * Median height of the well-inked band of the text lines (about the x-height: ascenders and
   * descenders carry little ink), in pixels of the image measured; null when no lines were found.
   */
  textHeight: number | null
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

/** Dark pixels per line across the page when the points are projected across lines at `degrees`. */
function profileOf(points: DarkPoints, degrees: number, size: number): Float64Array {
  const radians = (degrees * Math.PI) / 180
  const sin = Math.sin(radians)
  const cos = Math.cos(radians)
  const bins = new Float64Array(size * 2 + 1)
  for (let i = 0; i < points.xs.length; i++) {
    const offset = (points.ys[i] ?? 0) * cos - (points.xs[i] ?? 0) * sin
    const bin = Math.round(offset) + size
    if (bin >= 0 && bin < bins.length) bins[bin] = (bins[bin] ?? 0) + 1
  }
  return bins
}

/** Sum of squared bin counts of the profile at `degrees` (higher = sharper lines). */
function profileSharpness(points: DarkPoints, degrees: number, size: number): number {
  let sharpness = 0
  for (const count of profileOf(points, degrees, size)) sharpness += count * count
  return sharpness
}

/** Median length of the runs of well-inked bins of a profile: about the x-height of the text. */
function medianTextHeight(profile: Float64Array): number | null {
  const inked = [...profile].filter((count) => count > 0).sort((a, b) => a - b)
  const high = inked[Math.floor(inked.length * 0.9)] ?? 0
  // Speckle between lines stays far below a tenth of a well-inked line.
  const threshold = high * 0.1
  const runs: number[] = []
  let run = 0
  for (const count of profile) {
    if (count > threshold) run++
    else if (run > 0) {
      runs.push(run)
      run = 0
    }
  }
  if (run > 0) runs.push(run)
  const lines = runs.filter((length) => length >= 2).sort((a, b) => a - b)
  return lines.length >= 3 ? (lines[Math.floor(lines.length / 2)] ?? null) : null
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
 * Measures the skew of a page (within ±maxSkewDegrees) and whether its lines run sideways (unless
 * `sideways: false` says they do not). Expects a small copy (about 600–900 pixels on the long
 * side): the cost grows with the dark pixels.
 */
export function measureSkew(image: GreyImage, options: { sideways?: boolean } = {}): PageSkew {
  const points = darkPointsOf(image)
  if (points.xs.length < 50) return { degrees: 0, sideways: false, textHeight: null }
  const size = Math.ceil(Math.hypot(image.width, image.height) / 2) + 1
  const across = bestAngle(points, size)
  // The same points turned a quarter: x' = y, y' = -x.
  const turned: DarkPoints = { xs: points.ys, ys: points.xs.map((x) => -x) }
  const along = options.sideways === false ? across : bestAngle(turned, size)
  // Lines of text give a far sharper profile across them than along them.
  if (options.sideways !== false && along.sharpness > across.sharpness * 1.15)
    return {
      degrees: along.degrees,
      sideways: true,
      textHeight: medianTextHeight(profileOf(turned, along.degrees, size)),
    }
  return {
    degrees: across.degrees,
    sideways: false,
    textHeight: medianTextHeight(profileOf(points, across.degrees, size)),
  }
}

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

/** The dark pixels of `image`: 1 where clearly below the page's mean brightness (text on a light page). */
function darkMaskOf(image: GreyImage): Uint8Array {
  const { pixels } = image
  let sum = 0
  for (const value of pixels) sum += value
  const threshold = Math.min(160, (sum / Math.max(1, pixels.length)) * 0.75)
  const mask = new Uint8Array(pixels.length)
  for (let i = 0; i < pixels.length; i++) mask[i] = (pixels[i] ?? 255) < threshold ? 1 : 0
  return mask
}

/** The points of `mask` (centred on the image), leaving out those `left` marks. */
function pointsOf(mask: Uint8Array, width: number, height: number, left?: Uint8Array): DarkPoints {
  const xs: number[] = []
  const ys: number[] = []
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x
      if (mask[at] === 1 && left?.[at] !== 1) {
        xs.push(x - width / 2)
        ys.push(y - height / 2)
      }
    }
  }
  return { xs: Float64Array.from(xs), ys: Float64Array.from(ys) }
}

/**
 * Marks the pixels of `mask` on a chain of dark pixels at least `length` long that runs down the
 * image (`down`), else across it, stepping at most one pixel aside per pixel along: a rule, frame
 * line or table border at any skew the page may have is such a chain; a glyph is far shorter, and
 * gaps between letters, words and lines break text into short ones. A chain that `leans` (1 or -1)
 * runs down the image aslant: it steps 0 to 2 pixels aside per row, that way, and at least half a
 * pixel per row over its length (27° to 63° from upright: a hatched border's strokes, no line of
 * text running down a page).
 */
function markLongChains(
  mask: Uint8Array,
  width: number,
  height: number,
  length: number,
  { down, lean = 0 }: { down: boolean; lean?: number },
  marks: Uint8Array,
) {
  // Along the chain: `steps` pixels, `stride` apart; across it: `lanes` pixels, `pitch` apart.
  const [steps, lanes, stride, pitch] = down ? [height, width, width, 1] : [width, height, 1, width]
  /**
   * The longest chain ending at each pixel, walked from the first step (`forward`) or from the
   * last, and the lane where it starts.
   */
  const chains = (forward: boolean) => {
    const lengths = new Uint16Array(mask.length)
    const starts = new Int32Array(mask.length)
    // Walked forward, a leaning chain came from lanes behind its lean; walked back, from lanes ahead.
    const shift = forward ? -lean : lean
    for (let k = 0; k < steps; k++) {
      const step = forward ? k : steps - 1 - k
      const previous = forward ? step - 1 : step + 1
      for (let lane = 0; lane < lanes; lane++) {
        const at = step * stride + lane * pitch
        if (mask[at] !== 1) continue
        let [longest, start] = [0, lane]
        if (k > 0)
          for (let aside = Math.max(0, lane - 1 + shift); aside <= Math.min(lanes - 1, lane + 1 + shift); aside++) {
            const before = previous * stride + aside * pitch
            if ((lengths[before] ?? 0) > longest) [longest, start] = [lengths[before]!, starts[before]!]
          }
        lengths[at] = longest + 1
        starts[at] = start
      }
    }
    return { lengths, starts }
  }
  const ending = chains(true)
  const starting = chains(false)
  for (let at = 0; at < mask.length; at++) {
    const chain = (ending.lengths[at] ?? 0) + (starting.lengths[at] ?? 0) - 1
    if (chain < length) continue
    if (lean === 0 || Math.abs((starting.starts[at] ?? 0) - (ending.starts[at] ?? 0)) >= chain / 2) marks[at] = 1
  }
}

/**
 * The dark pixels of the page outside rules, frame lines and table borders: chains longer than a
 * tenth of the image's long side (an inch or so of a page), far longer than any glyph; and outside
 * a hatched border's strokes: aslant chains longer than a twentieth of it (a glyph's slanting
 * stroke is a line's height at most).
 */
function textPointsOf(mask: Uint8Array, width: number, height: number): DarkPoints {
  const length = Math.max(24, Math.round(Math.max(width, height) / 10))
  const marks = new Uint8Array(mask.length)
  markLongChains(mask, width, height, length, { down: true }, marks)
  markLongChains(mask, width, height, length, { down: false }, marks)
  for (const lean of [1, -1]) markLongChains(mask, width, height, Math.round(length / 2), { down: true, lean }, marks)
  return pointsOf(mask, width, height, marks)
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

/** The same points turned a quarter: x' = y, y' = -x. */
function quarterTurned(points: DarkPoints): DarkPoints {
  return { xs: points.ys, ys: points.xs.map((x) => -x) }
}

/**
 * Measures the skew of a page (within ±maxSkewDegrees) and whether its lines run sideways (unless
 * `sideways: false` says they do not). Expects a small copy (about 600–900 pixels on the long
 * side): the cost grows with the dark pixels.
 */
export function measureSkew(image: GreyImage, options: { sideways?: boolean } = {}): PageSkew {
  const mask = darkMaskOf(image)
  const points = pointsOf(mask, image.width, image.height)
  if (points.xs.length < 50) return { degrees: 0, sideways: false, textHeight: null }
  const size = Math.ceil(Math.hypot(image.width, image.height) / 2) + 1
  const across = bestAngle(points, size)
  const upright = () => ({
    degrees: across.degrees,
    sideways: false,
    textHeight: medianTextHeight(profileOf(points, across.degrees, size)),
  })
  if (options.sideways === false) return upright()
  const turned = quarterTurned(points)
  const along = bestAngle(turned, size)
  // Lines of text give a far sharper profile across them than along them. A rule, frame line or
  // table border is one line as sharp as many lines of text: a page is turned only where its
  // profiles say so also without its long chains of dark pixels (a rule down an upright page would
  // turn it a quarter), compared at the angles found on the whole page (rules lie at its skew).
  if (along.sharpness <= across.sharpness * 1.15) return upright()
  const text = textPointsOf(mask, image.width, image.height)
  const judged = text.xs.length >= 50 && text.xs.length < points.xs.length
  const sideways =
    !judged ||
    profileSharpness(quarterTurned(text), along.degrees, size) > profileSharpness(text, across.degrees, size) * 1.15
  if (!sideways) return upright()
  return {
    degrees: along.degrees,
    sideways: true,
    textHeight: medianTextHeight(profileOf(turned, along.degrees, size)),
  }
}

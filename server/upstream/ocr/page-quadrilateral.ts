import sharp from 'sharp'
import { homography, type Homography, type Point } from '../documents/render/perspective'

/**
 * A photographed page cut out of its photo (ADR 0066). A phone photo shows the sheet lying on a
 * desk, at an angle: a bright quadrilateral on a darker ground, its far edge shorter than its near
 * one. Its text lines converge, the desk's edges look like text lines to the skew measurement and
 * the desk's dark ground spoils every global level. The page's four edges are found as the first
 * step from the photo's border into brighter paper, each a straight line along most of its side;
 * the quadrilateral they enclose is mapped onto an upright rectangle. A scan (paper up to the
 * image's border, or a pale scanner lid around it) shows no such four edges and is left as it is.
 */

/** Long side of the small copy the edges are looked for on. */
const sampleSide = 480
/** How far into the photo an edge is looked for, as a share of the side across it. */
const searchShare = 0.35
/** Pixels on each side of a candidate edge whose means are compared. */
const stepWindow = 5
/** Paper is at least this many grey levels brighter than the ground just outside it. */
const minStep = 28
/** An edge line passes within this many sample pixels of this share of its side's steps. */
const lineTolerance = 2
const minInlierShare = 0.6
/** The corners are taken this many sample pixels towards the page's middle. */
const cornerInset = 2
/** The page covers at least this share of the photo. */
const minAreaShare = 0.3

export interface GreyImage {
  data: Buffer | Uint8Array
  width: number
  height: number
}

/** Line x = a·t + b along one side (t the coordinate along the side). */
interface SideLine {
  a: number
  b: number
}

/**
 * The first step into paper along each scan line of one side: for the left side, scanning each row
 * from x = 0 rightwards. `at(t, s)` reads the sample with s the depth into the photo from that side.
 */
function edgeSteps(
  at: (t: number, s: number) => number,
  along: number,
  across: number,
): Array<{ t: number; s: number }> {
  const steps: Array<{ t: number; s: number }> = []
  const depth = Math.round(across * searchShare)
  for (let t = Math.round(along * 0.08); t < along * 0.92; t++) {
    // The ground from the border up to s (all of it darker than the paper beyond the edge).
    let ground = 0
    for (let k = 0; k < stepWindow; k++) ground += at(t, k)
    for (let s = stepWindow; s < depth; s++) {
      let outside = 0
      let inside = 0
      for (let k = 1; k <= stepWindow; k++) {
        outside += at(t, s - k)
        inside += at(t, s + k - 1)
      }
      if (inside - outside >= minStep * stepWindow && inside / stepWindow - ground / s >= minStep) {
        steps.push({ t, s })
        break
      }
      ground += at(t, s)
    }
  }
  return steps
}

/** The line through most steps (pairs of steps tried, then a least-squares fit to its inliers). */
function fitSide(steps: Array<{ t: number; s: number }>, along: number): SideLine | null {
  if (steps.length < along * 0.84 * minInlierShare) return null
  const probes = Array.from({ length: 12 }, (_, i) => steps[Math.floor(((i + 0.5) * steps.length) / 12)]!)
  let best: { line: SideLine; inliers: Array<{ t: number; s: number }> } | null = null
  for (let i = 0; i < probes.length; i++)
    for (let j = i + 1; j < probes.length; j++) {
      const [p, q] = [probes[i]!, probes[j]!]
      if (p.t === q.t) continue
      const a = (q.s - p.s) / (q.t - p.t)
      const line = { a, b: p.s - a * p.t }
      const inliers = steps.filter((step) => Math.abs(line.a * step.t + line.b - step.s) <= lineTolerance)
      if (!best || inliers.length > best.inliers.length) best = { line, inliers }
    }
  if (!best || best.inliers.length < along * 0.84 * minInlierShare) return null
  // Least squares on the inliers.
  const n = best.inliers.length
  const mt = best.inliers.reduce((sum, step) => sum + step.t, 0) / n
  const ms = best.inliers.reduce((sum, step) => sum + step.s, 0) / n
  let covariance = 0
  let variance = 0
  for (const step of best.inliers) {
    covariance += (step.t - mt) * (step.s - ms)
    variance += (step.t - mt) ** 2
  }
  const a = variance > 0 ? covariance / variance : 0
  return { a, b: ms - a * mt }
}

/** Where two lines cross, one given as x = a·y + b (left/right), the other as y = a·x + b (top/bottom). */
function crossing(vertical: SideLine, horizontal: SideLine): Point {
  // x = av·y + bv, y = ah·x + bh → x = av·(ah·x + bh) + bv.
  const x = (vertical.a * horizontal.b + vertical.b) / (1 - vertical.a * horizontal.a)
  return { x, y: horizontal.a * x + horizontal.b }
}

/** Area of a polygon (shoelace), positive for corners in clockwise order on the image. */
function area(corners: readonly Point[]): number {
  let sum = 0
  for (let i = 0; i < corners.length; i++) {
    const [p, q] = [corners[i]!, corners[(i + 1) % corners.length]!]
    sum += p.x * q.y - q.x * p.y
  }
  return sum / 2
}

/**
 * The corners of the photographed page in `grey` (top left, top right, bottom right, bottom left),
 * or null when no page with four edges on a darker ground is seen.
 */
export function pageCorners(grey: GreyImage): Point[] | null {
  const { data, width, height } = grey
  const v = (x: number, y: number) => data[y * width + x]!
  const w1 = width - 1
  const h1 = height - 1
  const left = fitSide(
    edgeSteps((t, s) => v(s, t), height, width),
    height,
  )
  const right =
    left &&
    fitSide(
      edgeSteps((t, s) => v(w1 - s, t), height, width),
      height,
    )
  const top =
    right &&
    fitSide(
      edgeSteps((t, s) => v(t, s), width, height),
      width,
    )
  const bottom =
    top &&
    fitSide(
      edgeSteps((t, s) => v(t, h1 - s), width, height),
      width,
    )
  if (!left || !right || !top || !bottom) return null
  const asX = (line: SideLine, from: number): SideLine => (from === 0 ? line : { a: -line.a, b: from - line.b })
  const lines = {
    left: asX(left, 0),
    right: asX(right, w1),
    top: asX(top, 0),
    bottom: asX(bottom, h1),
  }
  const corners = [
    crossing(lines.left, lines.top),
    crossing(lines.right, lines.top),
    crossing(lines.right, lines.bottom),
    crossing(lines.left, lines.bottom),
  ]
  const slack = 0.03 * Math.max(width, height)
  if (corners.some((c) => c.x < -slack || c.y < -slack || c.x > w1 + slack || c.y > h1 + slack)) return null
  if (area(corners) < minAreaShare * width * height) return null
  return corners
}

/**
 * Each image's page, cut out once: a certificate page is prepared again from the same image (its
 * darkest ink, ADR 0029; its number's confirming preparation, ADR 0038), and each preparation
 * cut it out anew (0.2–0.3 s of CPU each).
 */
const cutOutPages = new WeakMap<Buffer, Promise<Buffer | null>>()

/**
 * `image` (any format sharp reads) with a photographed page cut out and made upright and
 * rectangular, as a PNG; null when the image shows no such page (see pageCorners). The same image
 * (the same buffer) gives the same page, cut out once.
 */
export function rectifiedPage(image: Buffer): Promise<Buffer | null> {
  let page = cutOutPages.get(image)
  if (page === undefined) {
    page = cutOutPage(image)
    cutOutPages.set(image, page)
  }
  return page
}

/** The page cut out of `image`, as a PNG, or null (rectifiedPage). */
async function cutOutPage(image: Buffer): Promise<Buffer | null> {
  const upright = () => sharp(image, { limitInputPixels: 60_000_000 }).rotate().flatten({ background: '#ffffff' })
  const sample = await upright()
    .resize(sampleSide, sampleSide, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const corners = pageCorners({ data: sample.data, width: sample.info.width, height: sample.info.height })
  if (!corners) return null
  const { data, info } = await upright().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true })
  const [sx, sy] = [info.width / sample.info.width, info.height / sample.info.height]
  // A little inside the edges found, so that no sliver of the ground is kept as a dark frame.
  const centre = { x: corners.reduce((sum, c) => sum + c.x, 0) / 4, y: corners.reduce((sum, c) => sum + c.y, 0) / 4 }
  const full = corners.map((c) => {
    const length = Math.hypot(centre.x - c.x, centre.y - c.y)
    const inset = Math.min(1, cornerInset / length)
    return { x: (c.x + (centre.x - c.x) * inset + 0.5) * sx, y: (c.y + (centre.y - c.y) * inset + 0.5) * sy }
  })
  const span = (p: Point, q: Point) => Math.hypot(q.x - p.x, q.y - p.y)
  const width = Math.round(Math.max(span(full[0]!, full[1]!), span(full[3]!, full[2]!)))
  const height = Math.round(Math.max(span(full[0]!, full[3]!), span(full[1]!, full[2]!)))
  const toPhoto = homography(
    [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: height },
      { x: 0, y: height },
    ],
    full,
  )
  return sharp(warped(data, info.width, info.height, toPhoto, width, height), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

/** The `width`×`height` RGB image whose pixel (x, y) is the photo's at toPhoto(x, y), bilinear. */
function warped(
  photo: Buffer,
  photoWidth: number,
  photoHeight: number,
  h: Homography,
  width: number,
  height: number,
): Buffer {
  const out = Buffer.alloc(width * height * 3, 255)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const w = h[6]! * (x + 0.5) + h[7]! * (y + 0.5) + h[8]!
      const fx = (h[0]! * (x + 0.5) + h[1]! * (y + 0.5) + h[2]!) / w - 0.5
      const fy = (h[3]! * (x + 0.5) + h[4]! * (y + 0.5) + h[5]!) / w - 0.5
      const x0 = Math.floor(fx)
      const y0 = Math.floor(fy)
      if (x0 < 0 || y0 < 0 || x0 + 1 >= photoWidth || y0 + 1 >= photoHeight) continue
      const dx = fx - x0
      const dy = fy - y0
      const i00 = (y0 * photoWidth + x0) * 3
      const i10 = i00 + 3
      const i01 = i00 + photoWidth * 3
      const i11 = i01 + 3
      const o = (y * width + x) * 3
      for (let c = 0; c < 3; c++) {
        const top = photo[i00 + c]! + (photo[i10 + c]! - photo[i00 + c]!) * dx
        const bottom = photo[i01 + c]! + (photo[i11 + c]! - photo[i01 + c]!) * dx
        out[o + c] = Math.round(top + (bottom - top) * dy)
      }
    }
  return out
}

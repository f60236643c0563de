import sharp from 'sharp'
import {
  blackHat,
  closing,
  components,
  erode,
  horizontalGradient,
  openedAlongRows,
  otsu,
  type Component,
  type Grey,
} from './morphology'
import { project, type Homography } from '../../documents/render/perspective'
import { level, rectified, warpColumns, zoneText, type CellColumns, type ZoneCourse } from './zone-rectify'
import { median } from '../../ocr/median'

/**
 * Finds the machine-readable zone on a photo or scan of a real document the way MRZ readers in the
 * field do (ADR 0020): on a copy scaled to a fixed width, a black-hat brings out dark text smaller
 * than a few characters over any background (guilloches, tints, a portrait), its horizontal gradient
 * marks the strokes, a closing joins the characters of a line and the lines of the zone into one
 * solid band, Otsu's threshold and an erosion cut it loose from other text, and the band is told by
 * its shape: far wider than tall and spanning a good part of the page. Its long axis gives its skew.
 * Each band is then cut out of the full-resolution image, straightened, and scaled so that its lines
 * have a fixed height (zoneImage).
 */

/** Width of the copy the zone is looked for on first: a page that fills the photo or scan. */
const WORK_WIDTH = 500
/** Black-hat and line closing kernel (width × height): a few characters, less than a line. */
const LINE_KERNEL = [13, 5] as const
/** Closing that joins the lines of a zone into one band. */
const BAND_KERNEL = [21, 21] as const
/** Erosion that detaches the band from text and patterns touching it. */
const DETACH_KERNEL = [9, 9] as const
/** A zone band is at least this many times longer than thick, and spans this share of WORK_WIDTH (on every copy). */
const MIN_ASPECT = 2.5
const MIN_SPAN = 0.25
/** Largest skew of a band looked for, degrees (photos held by hand; a page on its side is looked for on a copy turned a quarter). */
const MAX_DEGREES = 20
const MAX_RADIANS = (MAX_DEGREES * Math.PI) / 180

/**
 * Where the zone is looked for, in turn, while none has been seen (read-zone.ts): the kernels above
 * fit a zone's text when the page fills a copy WORK_WIDTH wide; the page on its side is looked for on
 * the copy turned a quarter (upside down is settled when the band is read); a page far from the
 * camera (30–50 % of the photo's width) on a copy twice as wide, where its text has the
 * size the kernels fit again.
 */
export interface ZoneSearch {
  workWidth: number
  /** The copy is turned a quarter clockwise. */
  quarterTurn: boolean
}
export const ZONE_SEARCHES: readonly ZoneSearch[] = [
  { workWidth: WORK_WIDTH, quarterTurn: false },
  { workWidth: WORK_WIDTH, quarterTurn: true },
  { workWidth: WORK_WIDTH * 2, quarterTurn: false },
  { workWidth: WORK_WIDTH * 2, quarterTurn: true },
]

/** Bands tried at most, longest first. */
const MAX_BANDS = 4

/** A band on the image it was found on: centre, length along its axis, thickness, and angle. */
export interface ZoneBand {
  centreX: number
  centreY: number
  length: number
  thickness: number
  /** Angle of the band's long axis, degrees, clockwise positive; the zone reads along it (±180: upside down). */
  degrees: number
  /** What the erosion that detached the band took off each side, image pixels. */
  eroded: number
}

/** The upright image's size (EXIF orientation applied). */
async function uprightSize(image: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(image).rotate().metadata()
  return {
    width: meta.autoOrient?.width ?? meta.width ?? 0,
    height: meta.autoOrient?.height ?? meta.height ?? 0,
  }
}

async function workCopy(
  image: Buffer,
  search: ZoneSearch,
): Promise<{ grey: Grey; scale: number; width: number; height: number }> {
  const { width, height } = await uprightSize(image)
  const across = search.quarterTurn ? height : width
  const scale = search.workWidth / Math.max(1, across)
  const { data, info } = await sharp(image)
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const grey = {
    pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  }
  return { grey: search.quarterTurn ? turnedQuarter(grey) : grey, scale, width, height }
}

/** A grey image turned a quarter clockwise: (x, y) goes to (height − 1 − y, x). */
export function turnedQuarter(grey: Grey): Grey {
  const { width, height } = grey
  const pixels = new Uint8Array(width * height)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) pixels[x * height + (height - 1 - y)] = grey.pixels[y * width + x]!
  return { pixels, width: height, height: width }
}

/** Degrees in (−180, 180]. */
const normalised = (degrees: number) => degrees - 360 * Math.ceil((degrees - 180) / 360)

/**
 * A component of a work copy as a band on the upright image (`height` high): back to full resolution,
 * and from a copy turned a quarter clockwise back to the image ((x, y) was turned to (height − y, x)).
 */
function bandOf(component: Component, scale: number, quarterTurn: boolean, height: number): ZoneBand {
  const x = component.centreX / scale
  const y = component.centreY / scale
  return {
    centreX: quarterTurn ? y : x,
    centreY: quarterTurn ? height - x : y,
    length: Math.sqrt(12 * component.lambdaLong) / scale,
    thickness: Math.sqrt(12 * component.lambdaShort) / scale,
    degrees: normalised(component.degrees - (quarterTurn ? 90 : 0)),
    eroded: DETACH_KERNEL[0] / scale,
  }
}

/** The band read the other way up: a page upside down shows its zone as a band like any other. */
export function turnedHalf(band: ZoneBand): ZoneBand {
  return { ...band, degrees: normalised(band.degrees + 180) }
}

/** Two bands on the image that are one: centres within half the thinner's thickness, axes within 10° (either way up). */
export function sameZoneBand(a: ZoneBand, b: ZoneBand): boolean {
  const turn = Math.abs(normalised(a.degrees - b.degrees))
  return (
    Math.hypot(a.centreX - b.centreX, a.centreY - b.centreY) <= Math.max(1, Math.min(a.thickness, b.thickness)) / 2 &&
    Math.min(turn, 180 - turn) <= 10
  )
}

/** The mask of dark text bands of a work copy. */
export function textBandMask(grey: Grey): Grey {
  const gradient = closing(
    horizontalGradient(blackHat(grey, LINE_KERNEL[0], LINE_KERNEL[1])),
    LINE_KERNEL[0],
    LINE_KERNEL[1],
  )
  const threshold = otsu(gradient.pixels)
  const binary = new Uint8Array(gradient.pixels.length)
  for (let i = 0; i < binary.length; i += 1) binary[i] = gradient.pixels[i]! > threshold ? 255 : 0
  return erode(closing({ ...grey, pixels: binary }, BAND_KERNEL[0], BAND_KERNEL[1]), DETACH_KERNEL[0], DETACH_KERNEL[1])
}

/**
 * The zone-shaped bands of an image (PNG or JPEG bytes, EXIF orientation applied), longest first, in
 * the coordinates of the upright image (whose size is given with them).
 */
export async function findZoneBands(
  image: Buffer,
  search: ZoneSearch = ZONE_SEARCHES[0]!,
): Promise<{ bands: ZoneBand[]; width: number; height: number }> {
  const { grey, scale, width, height } = await workCopy(image, search)
  const mask = textBandMask(grey)
  // A zone closed onto text close to it (a page's last field, a printed notice, a rosette's ink) is cut
  // loose by keeping only the mask's runs that span a quarter of the page along the band's course (a
  // tilted band has no long horizontal run: tilted courses are looked along inside the ink wide enough
  // to hold such a run); its band is tried after those found whole. The openings at courses across a
  // band keep pieces of it: a band cut loose along a tilted course that lies on a band found before is
  // a piece of that band.
  const all = components(mask)
  const found = zoneShaped(all)
  const level = zoneShaped(components(longRunsOnly(mask))).filter(
    (band) => !found.some((other) => sameBand(band, other)),
  )
  const wide = all.filter((component) => component.width >= MIN_SPAN * WORK_WIDTH * Math.cos(MAX_RADIANS))
  const tilted: Component[] = []
  for (const band of wide
    .flatMap((component) =>
      RUN_DEGREES.filter((degrees) => degrees !== 0).flatMap((degrees) =>
        zoneShaped(components(longRunsOnly(croppedTo(mask, component), degrees))).map((band) => ({
          ...band,
          centreX: band.centreX + component.left,
          centreY: band.centreY + component.top,
        })),
      ),
    )
    .sort((a, b) => b.lambdaLong - a.lambdaLong))
    if (![...found, ...level, ...tilted].some((other) => lyingOn(band, other))) tilted.push(band)
  const cut = [...level, ...tilted]
  return {
    bands: [...found, ...cut]
      .slice(0, MAX_BANDS)
      .map((component) => bandOf(component, scale, search.quarterTurn, height)),
    width,
    height,
  }
}

/** Two components that are one band: centres within half the thinner's thickness, thicknesses within a factor 1.5. */
export function sameBand(a: Component, b: Component): boolean {
  const thicknessA = Math.sqrt(12 * a.lambdaShort)
  const thicknessB = Math.sqrt(12 * b.lambdaShort)
  const thinner = Math.max(1, Math.min(thicknessA, thicknessB))
  return (
    Math.hypot(a.centreX - b.centreX, a.centreY - b.centreY) <= thinner / 2 &&
    Math.max(thicknessA, thicknessB) <= 1.5 * thinner
  )
}

/** A component lying on a band: its centre within the band's length, and the two overlapping across it. */
function lyingOn(piece: Component, band: Component): boolean {
  const radians = (band.degrees * Math.PI) / 180
  const dx = piece.centreX - band.centreX
  const dy = piece.centreY - band.centreY
  const along = dx * Math.cos(radians) + dy * Math.sin(radians)
  const across = -dx * Math.sin(radians) + dy * Math.cos(radians)
  return (
    Math.abs(along) <= Math.sqrt(12 * band.lambdaLong) / 2 &&
    Math.abs(across) <= (Math.sqrt(12 * band.lambdaShort) + Math.sqrt(12 * piece.lambdaShort)) / 2
  )
}

/** The part of a mask under a component's bounding box. */
function croppedTo(mask: Grey, box: Component): Grey {
  const pixels = new Uint8Array(box.width * box.height)
  for (let y = 0; y < box.height; y += 1)
    pixels.set(
      mask.pixels.subarray((box.top + y) * mask.width + box.left, (box.top + y) * mask.width + box.left + box.width),
      y * box.width,
    )
  return { pixels, width: box.width, height: box.height }
}

/** The zone-shaped components of a band mask, longest first. */
function zoneShaped(all: Component[]): Component[] {
  return all
    .filter((component) => component.count > 50)
    .filter((component) => {
      const length = Math.sqrt(12 * component.lambdaLong)
      const thickness = Math.max(1, Math.sqrt(12 * component.lambdaShort))
      return (
        length / thickness >= MIN_ASPECT &&
        length >= MIN_SPAN * WORK_WIDTH &&
        Math.abs(component.degrees) <= MAX_DEGREES
      )
    })
    .sort((a, b) => b.lambdaLong - a.lambdaLong)
    .slice(0, MAX_BANDS)
}

/**
 * Courses along which long runs are looked for, degrees: every RUN_STEP up to MAX_DEGREES either way.
 * A run MIN_SPAN of WORK_WIDTH long (125 px) off a band's course by half a step (2°) drifts 4 px across
 * it, less than a detached zone band is thick on a work copy where its characters can be read.
 */
const RUN_STEP = 4
const RUN_DEGREES = Array.from(
  { length: 2 * Math.floor(MAX_DEGREES / RUN_STEP) + 1 },
  (_, i) => (i - Math.floor(MAX_DEGREES / RUN_STEP)) * RUN_STEP,
).sort((a, b) => Math.abs(a) - Math.abs(b))

/**
 * The mask with only its runs at least MIN_SPAN of WORK_WIDTH long along the course `degrees`
 * (clockwise positive): an opening by a digital line segment that long, done as a horizontal opening
 * of the mask sheared so that the course is level (each column shifted by its rise), sheared back.
 */
export function longRunsOnly(mask: Grey, degrees = 0): Grey {
  const span = Math.round(MIN_SPAN * WORK_WIDTH) | 1
  const { width, height } = mask
  const slope = Math.tan((degrees * Math.PI) / 180)
  const rise = Array.from({ length: width }, (_, x) => Math.round(x * slope))
  const pad = Math.max(0, ...rise)
  const shearedHeight = height + pad - Math.min(0, ...rise)
  const sheared = new Uint8Array(width * shearedHeight)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) sheared[(y - rise[x]! + pad) * width + x] = mask.pixels[y * width + x]!
  const opened = openedAlongRows({ pixels: sheared, width, height: shearedHeight }, span).pixels
  const pixels = new Uint8Array(width * height)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) pixels[y * width + x] = opened[(y - rise[x]! + pad) * width + x]!
  return { pixels, width, height }
}

/** Margins around a band: the erosion took this much (work pixels) and the letters may reach a little further. */
const ALONG_MARGIN = 0.04
const ACROSS_MARGIN = 0.3
/** Lines of the zone's size looked for beyond a band, each side (a line is about 2.5 character widths). */
const LINES_AROUND = 2.5

/** Share of a cut's width dark pixels cover in a row of a text line. */
const LINE_COVER = 0.1
/**
 * Rows inside one text line never go blank: a row whose cover stays at least this share of its
 * line's (a face with thin strokes at a high resolution, or a line of fillers, covers little
 * between its glyphs' top and bottom bars) joins the rows on either side into one line, while the
 * gap between two lines is blank paper or background. The rows joined are at most three times as
 * many as those of the taller part (a glyph's bars are not thinner than a sixth of it).
 */
const INNER_COVER = 0.25

/**
 * Median height and number of the text lines of a cut-out band (rows where dark pixels, by Otsu's
 * threshold, cover a tenth of the width, joined across rows inside a line that cover less), or null
 * when no line stands out.
 */
export function textLinesOf(grey: Grey): { height: number; count: number } | null {
  const threshold = otsu(grey.pixels)
  const cover = Array.from({ length: grey.height }, (_, y) => {
    let dark = 0
    for (let x = 0; x < grey.width; x += 1) if (grey.pixels[y * grey.width + x]! <= threshold) dark += 1
    return dark / Math.max(1, grey.width)
  })
  const runs: Array<{ from: number; to: number; cover: number }> = []
  for (let y = 0; y < grey.height; y += 1) {
    if (cover[y]! < LINE_COVER) continue
    const last = runs.at(-1)
    if (last && last.to === y) last.to = y + 1
    else runs.push({ from: y, to: y + 1, cover: 0 })
  }
  for (const run of runs) run.cover = median(cover.slice(run.from, run.to))
  const joined: typeof runs = []
  for (const run of runs) {
    const last = joined.at(-1)
    const gap = last ? cover.slice(last.to, run.from) : []
    const inner =
      last &&
      gap.length <= 3 * Math.max(last.to - last.from, run.to - run.from) &&
      Math.min(...gap) >= INNER_COVER * Math.min(last.cover, run.cover)
    if (last && inner) {
      last.to = run.to
      last.cover = Math.min(last.cover, run.cover)
    } else joined.push({ ...run })
  }
  const heights = joined
    .map((run) => run.to - run.from)
    .filter((height) => height >= 3)
    .sort((a, b) => a - b)
  return heights.length > 0 ? { height: heights[Math.floor(heights.length / 2)]!, count: heights.length } : null
}

/** A zone has two or three lines, and its cut may take a line or two beside it; more is a block of other text (or a pattern). */
const MAX_ZONE_LINES = 6

/** Length added to a band's cut at each end, as a share of the band: a band found short (its ends pale or cut loose) still holds the zone's ends. */
const GROW_ALONG = 0.25

/** Refinements of a band from the course of the lines found in its cut, at most. */
const REFINEMENTS = 2

/**
 * The band cut out of `image`, turned by the band's angle, greyscale: the zone's text block
 * rectified from its four corners where they are found (zone-rectify.ts: a photo at an angle makes a
 * keystone no turn levels), else the cut itself. A band found short or at a wrong angle (its ends
 * pale, or only part of it shaped like a band) is cut again along the course of the lines its cut
 * shows, longer where they reach the cut's ends.
 */
/** A band's straightened cut, and where the zone's cells stand across it when the cut was fitted to them. */
interface Straightened {
  grey: Grey
  columns: CellColumns | null
}

async function straightenedBand(image: Buffer, found: ZoneBand, refinements = REFINEMENTS): Promise<Straightened> {
  // Only the part of the full-resolution image the cut can reach is turned (a phone photo is many
  // times the zone's size); the band is placed on that region.
  const full = await uprightSize(image)
  const reach =
    Math.hypot(
      found.length * (0.5 + ALONG_MARGIN + GROW_ALONG) + found.eroded,
      found.thickness * (0.5 + ACROSS_MARGIN) + found.eroded + (found.length / 44) * LINES_AROUND,
    ) + 4
  const regionLeft = Math.max(0, Math.floor(found.centreX - reach))
  const regionTop = Math.max(0, Math.floor(found.centreY - reach))
  const width = Math.max(1, Math.min(full.width, Math.ceil(found.centreX + reach)) - regionLeft)
  const height = Math.max(1, Math.min(full.height, Math.ceil(found.centreY + reach)) - regionTop)
  const upright = sharp(image)
    .autoOrient()
    .extract({ left: regionLeft, top: regionTop, width, height })
    .flatten({ background: '#ffffff' })
    .greyscale()
  const band = { ...found, centreX: found.centreX - regionLeft, centreY: found.centreY - regionTop }
  const turn = Math.abs(band.degrees) >= 0.5 ? -band.degrees : 0
  const radians = (turn * Math.PI) / 180
  const cos = Math.cos(radians)
  const sin = Math.sin(radians)
  // sharp's rotate grows the canvas to hold the turned image; the band's centre moves with it.
  const turnedWidth = Math.round(Math.abs(width * cos) + Math.abs(height * sin))
  const turnedHeight = Math.round(Math.abs(width * sin) + Math.abs(height * cos))
  const dx = band.centreX - width / 2
  const dy = band.centreY - height / 2
  const cx = turnedWidth / 2 + dx * cos - dy * sin
  const cy = turnedHeight / 2 + dx * sin + dy * cos
  const eroded = band.eroded
  const halfLength = band.length / 2 + eroded / 2 + band.length * ALONG_MARGIN
  // A band may hold one line of the zone only (the other's fillers and a pale print leave it apart):
  // the cut reaches a couple of lines beyond it, and the reading takes the lines shaped like a zone.
  const halfThickness =
    band.thickness / 2 + eroded / 2 + Math.max(band.thickness * ACROSS_MARGIN, (band.length / 44) * LINES_AROUND)
  const grown = halfLength + band.length * GROW_ALONG
  const left = Math.max(0, Math.round(cx - grown))
  const top = Math.max(0, Math.round(cy - halfThickness))
  const cutWidth = Math.max(1, Math.min(turnedWidth, Math.round(cx + grown)) - left)
  const cutHeight = Math.max(1, Math.min(turnedHeight, Math.round(cy + halfThickness)) - top)
  const turned =
    turn === 0
      ? upright
      : sharp(await upright.rotate(turn, { background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer())
  const { data, info } = await turned
    .extract({ left, top, width: cutWidth, height: cutHeight })
    .flatten({ background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const cut: Grey = {
    pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  }
  const { warp: measured, course } = zoneText(cut)
  const refined =
    course && refinements > 0
      ? refinedBand(band, course, { turn, left, top, cos, sin, turnedWidth, turnedHeight, width, height })
      : null
  if (refined && (!measured || course!.cutShort))
    return straightenedBand(
      image,
      { ...refined, centreX: refined.centreX + regionLeft, centreY: refined.centreY + regionTop },
      refinements - 1,
    )
  // A cut, refined as far as it goes, whose lines count no zone's cells: counted again by their
  // single-width glyphs (zone-rectify.ts LinePitch), taken only where that counts a zone's cells.
  const recounted = measured?.cells ? null : zoneText(cut, 'single').warp
  const warp = recounted?.cells ? recounted : measured
  const columns = warp && warpColumns(warp)
  if (warp && !level(warp)) return { grey: rectified(cut, warp), columns }
  // A level block, or none found: the band's own length, as cut before it was grown.
  const from = Math.max(0, Math.round(cx - halfLength) - left)
  const to = Math.min(cut.width, Math.round(cx + halfLength) - left)
  return {
    grey: cropped(cut, from, Math.max(from + 1, to)),
    columns: warp && columns && levelColumns(warp.toCut, columns, warp.height, from),
  }
}

/** The cells' columns of a level block on the cut, cropped from column `from`: their centres taken onto the cut. */
function levelColumns(toCut: Homography, columns: CellColumns, height: number, from: number): CellColumns {
  const x = (column: number) => project(toCut, { x: columns.start + column * columns.pitch, y: height / 2 }).x - from
  const last = columns.length - 1
  return { start: x(0), pitch: (x(last) - x(0)) / last, length: columns.length }
}

/** How a cut lies on the image: its corner on the turned image, the turn, and both images' sizes. */
interface CutPlace {
  /** Degrees the image was turned by before the cut. */
  turn: number
  left: number
  top: number
  cos: number
  sin: number
  turnedWidth: number
  turnedHeight: number
  width: number
  height: number
}

/**
 * The band along the course of the lines of its cut, on the image: centred on them, at their angle,
 * as long as they span (half as long again where they reach the cut's ends) and as thick as they
 * reach across; null when it is the band already.
 */
function refinedBand(band: ZoneBand, course: ZoneCourse, place: CutPlace): ZoneBand | null {
  const { turn, left, top, cos, sin, turnedWidth, turnedHeight, width, height } = place
  // Back from the cut to the turned image, then turned back onto the image.
  const tx = course.centre.x + left - turnedWidth / 2
  const ty = course.centre.y + top - turnedHeight / 2
  const refined: ZoneBand = {
    centreX: width / 2 + tx * cos + ty * sin,
    centreY: height / 2 - tx * sin + ty * cos,
    length: course.span * (course.cutShort ? 1.5 : 1),
    thickness: Math.max(1, course.across),
    degrees: -turn + (Math.atan(course.slope) * 180) / Math.PI,
    eroded: band.eroded,
  }
  const same =
    Math.abs(refined.degrees - band.degrees) < 0.3 &&
    Math.hypot(refined.centreX - band.centreX, refined.centreY - band.centreY) < course.across / 4 &&
    refined.length <= band.length * 1.05
  return same ? null : refined
}

/** Columns `from` (inclusive) to `to` (exclusive) of a grey image. */
function cropped(grey: Grey, from: number, to: number): Grey {
  const width = to - from
  const pixels = new Uint8Array(width * grey.height)
  for (let y = 0; y < grey.height; y += 1)
    pixels.set(grey.pixels.subarray(y * grey.width + from, y * grey.width + to), y * width)
  return { pixels, width, height: grey.height }
}

/** Each band's straightened cut, made once for the line heights it is read at. */
const straightened = new WeakMap<ZoneBand, Promise<Straightened>>()

/** A band's straightened cut, made once (`straightened`). */
function straightenedOnce(image: Buffer, band: ZoneBand): Promise<Straightened> {
  const cached = straightened.get(band) ?? straightenedBand(image, band)
  straightened.set(band, cached)
  return cached
}

/**
 * Whether a band's cut was fitted to a zone's cells: its lines of glyphs count 30, 36 or 44 cells at
 * one pitch (zone-rectify.ts cellWarp). The cut is the one the band is read from.
 */
export async function cellsCounted(image: Buffer, band: ZoneBand): Promise<boolean> {
  return (await straightenedOnce(image, band)).columns !== null
}

/** A band's zone image, and where its cells stand across it when its cut was fitted to them (zone-rectify.ts cellWarp). */
export interface ZoneImage {
  png: Buffer
  columns: CellColumns | null
}

/**
 * The band cut out of `image`, straightened (straightenedBand), and scaled so that its text lines
 * are `lineHeight` pixels high (the same for any resolution of the document); null when the band
 * holds no lines of text or more than a zone has.
 */
export async function zoneImage(image: Buffer, band: ZoneBand, lineHeight: number): Promise<ZoneImage | null> {
  const { grey, columns } = await straightenedOnce(image, band)
  const lines = textLinesOf(grey)
  if (!lines || lines.count > MAX_ZONE_LINES) return null
  const scale = lineHeight / lines.height
  const width = Math.max(1, Math.round(grey.width * scale))
  const png = await sharp(grey.pixels, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .resize(width, Math.max(1, Math.round(grey.height * scale)), { kernel: 'cubic' })
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer()
  // Pixel centres scale about the image's edge: x + 0.5 becomes (x + 0.5) · width ratio.
  const across = width / grey.width
  return {
    png,
    columns: columns && {
      start: (columns.start + 0.5) * across - 0.5,
      pitch: columns.pitch * across,
      length: columns.length,
    },
  }
}

/**
 * Dark coloured ink told from black print by its colour against the page's own paper (ADR 0097).
 *
 * A certificate's first preparation keeps the lightest colour channel of each pixel, so a light
 * stamp or a ballpoint stroke (bright in one channel) fades to white (ADR 0021). A dark blue
 * signature in a low-quality JPEG or a phone photo is dark in every channel: its lightest channel
 * (60–130) is as dark as grey print, and it stayed on the page as letters over the value. Its colour
 * tells it: measured against the paper's colour (a photo's warm light tints paper and print alike,
 * and is divided out), black and grey print has a chroma (lightest minus darkest channel) of 0–15,
 * a dark blue stroke 30–60. Only blue ink is dark: a ballpoint's or a fountain pen's (a red or
 * purple stamp's ink is light in its red channel and drops out by it). Print under a translucent
 * stamp or a stroke takes the mark's colour too, but darker: its lightest channel is the print's
 * times the mark's (a stroke's crossing of a digit, a label under a red seal). It stays. Navy print
 * (a letterhead's headings) is as dark and as blue as a ballpoint's ink: only pieces of blue ink
 * shaped as a pen's stroke are lightened, and where a stroke drawn over a glyph crosses its stroke,
 * the glyph keeps those pixels.
 */

/** A pixel whose lightest channel is darker than this is print, alone or under a mark's ink. */
const printUnderMarkBelow = 56
/** A dark pixel whose chroma against the paper is above this is lightened… */
const darkChromaAbove = 20
/** …by this many grey levels per level of chroma above it. */
const lightenPerChroma = 4

/**
 * The paper's colour: the mean colour of the pixels whose lightest channel is the page's commonest
 * (the paper covers most of a page).
 */
export function paperColour(rgb: Buffer, lightest: Buffer): [number, number, number] {
  const histogram = new Uint32Array(256)
  for (let j = 0; j < lightest.length; j++) histogram[lightest[j]!]!++
  let paper = 255
  for (let level = 0; level < 256; level++) if (histogram[level]! > histogram[paper]!) paper = level
  const sum = [0, 0, 0]
  let count = 0
  for (let j = 0, i = 0; j < lightest.length; j++, i += 3)
    if (Math.abs(lightest[j]! - paper) <= 3) {
      sum[0]! += rgb[i]!
      sum[1]! += rgb[i + 1]!
      sum[2]! += rgb[i + 2]!
      count++
    }
  return sum.map((channel) => Math.max(1, channel / Math.max(1, count))) as [number, number, number]
}

/** A pen's stroke of blue ink is longer than this share of the page's short side… */
const strokeLongerThan = 1 / 30
/** …and fills less than this share of its box (a navy letter of a heading fills more). */
const strokeFillBelow = 0.2

/**
 * Whether each dark blue pixel (`lightening` not -1 nor 0) belongs to a pen's stroke: a piece of
 * dark blue ink (8 neighbours) long for the page and thin for its box. Navy print (a letterhead's
 * headings and labels, as dark and as blue as a ballpoint's ink) is letters: short pieces, or dense.
 */
function penShaped(lightening: Int16Array, width: number, height: number): (j: number) => boolean {
  const blue = (j: number) => lightening[j] !== -1 && lightening[j] !== 0
  const piece = new Int32Array(lightening.length).fill(-1)
  const strokes: boolean[] = []
  const minLong = Math.min(width, height) * strokeLongerThan
  const stack: number[] = []
  for (let start = 0; start < lightening.length; start++) {
    if (!blue(start) || piece[start] !== -1) continue
    const id = strokes.length
    let [x0, y0, x1, y1, count] = [width, height, 0, 0, 0]
    piece[start] = id
    stack.push(start)
    while (stack.length > 0) {
      const j = stack.pop()!
      const x = j % width
      const y = (j - x) / width
      count++
      x0 = Math.min(x0, x)
      x1 = Math.max(x1, x)
      y0 = Math.min(y0, y)
      y1 = Math.max(y1, y)
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          const n = ny * width + nx
          if (piece[n] === -1 && blue(n)) {
            piece[n] = id
            stack.push(n)
          }
        }
    }
    const [w, h] = [x1 - x0 + 1, y1 - y0 + 1]
    strokes.push(Math.max(w, h) > minLong && count / (w * h) < strokeFillBelow)
  }
  return (j) => piece[j]! >= 0 && strokes[piece[j]!] === true
}

/** Print within this many pixels on both sides of a blue pixel (along a row, a column or a diagonal) holds it. */
const crossingReach = 3
/** The four directions a glyph's stroke may run through a pen's stroke: along a row, a column, the diagonals. */
const directions = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const

/**
 * `page.lightest` (each pixel's lightest channel of `page.rgb`) with its dark pixels (at most
 * `darkAtMost`, and no print) lightened where their colour against the paper is a blue ink's, in
 * place. A blue pixel with print on both sides of it in one direction, near, is where a stroke drawn
 * over a glyph (not into it) crosses the glyph's stroke: it stays, as the glyph's. Whether any pixel
 * was lightened.
 */
export function lightenDarkColouredInk(
  page: { rgb: Buffer; lightest: Buffer; width: number; height: number },
  darkAtMost: number,
): boolean {
  const { rgb, lightest, width, height } = page
  const [r, g, b] = paperColour(rgb, lightest).map((channel) => 255 / channel) as [number, number, number]
  // Each dark blue pixel's lightening (none, -2, where it is as dark as print under a mark); 0 for
  // print; -1 for a pixel that is no dark ink.
  const lightening = new Int16Array(lightest.length).fill(-1)
  for (let j = 0, i = 0; j < lightest.length; j++, i += 3) {
    if (lightest[j]! > darkAtMost) continue
    const red = rgb[i]! * r
    const green = rgb[i + 1]! * g
    const blue = rgb[i + 2]! * b
    const chroma = blue - Math.min(red, green)
    if (blue < red || blue < green || chroma <= darkChromaAbove) lightening[j] = 0
    else if (lightest[j]! < printUnderMarkBelow) lightening[j] = -2
    else lightening[j] = Math.round(lightenPerChroma * (chroma - darkChromaAbove))
  }
  const stroke = penShaped(lightening, width, height)
  const printAt = (x: number, y: number) =>
    x >= 0 && x < width && y >= 0 && y < height && lightening[y * width + x] === 0
  const printWithin = (x: number, y: number, dx: number, dy: number) => {
    for (let step = 1; step <= crossingReach; step++) if (printAt(x + step * dx, y + step * dy)) return true
    return false
  }
  let lightened = false
  for (let j = 0; j < lightest.length; j++) {
    if (lightening[j]! <= 0 || !stroke(j)) continue
    const x = j % width
    const y = (j - x) / width
    if (directions.some(([dx, dy]) => printWithin(x, y, dx, dy) && printWithin(x, y, -dx, -dy))) continue
    lightest[j] = Math.min(255, lightest[j]! + lightening[j]!)
    lightened = true
  }
  return lightened
}

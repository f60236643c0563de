/**
 * Dark coloured ink told from black print by its colour against the page's own paper (ADR 0097).
 *
 * A certificate's first preparation keeps the lightest colour channel of each pixel, so a light
 * stamp or a ballpoint stroke (bright in one channel) fades to white (ADR 0021). A dark blue
 * signature in a low-quality JPEG or a phone photo is dark in every channel: its lightest channel
 * (60–130) is as dark as grey print, and it stayed on the page as letters over the value. Its colour
 * tells it: measured against the paper's colour (a photo's warm light tints paper and print alike,
 * and is divided out), black and grey print has a chroma (lightest minus darkest channel) of 0–15,
 * a dark blue stroke 30–60. Only blue ink is dark: a ballpoint's or a fountain pen's (a red or purple
 * stamp's ink is light in its red channel and drops out by it). Print under a translucent stamp or a stroke takes the mark's
 * colour too, but darker: its lightest channel is the print's times the mark's (a stroke's crossing of
 * a digit, a label under a red seal). It stays.
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

/**
 * `lightest` (each pixel's lightest channel of `rgb`) with its dark pixels (at most `darkAtMost`, and
 * no print) lightened where their colour against the paper is a blue ink's, in place.
 */
export function lightenDarkColouredInk(rgb: Buffer, lightest: Buffer, darkAtMost: number): void {
  const [r, g, b] = paperColour(rgb, lightest).map((channel) => 255 / channel) as [number, number, number]
  for (let j = 0, i = 0; j < lightest.length; j++, i += 3) {
    if (lightest[j]! > darkAtMost || lightest[j]! < printUnderMarkBelow) continue
    const red = rgb[i]! * r
    const green = rgb[i + 1]! * g
    const blue = rgb[i + 2]! * b
    const chroma = blue - Math.min(red, green)
    if (blue >= red && blue >= green && chroma > darkChromaAbove)
      lightest[j] = Math.min(255, Math.round(lightest[j]! + lightenPerChroma * (chroma - darkChromaAbove)))
  }
}

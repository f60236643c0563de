import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import sharp from 'sharp'
import { font, registerDocumentFonts } from '../../documents/render/fonts'
import type { Rng } from '../../registry/random'
import type { Grey } from './morphology'
import { cellFeatures, lineSpan, SMALL_CELL_CLASSES } from './small-cell-features'
import { cellLines, type CharacterBox } from './zone-cells'
import { textLinesOf } from './zone-locator'

/**
 * OCR-B zones rendered as a phone photographs them (ADR 0057): characters 4.5–8 px high at the
 * pitch ICAO prints them (cap height 0.75–1 of the pitch), drawn eight times larger and reduced
 * (the camera's own averaging), the line slightly sloped and stretched along its length (a residue
 * of perspective), blurred, with sensor noise, saved as JPEG at quality 35–90, then scaled up to a
 * zone line height as the reader does (zone-locator.ts zoneImage). Some (ADR 0132) are a small
 * scan photographed again (resampled by 0.7–1, blurred, JPEG quality 40–60 once more), some stand
 * on fine security print, some are drawn in a monospaced face near OCR-B. The small-cell classifier is
 * trained on these (scripts/train-small-cells.ts) and its tests draw them; nothing here is measured
 * on a real document.
 */

/** How one rendering is drawn; every value is drawn from the seed when not given. */
export interface SmallZoneLook {
  /** Cap height of the characters as photographed, px. */
  capHeight: number
  /** Cap height as a share of the pitch. */
  capShare: number
  /** Gaussian blur, sigma in px of the photo (0: none). */
  blur: number
  /** JPEG quality. */
  quality: number
  /** Line height the zone is scaled up to before it is read. */
  lineHeight: number
  /** The face drawn (default OCR-B): a zone printed in a face near OCR-B. */
  face?: 'ocrB' | 'mono'
  /** Fine curves of security print behind the zone, their darkness below the paper's (0 or none: plain paper). */
  guilloche?: number
  /**
   * A second resampling of the photo (the specimen was itself a small scan, then photographed and
   * straightened): its scale across and along, its blur and its JPEG quality; none: one photo.
   */
  second?: { scaleX: number; scaleY: number; blur: number; quality: number }
}

const OVERSAMPLE = 8
const uniform = (rng: Rng, min: number, max: number) => min + rng.next() * (max - min)

export function randomLook(rng: Rng): SmallZoneLook {
  const look: SmallZoneLook = {
    capHeight: uniform(rng, 4.5, 8),
    capShare: uniform(rng, 0.75, 1),
    blur: rng.chance(0.15) ? 0 : uniform(rng, 0.3, 1.3),
    quality: rng.int(35, 90),
    lineHeight: rng.pick([24, 32, 40]),
  }
  if (rng.chance(0.15)) look.face = 'mono'
  if (rng.chance(0.4)) look.guilloche = uniform(rng, 8, 35)
  if (rng.chance(0.5)) {
    const scale = uniform(rng, 0.7, 1)
    look.capHeight = uniform(rng, 6, 9)
    look.blur = uniform(rng, 0, 0.8)
    look.quality = rng.int(60, 95)
    look.second = {
      scaleX: scale * uniform(rng, 0.92, 1.08),
      scaleY: scale,
      blur: uniform(rng, 0.5, 0.9),
      quality: rng.int(40, 60),
    }
  }
  return look
}

/** A rendered zone as the reader sees it after scaling: its grey pixels and each character's box there. */
export interface SmallZone {
  grey: Grey
  boxes: CharacterBox[]
}

/** `lines` drawn as a phone photographs them in `look`, with the noise and placement drawn from `rng`. */
export async function smallZone(lines: readonly string[], look: SmallZoneLook, rng: Rng): Promise<SmallZone> {
  registerDocumentFonts()
  const size = 100
  const probe = createCanvas(10, 10).getContext('2d')
  probe.font = font('ocrB', size)
  const capOfSize = probe.measureText('H').actualBoundingBoxAscent / size
  const cap = look.capHeight * OVERSAMPLE
  const fontSize = cap / capOfSize
  const pitch = cap / look.capShare
  const leading = cap * uniform(rng, 1.6, 2.1)
  const length = lines[0]!.length
  const margin = Math.round(pitch * 2)
  const width = Math.ceil((margin * 2 + pitch * length) / OVERSAMPLE) * OVERSAMPLE
  const height = Math.ceil((margin * 2 + leading * lines.length) / OVERSAMPLE) * OVERSAMPLE
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  const paper = rng.int(170, 250)
  const ink = rng.int(0, 70)
  context.fillStyle = `rgb(${paper},${paper},${paper})`
  context.fillRect(0, 0, width, height)
  if (look.guilloche) drawGuilloche(context, width, height, paper - look.guilloche, rng)
  context.fillStyle = `rgb(${ink},${ink},${ink})`
  context.textAlign = 'center'
  context.font = font(look.face ?? 'ocrB', look.face === 'mono' ? fontSize * monoScale(probe, size) : fontSize)
  const slope = uniform(rng, -0.008, 0.008)
  const stretch = uniform(rng, -0.06, 0.06)
  const bold = rng.chance(0.3) ? uniform(rng, 0, 0.06) * fontSize : 0
  const boxes: Array<CharacterBox & { y: number }> = []
  lines.forEach((line, row) =>
    [...line].forEach((char, at) => {
      const along = at / Math.max(1, length - 1) - 0.5
      const x = margin + pitch * (at + 0.5) * (1 + stretch * along) + uniform(rng, -0.04, 0.04) * pitch
      const y = margin + leading * (row + 0.75) + slope * x
      context.fillText(char, x, y)
      if (bold > 0) {
        context.lineWidth = bold
        context.strokeStyle = context.fillStyle as string
        context.strokeText(char, x, y)
      }
      boxes.push({ char, left: x - pitch * 0.3, right: x + pitch * 0.3, top: y - cap, bottom: y, y })
    }),
  )
  const rgba = context.getImageData(0, 0, width, height).data
  const large = Buffer.alloc(width * height)
  for (let index = 0; index < large.length; index += 1) large[index] = rgba[index * 4] ?? 255
  const small = { width: width / OVERSAMPLE, height: height / OVERSAMPLE }
  let photo = sharp(large, { raw: { width, height, channels: 1 } }).resize(small.width, small.height, {
    kernel: 'cubic',
  })
  if (look.blur >= 0.3) photo = photo.blur(look.blur)
  const reduced = await photo.extractChannel(0).raw().toBuffer()
  const noise = uniform(rng, 0, 6)
  const noisy = Buffer.from(reduced.map((value) => Math.max(0, Math.min(255, value + noise * gaussian(rng)))))
  const jpeg = await sharp(noisy, { raw: { ...small, channels: 1 } })
    .jpeg({ quality: look.quality })
    .toBuffer()
  const first = await sharp(jpeg).extractChannel(0).raw().toBuffer()
  const { pixels: decoded, size: taken } = look.second
    ? await photographedAgain(first, small, look.second)
    : { pixels: first, size: small }
  const photoGrey: Grey = { pixels: new Uint8Array(decoded), ...taken }
  const measured = textLinesOf(photoGrey)?.height ?? look.capHeight
  const scale = look.lineHeight / measured
  const scaled = {
    width: Math.max(1, Math.round(taken.width * scale)),
    height: Math.max(1, Math.round(taken.height * scale)),
  }
  const { data } = await sharp(decoded, { raw: { ...taken, channels: 1 } })
    .resize(scaled.width, scaled.height, { kernel: 'cubic' })
    .normalise()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const sx = scaled.width / width
  const sy = scaled.height / height
  return {
    grey: { pixels: new Uint8Array(data), ...scaled },
    boxes: boxes.map(({ char, left, right, top, bottom }) => ({
      char,
      left: left * sx,
      right: right * sx,
      top: top * sy,
      bottom: bottom * sy,
    })),
  }
}

/** How much larger than OCR-B the mono face is drawn for the same cap height (both measured at `size`). */
function monoScale(probe: SKRSContext2D, size: number): number {
  probe.font = font('ocrB', size)
  const ocrB = probe.measureText('H').actualBoundingBoxAscent
  probe.font = font('mono', size)
  return ocrB / probe.measureText('H').actualBoundingBoxAscent
}

/** Fine wavy lines of security print across the paper, `shade` grey. */
function drawGuilloche(context: SKRSContext2D, width: number, height: number, shade: number, rng: Rng): void {
  const grey = Math.max(0, Math.round(shade))
  context.strokeStyle = `rgb(${grey},${grey},${grey})`
  context.lineWidth = uniform(rng, 0.3, 0.8) * OVERSAMPLE
  const spacing = uniform(rng, 3, 8) * OVERSAMPLE
  const amplitude = uniform(rng, 1, 6) * OVERSAMPLE
  const wavelength = uniform(rng, 15, 60) * OVERSAMPLE
  const tilt = uniform(rng, -0.4, 0.4)
  const drift = uniform(rng, 0, 0.5)
  for (let offset = -height; offset < height * 2; offset += spacing) {
    const phase = (drift * offset) / spacing
    context.beginPath()
    for (let x = 0; x <= width; x += OVERSAMPLE) {
      const y = offset + tilt * x + amplitude * Math.sin((2 * Math.PI * x) / wavelength + phase)
      if (x === 0) context.moveTo(x, y)
      else context.lineTo(x, y)
    }
    context.stroke()
  }
}

/** The photo resampled, blurred and saved as JPEG once more (a small scan photographed and straightened). */
async function photographedAgain(
  pixels: Buffer,
  size: { width: number; height: number },
  second: NonNullable<SmallZoneLook['second']>,
): Promise<{ pixels: Buffer; size: { width: number; height: number } }> {
  const taken = {
    width: Math.max(1, Math.round(size.width * second.scaleX)),
    height: Math.max(1, Math.round(size.height * second.scaleY)),
  }
  const jpeg = await sharp(pixels, { raw: { ...size, channels: 1 } })
    .resize(taken.width, taken.height, { kernel: 'linear', fit: 'fill' })
    .blur(second.blur)
    .jpeg({ quality: second.quality })
    .toBuffer()
  return { pixels: await sharp(jpeg).extractChannel(0).raw().toBuffer(), size: taken }
}

/** A standard normal deviate (Box–Muller). */
function gaussian(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next())
}

/** One labelled cell: its features and the character drawn there. */
export interface LabelledCell {
  features: Float32Array
  char: string
}

/**
 * The cells of a rendered zone as the reader cuts them (zone-cells.ts cellLines, given the true
 * character boxes): every cell not taken for a filler by its shape, with the character drawn there.
 */
export function labelledCells(zone: SmallZone): LabelledCell[] {
  const cells: LabelledCell[] = []
  for (const line of cellLines(zone.boxes, zone.grey)) {
    const span = lineSpan(line.glyphs, line.fillers)
    line.chars.forEach((char, at) => {
      if (char === null || line.fillers[at]) return
      cells.push({ features: cellFeatures(zone.grey, line.glyphs[at]!, span), char })
    })
  }
  return cells
}

/** Random zone lines of one of the zone lengths, letters, digits and runs of fillers mixed. */
export function randomLines(rng: Rng): string[] {
  const [count, length] = rng.pick([
    [3, 30],
    [2, 36],
    [2, 44],
  ] as const)
  return Array.from({ length: count }, () => {
    let line = ''
    while (line.length < length) {
      const run = rng.chance(0.15) ? '<'.repeat(rng.int(1, 6)) : SMALL_CELL_CLASSES[rng.int(0, 35)]!
      line += run
    }
    return line.slice(0, length)
  })
}

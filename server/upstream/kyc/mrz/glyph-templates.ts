import { createCanvas } from '@napi-rs/canvas'
import { font, registerDocumentFonts, type fontFamilies } from '../../documents/render/fonts'
import { glyphGrid, inkBox, type GlyphGrid } from './glyph-grid'

/**
 * Outlines of the 36 zone characters (A–Z, 0–9) in the faces a zone may be printed in, drawn once
 * per process with the fonts the project ships (ADR 0019, "Zone cells classified by their outline"):
 * OCR-B as ICAO prescribes, and the DejaVu faces (sans mono, its bold, sans) for zones printed or
 * reproduced in other type. Each character is drawn at two sizes and cut at three ink levels (a
 * thin, a plain and a bold stroke), OCR-B also heavy (HEAVY_STROKE), so that the printed stroke
 * width and the scan's pixel grid matter less.
 */

export const ZONE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const ZONE_DIGITS = '0123456789'

/** A face of the templates: its name, the document font family and weight it is drawn with. */
export interface TemplateFace {
  name: string
  family: keyof typeof fontFamilies
  weight: 'normal' | 'bold'
}

export const TEMPLATE_FACES: readonly TemplateFace[] = [
  { name: 'ocr-b', family: 'ocrB', weight: 'normal' },
  { name: 'mono', family: 'mono', weight: 'normal' },
  { name: 'mono-bold', family: 'mono', weight: 'bold' },
  { name: 'sans', family: 'sans', weight: 'normal' },
]

export interface GlyphTemplate {
  char: string
  /** Index into TEMPLATE_FACES. */
  face: number
  grid: GlyphGrid
  /** Drawn at the largest size with the plain stroke: the character's reference outline. */
  plain: boolean
}

/** Font sizes (px) the templates are drawn at: about the cap heights the zone band is read at. */
const SIZES = [32, 50]
/** Grey levels below which an anti-aliased pixel counts as ink: bold, plain and thin strokes. */
const INK_LEVELS = [200, 128, 60]
const PLAIN_SIZE = 50
const PLAIN_LEVEL = 128
/**
 * OCR-B is also drawn heavy (its outline stroked this share of the size wider): the ink spread of a
 * real zone printed bold, or photographed small and scaled up, which otherwise fits a bold DejaVu
 * face better than thin OCR-B and is read in the wrong face (a heavy OCR-B 1 taken for DejaVu's 4).
 */
const HEAVY_STROKE = 0.08
/**
 * Share of the capitals' height below the baseline that an outline keeps, in the templates and in
 * the zone's cells alike (ADR 0051). A cell's ink is cut a little under its line (zone-cells.ts), and
 * how much of a descender (DejaVu's long Q tail) survives there varies with the scale and the
 * threshold; since an outline is scaled to its ink's height, a tail cut shorter than the template's
 * shrinks the whole glyph against it (a DejaVu Sans Mono Q was read U or O). Cut at the same depth in
 * both, a tail keeps the stub that tells Q from O. Only the DejaVu faces' Q and DejaVu Sans's J reach
 * that low; the J keeps the start of its hook, which still tells it from I.
 */
export const DESCENT = 0.1

function drawnTemplates(face: TemplateFace, faceIndex: number): GlyphTemplate[] {
  const templates: GlyphTemplate[] = []
  for (const size of SIZES) {
    const cell = Math.round(size * 1.6)
    const canvas = createCanvas(cell, cell)
    const context = canvas.getContext('2d')
    context.font = font(face.family, size, face.weight)
    context.textAlign = 'center'
    const baseline = Math.round(cell * 0.75)
    // The lowest row kept: the glyphs' bottom row (just above the baseline) and DESCENT of the cap height.
    const floor = Math.min(
      cell - 1,
      baseline - 1 + Math.round(DESCENT * context.measureText('H').actualBoundingBoxAscent),
    )
    const strokes = face.family === 'ocrB' ? [0, size * HEAVY_STROKE] : [0]
    for (const char of ZONE_LETTERS + ZONE_DIGITS)
      for (const stroke of strokes) {
        context.fillStyle = '#ffffff'
        context.fillRect(0, 0, cell, cell)
        context.fillStyle = '#000000'
        context.fillText(char, cell / 2, baseline)
        if (stroke > 0) {
          context.lineWidth = stroke
          context.strokeStyle = '#000000'
          context.strokeText(char, cell / 2, baseline)
        }
        const rgba = context.getImageData(0, 0, cell, cell).data
        for (const level of stroke > 0 ? [PLAIN_LEVEL] : INK_LEVELS) {
          const pixels = new Uint8Array(cell * cell)
          for (let index = 0; index < pixels.length; index += 1)
            pixels[index] = (rgba[index * 4] ?? 255) < level ? 0 : 255
          const box = inkBox(pixels, cell, { left: 0, right: cell - 1, top: 0, bottom: floor })
          templates.push({
            char,
            face: faceIndex,
            grid: glyphGrid(pixels, cell, box),
            plain: size === PLAIN_SIZE && level === PLAIN_LEVEL && stroke === 0,
          })
        }
      }
  }
  return templates
}

let cached: GlyphTemplate[] | undefined

/** Every template of every face (drawn on the first call, then kept). */
export function glyphTemplates(): readonly GlyphTemplate[] {
  if (!cached) {
    registerDocumentFonts()
    cached = TEMPLATE_FACES.flatMap(drawnTemplates)
  }
  return cached
}

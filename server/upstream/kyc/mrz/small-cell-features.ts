import type { Grey } from './morphology'
import type { GlyphBox } from './zone-fillers'
import { median } from '../../ocr/median'

/**
 * A zone cell as the small-cell classifier sees it (ADR 0057): the grey pixels, not their black and
 * white cut, of a window fixed by the line (its glyphs' median top and bottom, so a blurred glyph
 * whose ink box grew or shrank at one threshold is still seen at the line's scale) and centred on
 * the cell's ink, sampled to FEATURE_ROWS × FEATURE_COLUMNS, each value the window's darkness
 * stretched between its palest and darkest sample. A character photographed 5–7 px high and scaled
 * up keeps in its grey levels what a threshold takes away (the inner counter of an 8, the gap of an M).
 */

/** Characters of the zone: the classes of the small-cell classifier, the filler last. */
export const SMALL_CELL_CLASSES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'

export const FEATURE_ROWS = 16
export const FEATURE_COLUMNS = 14
export const FEATURE_LENGTH = FEATURE_ROWS * FEATURE_COLUMNS

/** Share of the line's cap height the window adds above and below it. */
const MARGIN_Y = 0.12
/** Width of the window as a share of the line's cap height. */
const WINDOW_WIDTH = 1.05
/** Samples per feature along each axis. */
const SUBSAMPLES = 3

/** The line a cell stands in: its glyphs' median top and bottom row. */
export interface LineSpan {
  top: number
  bottom: number
}

/** The median top and bottom of a line's glyphs that are not fillers. */
export function lineSpan(glyphs: readonly GlyphBox[], fillers: readonly boolean[]): LineSpan {
  const own = glyphs.filter((_, at) => !fillers[at])
  const chosen = own.length > 0 ? own : glyphs
  return { top: median(chosen.map((glyph) => glyph.top)), bottom: median(chosen.map((glyph) => glyph.bottom)) }
}

/** The features of the cell whose ink box is `glyph`, on the line `span`, in `grey`. */
export function cellFeatures(grey: Grey, glyph: GlyphBox, span: LineSpan): Float32Array {
  const cap = Math.max(1, span.bottom - span.top + 1)
  const top = span.top - cap * MARGIN_Y
  const height = cap * (1 + 2 * MARGIN_Y)
  const width = cap * WINDOW_WIDTH
  const left = (glyph.left + glyph.right + 1) / 2 - width / 2
  const features = new Float32Array(FEATURE_LENGTH)
  for (let row = 0; row < FEATURE_ROWS; row += 1)
    for (let column = 0; column < FEATURE_COLUMNS; column += 1) {
      let sum = 0
      for (let sy = 0; sy < SUBSAMPLES; sy += 1)
        for (let sx = 0; sx < SUBSAMPLES; sx += 1) {
          const x = Math.floor(left + ((column + (sx + 0.5) / SUBSAMPLES) * width) / FEATURE_COLUMNS)
          const y = Math.floor(top + ((row + (sy + 0.5) / SUBSAMPLES) * height) / FEATURE_ROWS)
          const inside = x >= 0 && y >= 0 && x < grey.width && y < grey.height
          sum += inside ? 255 - grey.pixels[y * grey.width + x]! : 0
        }
      features[row * FEATURE_COLUMNS + column] = sum / (SUBSAMPLES * SUBSAMPLES)
    }
  let low = Infinity
  let high = -Infinity
  for (const value of features) {
    low = Math.min(low, value)
    high = Math.max(high, value)
  }
  const range = Math.max(1, high - low)
  for (let index = 0; index < features.length; index += 1) features[index] = (features[index]! - low) / range
  return features
}

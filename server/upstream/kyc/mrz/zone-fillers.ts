/**
 * Fillers told apart by their shape (ADR 0019, "OCR-B zones"). Tesseract's English model reads
 * OCR-B's thin `<` chevrons as K, L, C or as two characters, so a run of fillers comes back as
 * `KLKLCL…` and pushes every later field out of place. Every other character of a zone (A–Z, 0–9)
 * is a capital or a digit that stands on the baseline and reaches the cap height; the chevron is
 * shorter and floats between them. On a binarised zone image whose characters stand apart (the
 * fixed pitch of a zone leaves a gap between cells) each line's glyphs are found by their columns
 * of ink, and the short, floating ones are the fillers.
 */

export interface GlyphBox {
  left: number
  right: number
  top: number
  bottom: number
}

export interface ZoneRow {
  top: number
  bottom: number
  glyphs: GlyphBox[]
  /** For each glyph: a filler `<`. */
  fillers: boolean[]
}

/** A row of pixels with ink on at least this share of the width belongs to a text line. */
const rowInkShare = 0.01
/** Lines shorter than this share of the tallest line are noise (specks, a stray stroke). */
const minRowShare = 0.5
/** Columns of a glyph separated by fewer blank columns than this share of the line height are one glyph. */
const joinGapShare = 0.06
/** Share of a glyph's width whose columns are its left or right edge. */
const edgeShare = 0.2
/** A chevron's point spans at most this share of its height, around its middle. */
const pointShare = 0.45

/** A pixel of a binarised or grey zone image darker than mid-grey is ink (outside the image is not). */
export const isInk = (pixels: Uint8Array, width: number, x: number, y: number) => (pixels[y * width + x] ?? 255) < 128

function inkRows(pixels: Buffer, width: number, height: number): Array<{ top: number; bottom: number }> {
  const rows: Array<{ top: number; bottom: number }> = []
  let start = -1
  for (let y = 0; y <= height; y += 1) {
    let ink = 0
    if (y < height) for (let x = 0; x < width; x += 1) if (isInk(pixels, width, x, y)) ink += 1
    if (ink >= width * rowInkShare && y < height) {
      if (start < 0) start = y
    } else if (start >= 0) {
      rows.push({ top: start, bottom: y - 1 })
      start = -1
    }
  }
  const tallest = Math.max(0, ...rows.map((row) => row.bottom - row.top + 1))
  return rows.filter((row) => row.bottom - row.top + 1 >= tallest * minRowShare)
}

function rowGlyphs(pixels: Buffer, width: number, row: { top: number; bottom: number }): GlyphBox[] {
  const joinGap = Math.max(1, Math.round((row.bottom - row.top + 1) * joinGapShare))
  const glyphs: GlyphBox[] = []
  let current: GlyphBox | null = null
  let blank = 0
  for (let x = 0; x < width; x += 1) {
    let top = -1
    let bottom = -1
    for (let y = row.top; y <= row.bottom; y += 1) {
      if (!isInk(pixels, width, x, y)) continue
      if (top < 0) top = y
      bottom = y
    }
    if (top < 0) {
      blank += 1
      continue
    }
    if (current && blank < joinGap)
      Object.assign(current, { right: x, top: Math.min(current.top, top), bottom: Math.max(current.bottom, bottom) })
    else glyphs.push((current = { left: x, right: x, top, bottom }))
    blank = 0
  }
  const height = row.bottom - row.top + 1
  // Specks: narrow and low at once.
  return glyphs
    .filter((glyph) => glyph.right - glyph.left + 1 >= height * 0.12 || glyph.bottom - glyph.top + 1 >= height * 0.4)
    .map((glyph) => grownToItsInk(pixels, width, glyph, row))
}

/** A glyph may reach out of its line's rows by at most this share of the line's height (a J's or Q's descender)… */
const maxOverhang = 0.35
/** …and by at least this share, or the ink out there is a speck touching it, not part of its outline. */
const minOverhang = 0.1

/**
 * The glyph with the ink that continues it above or below its line (a descending J or Q tail has
 * too little ink in its rows to count as part of the line): the ink connected to the glyph's ink on
 * its line's first and last rows, at most maxOverhang line heights out and as far to the sides;
 * an overhang shorter than minOverhang line heights is left out.
 */
function grownToItsInk(pixels: Buffer, width: number, glyph: GlyphBox, row: { top: number; bottom: number }): GlyphBox {
  const imageHeight = Math.floor(pixels.length / width)
  const reach = Math.round((row.bottom - row.top + 1) * maxOverhang)
  const area = {
    left: Math.max(0, glyph.left - reach),
    right: Math.min(width - 1, glyph.right + reach),
    top: Math.max(0, row.top - reach),
    bottom: Math.min(imageHeight - 1, row.bottom + reach),
  }
  const grown = { ...glyph }
  const seen = new Set<number>()
  const stack: number[] = []
  for (const y of [row.top, row.bottom])
    for (let x = glyph.left; x <= glyph.right; x += 1) if (isInk(pixels, width, x, y)) stack.push(y * width + x)
  while (stack.length > 0) {
    const at = stack.pop()!
    if (seen.has(at)) continue
    seen.add(at)
    const x = at % width
    const y = (at - x) / width
    if (y < row.top || y > row.bottom)
      Object.assign(grown, {
        left: Math.min(grown.left, x),
        right: Math.max(grown.right, x),
        top: Math.min(grown.top, y),
        bottom: Math.max(grown.bottom, y),
      })
    for (const [dx, dy] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const) {
      const nx = x + dx
      const ny = y + dy
      // Only outside the line's rows (inside them the glyph's columns already are its extent).
      if (nx < area.left || nx > area.right || ny < area.top || ny > area.bottom || (ny >= row.top && ny <= row.bottom))
        continue
      if (isInk(pixels, width, nx, ny)) stack.push(ny * width + nx)
    }
  }
  const least = (row.bottom - row.top + 1) * minOverhang
  return {
    ...grown,
    top: row.top - grown.top >= least ? grown.top : glyph.top,
    bottom: grown.bottom - row.bottom >= least ? grown.bottom : glyph.bottom,
    ...(row.top - grown.top < least && grown.bottom - row.bottom < least
      ? { left: glyph.left, right: glyph.right }
      : {}),
  }
}

/** Rows (relative to the glyph's top) with ink in the columns `from`–`to` of a glyph. */
function inkedRows(pixels: Buffer, width: number, glyph: GlyphBox, from: number, to: number): number[] {
  const rows: number[] = []
  for (let y = glyph.top; y <= glyph.bottom; y += 1) {
    for (let x = from; x <= to; x += 1) {
      if (isInk(pixels, width, x, y)) {
        rows.push(y - glyph.top)
        break
      }
    }
  }
  return rows
}

/** The glyph has the outline of a `<`: a short point at mid-height on the left, two arm ends on the right. */
export function chevronShaped(pixels: Buffer, width: number, glyph: GlyphBox): boolean {
  const height = glyph.bottom - glyph.top + 1
  const edge = Math.max(1, Math.round((glyph.right - glyph.left + 1) * edgeShare))
  const left = inkedRows(pixels, width, glyph, glyph.left, glyph.left + edge - 1)
  const right = inkedRows(pixels, width, glyph, glyph.right - edge + 1, glyph.right)
  if (left.length === 0 || right.length === 0) return false
  const pointSpan = left.at(-1)! - left[0]! + 1
  const pointMiddle = (left[0]! + left.at(-1)!) / 2
  const pointed = pointSpan <= height * pointShare && Math.abs(pointMiddle - (height - 1) / 2) <= height * 0.2
  const middleBlank = right.every((y) => y < height / 3 || y > (2 * height) / 3)
  const twoArms = right.some((y) => y < height / 4) && right.some((y) => y > (3 * height) / 4)
  return pointed && middleBlank && twoArms
}

/** The lines of a binarised zone image (grey pixels 0/255), their glyphs and which of them are fillers. */
export function zoneRows(pixels: Buffer, width: number, height: number): ZoneRow[] {
  return inkRows(pixels, width, height).map((row) => {
    const glyphs = rowGlyphs(pixels, width, row)
    return { ...row, glyphs, fillers: glyphs.map((glyph) => chevronShaped(pixels, width, glyph)) }
  })
}

import type { GreyPage } from './pen-strokes'

/**
 * Speckle off a prepared page (ADR 0059): the isolated dots a dusty scanner glass, a fax line or a
 * grainy photocopy scatters over a page. Tesseract takes each one for a possible character, and a
 * page covered with thousands of them makes its page layout run for minutes. A speck is a blot of
 * ink smaller than a small letter lying away from every larger blot: the dot of an `i`, a full stop
 * or a diacritic stands next to the letters it belongs to and stays; a speck touching a letter
 * stays too (it is part of what the page shows there).
 */

/** Darker than this is ink. */
const inkBelow = 128

/**
 * A blot is a speck when neither side is longer than this share of the page's x-height (the
 * prepared page's x-height is about 20 px, page-image.ts): a letter of small print half the size
 * of the body text is still twice as large.
 */
const speckSideShare = 0.5
/** …no larger blot's ink lies within this share of the x-height (the gap after a full stop is smaller)… */
const nearShare = 1
/**
 * …and no other blot within this share: the letters of a word, even of print too small to have
 * a larger blot near, stand closer together, while scattered specks seldom do.
 */
const closeShare = 0.3
/** A speck's fringe reaches this share of the x-height beyond its ink. */
const fringeShare = 0.1

/**
 * `page` with its specks taken off, for a page whose text has an x-height of `xHeight` pixels;
 * `page.data` itself is changed. Returns how many specks were taken off.
 */
export function removeSpecks(page: GreyPage, xHeight: number): number {
  const { data, width, height } = page
  const maxSide = Math.max(2, Math.round(speckSideShare * xHeight))
  const near = Math.max(1, Math.round(nearShare * xHeight))
  const close = Math.max(1, Math.round(closeShare * xHeight))
  // Every blot's ink on a fine grid; on a coarse one only the larger blots' (small blots' own ink is
  // taken back out once they are known).
  const all = new Grid(width, height, Math.max(1, Math.floor(close / 2)))
  const large = new Grid(width, height, Math.max(1, Math.floor(near / 3)))
  const seen = new Uint8Array(width * height)
  let stack = new Int32Array(1024)
  const small: Array<Box & { size: number }> = []
  const component = new Int32Array(maxSide * maxSide + 1)
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start]! >= inkBelow) continue
    seen[start] = 1
    stack[0] = start
    let top = 1
    let size = 0
    let [x0, y0, x1, y1] = [width, height, -1, -1]
    while (top > 0) {
      const at = stack[--top]!
      const x = at % width
      const y = (at - x) / width
      if (size < component.length) component[size] = at
      size += 1
      all.add(x, y, 1)
      large.add(x, y, 1)
      if (x < x0) x0 = x
      if (x > x1) x1 = x
      if (y < y0) y0 = y
      if (y > y1) y1 = y
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy
        if (ny < 0 || ny >= height) continue
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx
          if (nx < 0 || nx >= width) continue
          const next = ny * width + nx
          if (seen[next] || data[next]! >= inkBelow) continue
          seen[next] = 1
          if (top === stack.length) {
            const grown = new Int32Array(stack.length * 2)
            grown.set(stack)
            stack = grown
          }
          stack[top++] = next
        }
      }
    }
    if (x1 - x0 < maxSide && y1 - y0 < maxSide) {
      for (let i = 0; i < size; i++) large.add(component[i]! % width, Math.floor(component[i]! / width), -1)
      small.push({ x0, y0, x1, y1, size })
    }
  }
  // A speck's grey fringe (blur, JPEG, the page's enlargement) goes with it: left alone, it would
  // stay as a pale ring that a binarisation may close into an `o`. Both take the level of what
  // surrounds them (a grey scan's paper stays grey, a dark scanner bed dark: no holes).
  const fringe = Math.max(1, Math.round(fringeShare * xHeight))
  let removed = 0
  for (const blot of small) {
    if (large.inkAround(blot, near) > 0 || all.inkAround(blot, close) > blot.size) continue
    const box = {
      x0: Math.max(0, blot.x0 - fringe),
      y0: Math.max(0, blot.y0 - fringe),
      x1: Math.min(width - 1, blot.x1 + fringe),
      y1: Math.min(height - 1, blot.y1 + fringe),
    }
    const level = surroundingLevel(page, box)
    for (let y = box.y0; y <= box.y1; y++) data.fill(level, y * width + box.x0, y * width + box.x1 + 1)
    removed += 1
  }
  return removed
}

/** The lightest grey level on the ring of pixels just outside `box` (the page's background there). */
function surroundingLevel(page: GreyPage, box: Box): number {
  const { data, width, height } = page
  let level = 0
  const look = (x: number, y: number) => {
    if (x >= 0 && x < width && y >= 0 && y < height) level = Math.max(level, data[y * width + x]!)
  }
  for (let x = box.x0 - 1; x <= box.x1 + 1; x++) {
    look(x, box.y0 - 1)
    look(x, box.y1 + 1)
  }
  for (let y = box.y0; y <= box.y1; y++) {
    look(box.x0 - 1, y)
    look(box.x1 + 1, y)
  }
  return level
}

interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** Ink pixels counted in square cells. */
class Grid {
  private readonly counts: Int32Array
  private readonly columns: number
  private readonly rows: number

  constructor(
    width: number,
    height: number,
    private readonly cell: number,
  ) {
    this.columns = Math.ceil(width / cell)
    this.rows = Math.ceil(height / cell)
    this.counts = new Int32Array(this.columns * this.rows)
  }

  add(x: number, y: number, count: number): void {
    this.counts[Math.floor(y / this.cell) * this.columns + Math.floor(x / this.cell)]! += count
  }

  /** The ink in the cells within `reach` pixels of `box` (the box's own included). */
  inkAround(box: Box, reach: number): number {
    const cx0 = Math.max(0, Math.floor((box.x0 - reach) / this.cell))
    const cy0 = Math.max(0, Math.floor((box.y0 - reach) / this.cell))
    const cx1 = Math.min(this.columns - 1, Math.floor((box.x1 + reach) / this.cell))
    const cy1 = Math.min(this.rows - 1, Math.floor((box.y1 + reach) / this.cell))
    let sum = 0
    for (let y = cy0; y <= cy1; y++) for (let x = cx0; x <= cx1; x++) sum += this.counts[y * this.columns + x]!
    return sum
  }
}

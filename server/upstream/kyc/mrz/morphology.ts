import { histogramOf } from '../../ocr/grey-histogram'

/**
 * Grey-level morphology on one-byte-per-pixel images, the few operations the zone locator needs
 * (zone-locator.ts): rectangular dilation and erosion (separable running max/min), black-hat,
 * horizontal gradient, Otsu's threshold and connected components.
 */

export interface Grey {
  pixels: Uint8Array
  width: number
  height: number
}

/**
 * Running max along rows of `count` values read from `source` at `offset`, `offset + 1`… over a
 * window of `size` values starting `before` values ahead of each, written to `target` alike (van
 * Herk / Gil-Werman: a block-wise prefix and suffix, three comparisons a value whatever the size).
 * Values beyond the ends count as 0. `prefix` and `suffix` hold at least `count + size` values.
 */
function runningMaxAlong(
  source: Uint8Array,
  target: Uint8Array,
  offset: number,
  count: number,
  size: number,
  before: number,
  prefix: Uint8Array,
  suffix: Uint8Array,
): void {
  const padded = count + size - 1
  for (let i = 0, block = 0; i < padded; i += 1, block = block === size - 1 ? 0 : block + 1) {
    const at = i - before
    const value = at >= 0 && at < count ? source[offset + at]! : 0
    const previous = prefix[i - 1]!
    prefix[i] = block === 0 || value > previous ? value : previous
  }
  for (let i = padded - 1; i >= 0; i -= 1) {
    const at = i - before
    const value = at >= 0 && at < count ? source[offset + at]! : 0
    const next = suffix[i + 1]!
    suffix[i] = i === padded - 1 || (i + 1) % size === 0 || value > next ? value : next
  }
  for (let i = 0; i < count; i += 1) {
    const a = suffix[i]!
    const b = prefix[i + size - 1]!
    target[offset + i] = a > b ? a : b
  }
}

/**
 * Running max down the columns of a `width` × `height` image, the same windows as runningMaxAlong,
 * done a whole row at a time (the prefix and suffix are rows of their own), so every pass reads
 * memory in order.
 */
function runningMaxDown(source: Uint8Array, width: number, height: number, size: number, before: number): Uint8Array {
  const padded = height + size - 1
  const prefix = new Uint8Array(padded * width)
  const suffix = new Uint8Array(padded * width)
  /** The source row of padded row `i`, or -1 beyond the ends (0 there). */
  const rowOf = (i: number) => (i - before >= 0 && i - before < height ? (i - before) * width : -1)
  for (let i = 0; i < padded; i += 1) {
    const from = rowOf(i)
    const row = i * width
    if (i % size === 0) {
      if (from >= 0) prefix.set(source.subarray(from, from + width), row)
      continue
    }
    if (from < 0) prefix.copyWithin(row, row - width, row)
    else
      for (let x = 0; x < width; x += 1) {
        const value = source[from + x]!
        const previous = prefix[row - width + x]!
        prefix[row + x] = value > previous ? value : previous
      }
  }
  for (let i = padded - 1; i >= 0; i -= 1) {
    const from = rowOf(i)
    const row = i * width
    if (i === padded - 1 || (i + 1) % size === 0) {
      if (from >= 0) suffix.set(source.subarray(from, from + width), row)
      continue
    }
    if (from < 0) suffix.copyWithin(row, row + width, row + 2 * width)
    else
      for (let x = 0; x < width; x += 1) {
        const value = source[from + x]!
        const next = suffix[row + width + x]!
        suffix[row + x] = value > next ? value : next
      }
  }
  const out = new Uint8Array(width * height)
  for (let y = 0; y < height; y += 1) {
    const a = y * width
    const b = (y + size - 1) * width
    for (let x = 0; x < width; x += 1) {
      const first = suffix[a + x]!
      const second = prefix[b + x]!
      out[y * width + x] = first > second ? first : second
    }
  }
  return out
}

/** Running max over a `kw` × `kh` rectangle centred on each pixel, values beyond the image 0 (a pass of size 1 copies). */
function rectMax(pixels: Uint8Array, width: number, height: number, kw: number, kh: number): Uint8Array {
  let across = pixels
  if (kw > 1) {
    across = new Uint8Array(pixels.length)
    const prefix = new Uint8Array(width + kw)
    const suffix = new Uint8Array(prefix.length)
    const rx = Math.floor(kw / 2)
    for (let y = 0; y < height; y += 1) runningMaxAlong(pixels, across, y * width, width, kw, rx, prefix, suffix)
  }
  return kh > 1 ? runningMaxDown(across, width, height, kh, Math.floor(kh / 2)) : across.slice()
}

/** 255 − each value: a running min is the running max of the inverted image, inverted. */
function inverted(pixels: Uint8Array): Uint8Array {
  const out = new Uint8Array(pixels.length)
  for (let i = 0; i < out.length; i += 1) out[i] = 255 - pixels[i]!
  return out
}

/**
 * Running max (dilation, values beyond the image 0) or min (erosion, values beyond the image 255)
 * over a `kw` × `kh` rectangle centred on each pixel.
 */
function rectFilter(image: Grey, kw: number, kh: number, max: boolean): Grey {
  const { pixels, width, height } = image
  const out = max ? rectMax(pixels, width, height, kw, kh) : inverted(rectMax(inverted(pixels), width, height, kw, kh))
  return { pixels: out, width, height }
}

export const dilate = (image: Grey, kw: number, kh: number): Grey => rectFilter(image, kw, kh, true)
export const erode = (image: Grey, kw: number, kh: number): Grey => rectFilter(image, kw, kh, false)
export const closing = (image: Grey, kw: number, kh: number): Grey => erode(dilate(image, kw, kh), kw, kh)

/**
 * The opening of a mask (every value 0 or 255) by a row segment `span` long, `span` odd: its
 * erosion then dilation by a `span` × 1 rectangle, done run by run. Each run of set pixels along a
 * row is kept whole where the segment fits inside it anywhere (the image's edges count as set, as
 * for an erosion), else cleared. Any other image is opened by the two filters themselves.
 */
export function openedAlongRows(mask: Grey, span: number): Grey {
  const { pixels, width, height } = mask
  if (span % 2 === 0 || pixels.some((value) => value !== 0 && value !== 255))
    return dilate(erode(mask, span, 1), span, 1)
  const half = (span - 1) / 2
  const out = new Uint8Array(pixels.length)
  for (let y = 0; y < height; y += 1) {
    const row = y * width
    for (let x = 0; x < width; x += 1) {
      if (pixels[row + x] === 0) continue
      const first = x
      while (x + 1 < width && pixels[row + x + 1] !== 0) x += 1
      // The first place whose segment starts inside the run (or before the row's start) and ends inside it (or beyond the row's end).
      const place = first === 0 ? 0 : first + half
      if (place <= width - 1 && (x === width - 1 || place + half <= x)) out.fill(255, row + first, row + x + 1)
    }
  }
  return { pixels: out, width, height }
}

/** Black-hat: the closing minus the image, bright where dark details smaller than the kernel stand on a lighter ground. */
export function blackHat(image: Grey, kw: number, kh: number): Grey {
  const closed = closing(image, kw, kh)
  const out = new Uint8Array(image.pixels.length)
  for (let i = 0; i < out.length; i += 1) out[i] = closed.pixels[i]! - image.pixels[i]!
  return { pixels: out, width: image.width, height: image.height }
}

/** Absolute horizontal Sobel gradient, stretched to 0–255: strong on the vertical strokes of text. */
export function horizontalGradient(image: Grey): Grey {
  const { pixels, width, height } = image
  const magnitude = new Float32Array(pixels.length)
  let max = 0
  // The neighbours indexed inline: a closure made per pixel costs more than the sum.
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const above = (y - 1) * width + x
      const at = y * width + x
      const below = (y + 1) * width + x
      const g = Math.abs(
        pixels[above + 1]! +
          2 * pixels[at + 1]! +
          pixels[below + 1]! -
          pixels[above - 1]! -
          2 * pixels[at - 1]! -
          pixels[below - 1]!,
      )
      magnitude[at] = g
      if (g > max) max = g
    }
  }
  const out = new Uint8Array(pixels.length)
  if (max > 0) for (let i = 0; i < out.length; i += 1) out[i] = Math.round((255 * magnitude[i]!) / max)
  return { pixels: out, width, height }
}

/** Otsu's threshold of a grey image: the level that best splits its histogram in two classes. */
export function otsu(pixels: Uint8Array): number {
  const histogram = histogramOf(pixels)
  const total = pixels.length
  let sum = 0
  for (let level = 0; level < 256; level += 1) sum += level * histogram[level]!
  let below = 0
  let sumBelow = 0
  let best = 0
  let threshold = 128
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level]!
    if (below === 0) continue
    const above = total - below
    if (above === 0) break
    sumBelow += level * histogram[level]!
    const meanBelow = sumBelow / below
    const meanAbove = (sum - sumBelow) / above
    const between = below * above * (meanBelow - meanAbove) ** 2
    if (between > best) {
      best = between
      threshold = level
    }
  }
  return threshold
}

/** A connected set of set pixels: bounding box, count, centre and second moments along its axes. */
export interface Component {
  left: number
  top: number
  width: number
  height: number
  count: number
  centreX: number
  centreY: number
  /** Variance of the pixels along the long axis and across it (a filled rectangle's length is √(12·λ)). */
  lambdaLong: number
  lambdaShort: number
  /** Direction of the long axis, degrees (clockwise positive, image y down). */
  degrees: number
}

/** 4-connected components of the non-zero pixels. */
export function components(mask: Grey): Component[] {
  const { pixels, width, height } = mask
  const seen = new Uint8Array(pixels.length)
  const found: Component[] = []
  let stack = new Int32Array(1024)
  /** Marks a set pixel seen and pushes it, the stack grown when full. */
  const push = (at: number, top: number): number => {
    seen[at] = 1
    if (top === stack.length) {
      const grown = new Int32Array(stack.length * 2)
      grown.set(stack)
      stack = grown
    }
    stack[top] = at
    return top + 1
  }
  for (let start = 0; start < pixels.length; start += 1) {
    if (!pixels[start] || seen[start]) continue
    seen[start] = 1
    stack[0] = start
    let top = 1
    let minX = width
    let minY = height
    let maxX = 0
    let maxY = 0
    let n = 0
    let sx = 0
    let sy = 0
    let sxx = 0
    let syy = 0
    let sxy = 0
    while (top > 0) {
      const at = stack[--top]!
      const x = at % width
      const y = (at - x) / width
      n += 1
      sx += x
      sy += y
      sxx += x * x
      syy += y * y
      sxy += x * y
      if (x < minX) minX = x
      if (x > maxX) maxX = x
      if (y < minY) minY = y
      if (y > maxY) maxY = y
      // The neighbours left, right, above and below, in that order.
      if (x > 0 && pixels[at - 1] && !seen[at - 1]) top = push(at - 1, top)
      if (x < width - 1 && pixels[at + 1] && !seen[at + 1]) top = push(at + 1, top)
      if (y > 0 && pixels[at - width] && !seen[at - width]) top = push(at - width, top)
      if (y < height - 1 && pixels[at + width] && !seen[at + width]) top = push(at + width, top)
    }
    const mx = sx / n
    const my = sy / n
    const cxx = sxx / n - mx * mx
    const cyy = syy / n - my * my
    const cxy = sxy / n - mx * my
    const degrees = (0.5 * Math.atan2(2 * cxy, cxx - cyy) * 180) / Math.PI
    const root = Math.sqrt(((cxx - cyy) / 2) ** 2 + cxy * cxy)
    found.push({
      left: minX,
      top: minY,
      width: maxX - minX + 1,
      height: maxY - minY + 1,
      count: n,
      centreX: mx + 0.5,
      centreY: my + 0.5,
      lambdaLong: (cxx + cyy) / 2 + root,
      lambdaShort: Math.max(0, (cxx + cyy) / 2 - root),
      degrees,
    })
  }
  return found
}

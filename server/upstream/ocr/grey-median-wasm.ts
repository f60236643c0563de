/**
 * The 3×3 median of grey-median.ts run sixteen pixels at a time (ADR 0129): a WebAssembly function
 * with 128-bit vectors (`i8x16.min_u`, `i8x16.max_u`, wasm-vectors.ts). The same pixels as the
 * JavaScript median (the same sorting of each column's three values, the same edges), about a
 * tenth of its CPU.
 *
 * Memory, laid out by `greyMedian3Wasm`: the image, its median, and three rows of column values
 * (each column's lowest, middle and highest of the three rows around it) with one column more on
 * either side, the edge's copy. Each row is worked in chunks of 16 columns; a last chunk reaching
 * past the row's end reads the bytes after it and writes its median into the next row's start,
 * which that row's own chunks write again (the slack after each area takes what passes the last row).
 */

import { compiledKernel, kernelInstance, op, slack } from './wasm-vectors'

const { get, set, tee, constant, add, sub, mul, ltU, select, loop, end, brIf, load8, store8, load, store, minU, maxU } =
  op

// Locals: the parameters, then the function's own.
const [width, height, image, median, low, middle, high] = [0, 1, 2, 3, 4, 5, 6]
const [y, x, row, above, below, medianRow, at] = [7, 8, 9, 10, 11, 12, 13]
const [a, b, c, s, t, u] = [14, 15, 16, 17, 18, 19]

/** `target[edge] = target[from]`, bytes of a column row. */
const copyByte = (target: number, edge: number[], from: number[]) => [
  ...[...get(target), ...edge, ...add],
  ...[...get(target), ...from, ...add, ...load8(0), ...store8(0)],
]

/** The median of three vectors on the stack's locals `p`, `q`, `r`: max(min(p, q), min(max(p, q), r)). */
const medianOf = (p: number, q: number, r: number) => [
  ...[...get(p), ...get(q), ...minU],
  ...[...get(p), ...get(q), ...maxU, ...get(r), ...minU, ...maxU],
]

/** `target = base + y × width`: where row y starts in an image at `base`. */
const rowStart = (base: number, target: number) => [
  ...[...get(base), ...get(y), ...get(width), ...mul, ...add],
  ...set(target),
]

const body = [
  ...[...constant(0), ...set(y)],
  ...loop,
  // row, and the rows above and below it (the edge row itself at the image's top and bottom).
  ...rowStart(image, row),
  // y > 0 ? row − width : row
  ...[...get(row), ...get(width), ...sub, ...get(row), ...get(y), ...select, ...set(above)],
  // y + 1 < height ? row + width : row
  ...[...get(row), ...get(width), ...add, ...get(row), ...get(y), ...constant(1), ...add, ...get(height), ...ltU],
  ...[...select, ...set(below)],
  ...rowStart(median, medianRow),
  // Each column's three values sorted: low, middle, high (one column in, after the left edge's copy).
  ...[...constant(0), ...set(x)],
  ...loop,
  ...[...get(above), ...get(x), ...add, ...load(0), ...set(a)],
  ...[...get(row), ...get(x), ...add, ...load(0), ...set(b)],
  ...[...get(below), ...get(x), ...add, ...load(0), ...set(c)],
  ...[...get(a), ...get(b), ...minU, ...set(s)],
  ...[...get(a), ...get(b), ...maxU, ...set(t)],
  ...[...get(low), ...get(x), ...add, ...get(s), ...get(c), ...minU, ...store(1)],
  ...[...get(s), ...get(c), ...maxU, ...set(u)],
  ...[...get(middle), ...get(x), ...add, ...get(t), ...get(u), ...minU, ...store(1)],
  ...[...get(high), ...get(x), ...add, ...get(t), ...get(u), ...maxU, ...store(1)],
  ...[...get(x), ...constant(16), ...add, ...tee(x), ...get(width), ...ltU, ...brIf(0)],
  ...end,
  // The edges' columns copied beyond them.
  ...[low, middle, high].flatMap((target) => [
    ...copyByte(target, constant(0), constant(1)),
    ...copyByte(target, [...get(width), ...constant(1), ...add], get(width)),
  ]),
  // The median of the nine: the median of the highest low, the middle middle and the lowest high of three columns.
  ...[...constant(0), ...set(x)],
  ...loop,
  ...get(medianRow),
  ...get(x),
  ...add,
  ...[...get(low), ...get(x), ...add, ...tee(at), ...load(0), ...get(at), ...load(1), ...maxU, ...get(at)],
  ...[...load(2), ...maxU, ...set(a)],
  ...[...get(high), ...get(x), ...add, ...tee(at), ...load(0), ...get(at), ...load(1), ...minU, ...get(at)],
  ...[...load(2), ...minU, ...set(c)],
  ...[...get(middle), ...get(x), ...add, ...tee(at), ...load(0), ...set(s)],
  ...[...get(at), ...load(1), ...set(t), ...get(at), ...load(2), ...set(u)],
  ...medianOf(s, t, u),
  ...set(b),
  ...medianOf(a, b, c),
  ...store(0),
  ...[...get(x), ...constant(16), ...add, ...tee(x), ...get(width), ...ltU, ...brIf(0)],
  ...end,
  ...[...get(y), ...constant(1), ...add, ...tee(y), ...get(height), ...ltU, ...brIf(0)],
  ...end,
]

/** The compiled median: seven i32 parameters, seven i32 locals (y … at), six v128 (a … u). */
const kernel = compiledKernel(7, { i32: 7, v128: 6 }, body)

/**
 * The 3×3 median of a one-channel 8-bit image, the pixels beyond its edges taken as copies of the
 * edge's; null where WebAssembly's vectors are not available.
 */
export function greyMedian3Wasm(data: Uint8Array, width: number, height: number): Buffer | null {
  if (kernel === null) return null
  if (width === 0 || height === 0) return Buffer.alloc(0)
  const area = width * height
  const rowBytes = width + 2 + slack
  const at = { image: 0, median: area + slack, low: 2 * (area + slack) }
  const [middle, high] = [at.low + rowBytes, at.low + 2 * rowBytes]
  const { memory, run } = kernelInstance(kernel, high + rowBytes)
  memory.set(data.subarray(0, area), at.image)
  run(width, height, at.image, at.median, at.low, middle, high)
  return Buffer.from(memory.subarray(at.median, at.median + area))
}

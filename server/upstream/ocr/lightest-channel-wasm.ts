import { compiledKernel, kernelInstance, op, slack } from './wasm-vectors'

/**
 * Each pixel's lightest colour channel and its saturation (lightest minus darkest) from red, green,
 * blue bytes, sixteen pixels at a time (ADR 0129, wasm-vectors.ts): three vectors hold sixteen
 * pixels, two shuffles each gather their reds, greens and blues, and the per-byte maximum and
 * minimum give the rest. The same bytes as page-image.ts's loop over the pixels.
 */

const { get, set, constant, add, ltU, loop, end, brIf, load, store, shuffle, minU, maxU, subI8 } = op

// Parameters, then locals.
const [input, count, grey, saturation] = [0, 1, 2, 3]
const [j, at] = [4, 5]
const [v0, v1, v2, red, green, blue, lightest] = [6, 7, 8, 9, 10, 11, 12]

const first = (lanes: number) => Array.from({ length: lanes }, (_, lane) => lane)
/** One colour's sixteen bytes: its bytes in the first two vectors by their indices, then the third's (16 + index). */
const gathered = (fromFirstTwo: number[], fromThird: number[]) => [
  ...[...get(v0), ...get(v1), ...shuffle([...fromFirstTwo, ...Array<number>(16 - fromFirstTwo.length).fill(0)])],
  ...[...get(v2), ...shuffle([...first(fromFirstTwo.length), ...fromThird.map((index) => 16 + index)])],
]

const body = [
  ...[...constant(0), ...set(j), ...get(input), ...set(at)],
  ...loop,
  ...[...get(at), ...load(0), ...set(v0), ...get(at), ...load(16), ...set(v1), ...get(at), ...load(32), ...set(v2)],
  ...gathered([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30], [1, 4, 7, 10, 13]),
  ...set(red),
  ...gathered([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31], [2, 5, 8, 11, 14]),
  ...set(green),
  ...gathered([2, 5, 8, 11, 14, 17, 20, 23, 26, 29], [0, 3, 6, 9, 12, 15]),
  ...set(blue),
  ...[...get(grey), ...get(j), ...add],
  ...[...get(red), ...get(green), ...maxU, ...get(blue), ...maxU, ...set(lightest), ...get(lightest), ...store(0)],
  ...[...get(saturation), ...get(j), ...add, ...get(lightest)],
  ...[...get(red), ...get(green), ...minU, ...get(blue), ...minU, ...subI8, ...store(0)],
  ...[...get(at), ...constant(48), ...add, ...set(at)],
  ...[...get(j), ...constant(16), ...add, ...set(j), ...get(j), ...get(count), ...ltU, ...brIf(0)],
  ...end,
]

/** The compiled pass: four i32 parameters, two i32 locals (j, at), seven v128 (v0 … lightest). */
const kernel = compiledKernel(4, { i32: 2, v128: 7 }, body)

/**
 * The lightest channel and the saturation of each of the `count` pixels of `rgb` (three bytes a
 * pixel); null where WebAssembly's vectors are not available.
 */
export function lightestChannelWasm(rgb: Uint8Array, count: number): { grey: Buffer; saturation: Buffer } | null {
  if (kernel === null) return null
  if (count === 0) return { grey: Buffer.alloc(0), saturation: Buffer.alloc(0) }
  const at = { grey: 3 * count + slack, saturation: 4 * count + 2 * slack }
  const { memory, run } = kernelInstance(kernel, 5 * count + 3 * slack)
  memory.set(rgb.subarray(0, 3 * count), 0)
  run(0, count, at.grey, at.saturation)
  return {
    grey: Buffer.from(memory.subarray(at.grey, at.grey + count)),
    saturation: Buffer.from(memory.subarray(at.saturation, at.saturation + count)),
  }
}

/**
 * A WebAssembly function over 128-bit vectors written out instruction by instruction (ADR 0129):
 * the image passes that dominate a page's preparation run sixteen pixels at a time, with no
 * compiler or build step. Each kernel (grey-median-wasm.ts, lightest-channel-wasm.ts) is one
 * exported function `run` of i32 parameters over a memory it is given; the instructions below are
 * the few it needs, by their opcodes in the WebAssembly specification (`0xfd` the vector prefix).
 */

/** Unsigned LEB128, as WebAssembly writes indices, sizes and offsets. */
function leb(value: number): number[] {
  const bytes: number[] = []
  do {
    let byte = value & 0x7f
    value >>>= 7
    if (value !== 0) byte |= 0x80
    bytes.push(byte)
  } while (value !== 0)
  return bytes
}

/** A section or body: its size, then its bytes. */
const sized = (bytes: readonly number[]) => [...leb(bytes.length), ...bytes]
const text = (name: string) => sized([...Buffer.from(name, 'utf8')])

const i32 = 0x7f
const v128 = 0x7b

export const op = {
  get: (local: number) => [0x20, local],
  set: (local: number) => [0x21, local],
  tee: (local: number) => [0x22, local],
  /** Non-negative values below 64 only (there signed and unsigned LEB128 are alike). */
  constant: (value: number) => [0x41, ...leb(value)],
  add: [0x6a],
  sub: [0x6b],
  mul: [0x6c],
  ltU: [0x49],
  /** The first of two values where the third is not 0, else the second. */
  select: [0x1b],
  loop: [0x03, 0x40],
  end: [0x0b],
  brIf: (depth: number) => [0x0d, depth],
  load8: (offset: number) => [0x2d, 0, ...leb(offset)],
  store8: (offset: number) => [0x3a, 0, ...leb(offset)],
  load: (offset: number) => [0xfd, 0x00, 0, ...leb(offset)],
  store: (offset: number) => [0xfd, 0x0b, 0, ...leb(offset)],
  /** Sixteen bytes chosen from two vectors' 32 by their indices. */
  shuffle: (lanes: readonly number[]) => [0xfd, 0x0d, ...lanes],
  minU: [0xfd, 0x77],
  maxU: [0xfd, 0x79],
  subI8: [0xfd, 0x71],
} as const

/** What of WebAssembly's JavaScript interface is used here (the server's TypeScript libraries do not declare it). */
interface WebAssemblyApi {
  validate(bytes: Uint8Array): boolean
  Module: new (bytes: Uint8Array) => object
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer }
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> }
}
const wasm = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly

/** A compiled kernel. */
export interface Kernel {
  module: object
}

/**
 * The module of one function `run` with `parameters` i32 parameters and the given locals after
 * them (i32 first, then v128), over an imported memory; null where WebAssembly or its vectors are
 * not there (the caller's scalar code runs instead).
 */
export function compiledKernel(
  parameters: number,
  locals: { i32: number; v128: number },
  body: number[],
): Kernel | null {
  const bytes = Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    // Types: (i32 × parameters) → ().
    ...[0x01, ...sized([1, 0x60, parameters, ...Array<number>(parameters).fill(i32), 0])],
    // Imports: the memory, "m" "memory", at least one page.
    ...[0x02, ...sized([1, ...text('m'), ...text('memory'), 0x02, 0x00, 1])],
    // Functions: one of type 0.
    ...[0x03, ...sized([1, 0])],
    // Exports: "run", function 0.
    ...[0x07, ...sized([1, ...text('run'), 0x00, 0])],
    // Code: its locals, then its instructions.
    ...[0x0a, ...sized([1, ...sized([2, locals.i32, i32, locals.v128, v128, ...body, ...op.end])])],
  ])
  return wasm?.validate(bytes) ? { module: new wasm.Module(bytes) } : null
}

/** Bytes past each area of a kernel's memory that a last chunk of 16 may read or write beyond its end. */
export const slack = 64
const pageBytes = 65536

/** A fresh memory of at least `bytes` for one run of `kernel`, and the function that runs it. */
export function kernelInstance(
  kernel: Kernel,
  bytes: number,
): { memory: Uint8Array; run: (...values: number[]) => void } {
  const memory = new wasm!.Memory({ initial: Math.max(1, Math.ceil(bytes / pageBytes)) })
  const instance = new wasm!.Instance(kernel.module, { m: { memory } })
  return { memory: new Uint8Array(memory.buffer), run: instance.exports.run as (...values: number[]) => void }
}

/**
 * Small deterministic random tools for the generated registry. Every company draws from its own
 * stream seeded by (dataset seed, company number, purpose), so company N looks the same whatever the
 * dataset size or the order in which profiles are read.
 */

/** 32-bit mix of any number of integers (murmur3 finaliser over a running xor-multiply). */
export function hash32(...parts: number[]): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193)
    h ^= h >>> 15
    h = Math.imul(h, 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
  }
  return h >>> 0
}

/** Purpose tags, so the streams of one company never overlap. */
export const Stream = { core: 1, name: 2, profile: 3, financials: 4, ownership: 5, people: 6, filings: 7 } as const

/** A seeded generator (sfc32) with the helpers the dataset needs. */
export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number) {
    this.a = 0x9e3779b9
    this.b = 0x243f6a88
    this.c = 0xb7e15162
    this.d = seed >>> 0
    for (let i = 0; i < 12; i++) this.next()
  }

  /** Uniform float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return (t >>> 0) / 4294967296
  }

  /** Integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('Rng.pick: empty list')
    return item
  }

  /** Picks by weight; `weightOf` returns a non-negative number. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    let total = 0
    for (const item of items) total += weightOf(item)
    let target = this.next() * total
    for (const item of items) {
      target -= weightOf(item)
      if (target < 0) return item
    }
    const last = items[items.length - 1]
    if (last === undefined) throw new Error('Rng.weighted: empty list')
    return last
  }

  /** A seed for a faker instance (faker.seed) drawn from this stream. */
  seed(): number {
    return Math.floor(this.next() * 2 ** 31)
  }
}

/** The random stream of one company for one purpose. */
export function companyRng(datasetSeed: number, seedNo: number, stream: number): Rng {
  return new Rng(hash32(datasetSeed, seedNo, stream))
}

/**
 * A bijection of [0, capacity) so per-country serial numbers turn into registration numbers that look
 * random yet never repeat within a format (as long as the serial stays below the capacity).
 */
export function permute(serial: number, capacity: number, salt: number): number {
  let multiplier = Math.floor(capacity * 0.6180339887)
  if (multiplier % 2 === 0) multiplier += 1
  while (multiplier > 1 && gcd(multiplier, capacity) !== 1) multiplier -= 2
  const offset = salt % capacity
  return Number((BigInt(serial % capacity) * BigInt(Math.max(1, multiplier)) + BigInt(offset)) % BigInt(capacity))
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b)
}

/**
 * Simulated time of the embedded upstream. Every simulated wait (registry latency, profile stages,
 * ttl, callback back-off) is multiplied by UPSTREAM_TIME_SCALE: 1 = realistic, 0 = at once.
 */
export interface Clock {
  /** Wall-clock milliseconds since the epoch. */
  now(): number
  /** The time scale in force. */
  readonly scale: number
  /** A simulated wait of `seconds` as real milliseconds (scaled, rounded, never negative). */
  delayMs(seconds: number): number
  /** The wall-clock time (ms) at which a simulated wait of `seconds` started now ends. */
  after(seconds: number): number
}

/** Later than any wait can matter (a ttl has no maximum, spec §8): times stay finite integers. */
const farFuture = Number.MAX_SAFE_INTEGER

export function createClock(scale: number, now: () => number = Date.now): Clock {
  if (!Number.isFinite(scale) || scale < 0) throw new Error(`time scale must be a number >= 0 (got ${scale})`)
  const delayMs = (seconds: number) => Math.min(farFuture, Math.max(0, Math.round(seconds * 1000 * scale)))
  return { now, scale, delayMs, after: (seconds) => Math.min(farFuture, now() + delayMs(seconds)) }
}

/** ISO 8601 with microseconds and a trailing Z, as the vendor writes timestamps (spec §1). */
export function toVendorTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z')
}

import { randomInt } from 'node:crypto'

/**
 * Simulated seconds a registry takes to answer a search: the primary register answers in a few
 * seconds, secondary sources in tens of seconds, the slowest in minutes (so a ttl can cut them off).
 */
const baseSeconds = [3, 20, 90, 150]

export function registryLatencySeconds(registryIndex: number): number {
  const base = baseSeconds[Math.min(registryIndex, baseSeconds.length - 1)] ?? 3
  // Up to +50 % jitter, as real registries vary from call to call.
  return base + (base * randomInt(0, 501)) / 1000
}

import { availableParallelism, loadavg } from 'node:os'

/**
 * Every deadline of the end-to-end tests, and Vitest's test and hook timeouts, is multiplied by this
 * factor: 1 on an idle machine, 1 + the load per core when other work shares the CPU (1.5 with one of
 * two cores kept busy, 2 with both), at most 5. It is measured once when Playwright or Vitest reads its
 * configuration; the workers inherit it through E2E_LOAD_FACTOR, which can also be set by hand. Tests
 * still wait on conditions: a larger factor only gives a slow machine longer before a wait counts as
 * failed.
 */
process.env.E2E_LOAD_FACTOR ??= Math.min(5, 1 + loadavg()[0]! / availableParallelism()).toFixed(2)
export const loadFactor = Math.max(1, Number(process.env.E2E_LOAD_FACTOR) || 1)

/** A deadline of `ms` on an idle machine, scaled to the machine's load. */
export const scaled = (ms: number) => Math.round(ms * loadFactor)

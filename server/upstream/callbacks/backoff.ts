/**
 * Simulated seconds to wait before each retry of a callback (ADR 0008): 1 s, 10 s,
 * 1 min, 10 min, then every hour, for 24 h in all. The schedule is in simulated time, so the number
 * of attempts does not depend on the time scale.
 */
export const callbackRetryDelaysSeconds: readonly number[] = (() => {
  const delays = [1, 10, 60, 600]
  const day = 24 * 3600
  let total = delays.reduce((sum, d) => sum + d, 0)
  while (total + 3600 <= day) {
    delays.push(3600)
    total += 3600
  }
  return delays
})()

/** Simulated delay before retry number `failedAttempts` (1 = after the first failure); undefined = give up. */
export function retryDelaySeconds(failedAttempts: number): number | undefined {
  return callbackRetryDelaysSeconds[failedAttempts - 1]
}

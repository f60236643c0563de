/**
 * Test helper for every server suite: calls `read` until `done` holds for its value or the deadline
 * passes (then throws with the last value). Tests wait for conditions, never for fixed times.
 */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000, intervalMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: T = await read()
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(last).slice(0, 500)}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
    last = await read()
  }
  return last
}

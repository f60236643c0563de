import { scaled } from '../../e2e/load-factor'

/**
 * The one wait helper of every server suite: calls `read` until `done` holds for its value or the
 * deadline passes (then throws with the last value). Tests wait for conditions, never for fixed
 * times. The deadline, `timeoutMs` on an idle machine, is scaled to the machine's load like
 * Vitest's timeouts (e2e/load-factor.ts). With a type guard (`isDefined`), the value comes back narrowed.
 */
export async function pollUntil<T, U extends T>(
  read: () => Promise<T>,
  done: (value: T) => value is U,
  timeoutMs?: number,
  intervalMs?: number,
): Promise<U>
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs?: number,
  intervalMs?: number,
): Promise<T>
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
  intervalMs = 20,
): Promise<T> {
  const limit = scaled(timeoutMs)
  const deadline = Date.now() + limit
  let last: T = await read()
  while (!done(last)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${limit} ms; last value: ${JSON.stringify(last)?.slice(0, 500)}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
    last = await read()
  }
  return last
}

/** For pollUntil: the value is there. */
export function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined
}

/** For pollUntil over a condition: it holds. */
export function isTrue(value: boolean): value is true {
  return value
}

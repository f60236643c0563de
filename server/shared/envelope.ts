/**
 * The response envelope of the Business Verification Service (spec §1) and the error type both
 * servers throw to produce it. Status codes follow ADR 0008.
 */
export interface Envelope<T = unknown> {
  error: boolean
  message: string
  data: T
}

export function ok<T>(message: string, data: T): Envelope<T> {
  return { error: false, message, data }
}

export function failure(message: string, data: unknown = {}): Envelope {
  return { error: true, message, data }
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

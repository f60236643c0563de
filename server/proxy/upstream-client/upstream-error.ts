import { HttpError } from '../../shared/envelope'

/**
 * A failure of the upstream call itself (unreachable, too slow, unsigned, or a body that does not
 * fit the contract). The browser gets 502 (504 for a timeout) with a message saying what went
 * wrong; the message never carries the API key.
 */
export class UpstreamError extends HttpError {
  constructor(
    statusCode: 502 | 504,
    message: string,
    readonly reason:
      | 'unreachable'
      | 'timeout'
      | 'bad_signature'
      | 'not_json'
      | 'contract_mismatch'
      | 'refused_key'
      | 'redirect'
      | 'too_large',
    data: unknown = {},
  ) {
    super(statusCode, message, data)
    this.name = 'UpstreamError'
  }
}

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UPSTREAM_CONNECT_TIMEOUT',
])

/** True for errors raised before any response arrived because the connection failed. */
export function isConnectionError(error: unknown): error is NodeJS.ErrnoException {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return typeof code === 'string' && connectionErrorCodes.has(code)
}

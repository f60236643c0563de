/**
 * Response and callback signatures (docs/api-decisions.md "Response signature"). Uses Web Crypto
 * (`globalThis.crypto.subtle`, in Node 20 and browsers) because contract/ imports only zod.
 *
 * - `sha256` (header `Signature`): hex(sha256(body_bytes + hex(sha256(secret_key)))).
 * - `legacy` (header `sp_signature`): hex(sha256(body + secret_key)).
 * Hex digests are lower case.
 */
export type SignatureScheme = 'sha256' | 'legacy'

const encoder = new TextEncoder()

function toBytes(value: string | Uint8Array): Uint8Array {
  return typeof value === 'string' ? encoder.encode(value) : value
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(a.length + b.length)
  joined.set(a, 0)
  joined.set(b, a.length)
  return joined
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function signatureHeaderName(scheme: SignatureScheme): 'Signature' | 'sp_signature' {
  return scheme === 'sha256' ? 'Signature' : 'sp_signature'
}

/** The signature of a response or callback body (the raw bytes as sent) under `scheme`. */
export async function signBody(body: string | Uint8Array, secretKey: string, scheme: SignatureScheme): Promise<string> {
  const bodyBytes = toBytes(body)
  if (scheme === 'legacy') return sha256Hex(concat(bodyBytes, encoder.encode(secretKey)))
  const hashedSecret = await sha256Hex(concat(new Uint8Array(0), encoder.encode(secretKey)))
  return sha256Hex(concat(bodyBytes, encoder.encode(hashedSecret)))
}

/** Compares two strings in time that depends only on their lengths: every byte is compared. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a)
  const right = encoder.encode(b)
  const length = Math.max(left.length, right.length)
  let difference = left.length ^ right.length
  for (let index = 0; index < length; index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0)
  return difference === 0
}

/** True when `signature` (hex, any case) is the signature of `body` under `scheme`. */
export async function verifySignature(
  body: string | Uint8Array,
  secretKey: string,
  signature: string,
  scheme: SignatureScheme,
): Promise<boolean> {
  const expected = await signBody(body, secretKey, scheme)
  return constantTimeEqual(expected, signature.trim().toLowerCase())
}

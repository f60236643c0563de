/**
 * Response and callback signatures (ADR 0008 "Response signature"). Uses Web Crypto
 * (`globalThis.crypto.subtle`, in Node 20 and browsers) because contract/ imports only zod.
 *
 * - `sha256` (header `Signature`): hex(sha256(body_bytes + hex(sha256(secret_key)))).
 * - `legacy` (header `sp_signature`): hex(sha256(body + secret_key)).
 * Hex digests are lower case.
 *
 * Both schemes hash `body + keyPart`, where keyPart depends only on the key: a signer or verifier
 * made once per key (`createSignatureSigner` / `createSignatureVerifier`) computes it once.
 */
export type SignatureScheme = 'sha256' | 'legacy'

/**
 * Lower-case hex SHA-256 of the parts, concatenated. Web Crypto by default; a server may pass a
 * synchronous one (node:crypto) with the same result, which saves a thread-pool round trip per call.
 */
export type Sha256Hex = (parts: readonly Uint8Array[]) => string | Promise<string>

export interface SignatureOptions {
  sha256Hex?: Sha256Hex
}

/** The signature of a body (the raw bytes as sent) under one key and scheme. */
export type BodySigner = (body: string | Uint8Array) => Promise<string>
/** True when `signature` (hex, any case) is the signature of `body` under one key and scheme. */
export type SignatureVerifier = (body: string | Uint8Array, signature: string) => Promise<boolean>

const encoder = new TextEncoder()

function toBytes(value: string | Uint8Array): Uint8Array {
  return typeof value === 'string' ? encoder.encode(value) : value
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}

/** SHA-256 with Web Crypto. */
export const webCryptoSha256Hex: Sha256Hex = async (parts) => {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', concat(parts)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function signatureHeaderName(scheme: SignatureScheme): 'Signature' | 'sp_signature' {
  return scheme === 'sha256' ? 'Signature' : 'sp_signature'
}

/** What is appended to the body before hashing: the key (legacy) or hex(sha256(key)) (sha256). */
function keyPartOf(secretKey: string, scheme: SignatureScheme, sha256Hex: Sha256Hex): Uint8Array | Promise<Uint8Array> {
  const key = encoder.encode(secretKey)
  if (scheme === 'legacy') return key
  const hashed = sha256Hex([key])
  return typeof hashed === 'string' ? encoder.encode(hashed) : hashed.then((hex) => encoder.encode(hex))
}

/** A signer for one key and scheme; the key part is computed once, here. */
export function createSignatureSigner(
  secretKey: string,
  scheme: SignatureScheme,
  options: SignatureOptions = {},
): BodySigner {
  const sha256Hex = options.sha256Hex ?? webCryptoSha256Hex
  let keyPart = keyPartOf(secretKey, scheme, sha256Hex)
  if (keyPart instanceof Promise) {
    keyPart.then((bytes) => (keyPart = bytes)).catch(() => {})
  }
  return async (body) => {
    const bodyBytes = toBytes(body)
    return sha256Hex([bodyBytes, keyPart instanceof Promise ? await keyPart : keyPart])
  }
}

/** A verifier for one key and scheme (constant-time comparison); the key part is computed once. */
export function createSignatureVerifier(
  secretKey: string,
  scheme: SignatureScheme,
  options: SignatureOptions = {},
): SignatureVerifier {
  const sign = createSignatureSigner(secretKey, scheme, options)
  return async (body, signature) => constantTimeEqual(await sign(body), signature.trim().toLowerCase())
}

/** The signature of a response or callback body (the raw bytes as sent) under `scheme`. */
export function signBody(body: string | Uint8Array, secretKey: string, scheme: SignatureScheme): Promise<string> {
  return createSignatureSigner(secretKey, scheme)(body)
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
export function verifySignature(
  body: string | Uint8Array,
  secretKey: string,
  signature: string,
  scheme: SignatureScheme,
): Promise<boolean> {
  return createSignatureVerifier(secretKey, scheme)(body, signature)
}

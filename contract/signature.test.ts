import { describe, expect, it } from 'vitest'
import {
  constantTimeEqual,
  createSignatureSigner,
  createSignatureVerifier,
  type Sha256Hex,
  signatureHeaderName,
  signBody,
  verifySignature,
} from './signature'

// Known answers come from node:crypto, independent of the Web Crypto code under test. The app
// tsconfig (DOM, no Node types) checks contract/ too, so the module is loaded with a local type.
interface NodeHash {
  update(data: string | Uint8Array): NodeHash
  digest(encoding: 'hex'): string
}
const nodeCrypto = (await import('node:crypto' as string)) as { createHash(algorithm: 'sha256'): NodeHash }
const sha256 = (...parts: (string | Uint8Array)[]) =>
  parts.reduce((hash: NodeHash, part) => hash.update(part), nodeCrypto.createHash('sha256')).digest('hex')
const secret = 'sk_test_6f1c0a'
const body = '{"error":false,"message":"Countries fetched","data":{"countries":[]}}'

describe('response signatures', () => {
  it('signs with sha256(body + hex(sha256(secret))) under the sha256 scheme', async () => {
    const expected = sha256(body + sha256(secret))
    expect(await signBody(body, secret, 'sha256')).toBe(expected)
    expect(await signBody(new TextEncoder().encode(body), secret, 'sha256')).toBe(expected)
  })

  it('signs with sha256(body + secret) under the legacy scheme', async () => {
    expect(await signBody(body, secret, 'legacy')).toBe(sha256(body + secret))
  })

  it('signs the raw bytes, multi-byte characters and an empty body included', async () => {
    const unicode = '{"name":"Müller & Söhne 株式会社"}'
    expect(await signBody(unicode, secret, 'sha256')).toBe(sha256(new TextEncoder().encode(unicode), sha256(secret)))
    expect(await signBody('', secret, 'sha256')).toBe(sha256(sha256(secret)))
    // Fixed vectors, computed once with node:crypto: sha256("" + sha256("key")) and sha256("{}" + "key").
    expect(await signBody('', 'key', 'sha256')).toBe('c7ae0492a582c466b6d37d85d0a03d9c4cb0c24bdce285bc61a3cab3dff3c0f5')
    expect(await signBody('{}', 'key', 'legacy')).toBe(
      '59292d1886189af59e739dfd7487d7c5fb3a137106b1ae5ef3b105d2072aba71',
    )
  })

  it('names the header of each scheme', () => {
    expect(signatureHeaderName('sha256')).toBe('Signature')
    expect(signatureHeaderName('legacy')).toBe('sp_signature')
  })

  it('verifies a good signature and refuses a tampered body, a wrong key or the other scheme', async () => {
    const signature = await signBody(body, secret, 'sha256')
    expect(await verifySignature(body, secret, signature, 'sha256')).toBe(true)
    expect(await verifySignature(body, secret, signature.toUpperCase(), 'sha256')).toBe(true)
    expect(await verifySignature(`${body} `, secret, signature, 'sha256')).toBe(false)
    expect(await verifySignature(body, 'other', signature, 'sha256')).toBe(false)
    expect(await verifySignature(body, secret, signature, 'legacy')).toBe(false)
    expect(await verifySignature(body, secret, signature.slice(0, 63), 'sha256')).toBe(false)
    expect(await verifySignature(body, secret, '', 'sha256')).toBe(false)
  })

  it('compares strings fully', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true)
    expect(constantTimeEqual('abc', 'abd')).toBe(false)
    expect(constantTimeEqual('abc', 'abcd')).toBe(false)
    expect(constantTimeEqual('', '')).toBe(true)
  })

  it('signs and verifies with a signer and a verifier made once per key, under both schemes', async () => {
    const sign = createSignatureSigner(secret, 'sha256')
    const verify = createSignatureVerifier(secret, 'sha256')
    expect(await sign(body)).toBe(sha256(body + sha256(secret)))
    expect(await sign('')).toBe(sha256(sha256(secret)))
    expect(await verify(body, (await sign(body)).toUpperCase())).toBe(true)
    expect(await verify(`${body} `, await sign(body))).toBe(false)
    expect(await createSignatureVerifier('other', 'sha256')(body, await sign(body))).toBe(false)
    const legacy = createSignatureVerifier(secret, 'legacy')
    expect(await createSignatureSigner(secret, 'legacy')(body)).toBe(sha256(body + secret))
    expect(await legacy(body, sha256(body + secret))).toBe(true)
    expect(await legacy(body, await sign(body))).toBe(false)
  })

  it('hashes the key once per signer and gives the same signatures with another SHA-256 (node:crypto)', async () => {
    const hashed: number[] = []
    const nodeSha256Hex: Sha256Hex = (parts) => {
      hashed.push(parts.length)
      return sha256(...parts)
    }
    const sign = createSignatureSigner(secret, 'sha256', { sha256Hex: nodeSha256Hex })
    const verify = createSignatureVerifier(secret, 'sha256', { sha256Hex: nodeSha256Hex })
    for (const text of [body, '', '{"name":"Müller & Söhne 株式会社"}']) {
      expect(await sign(text)).toBe(await signBody(text, secret, 'sha256'))
      expect(await verify(text, await signBody(text, secret, 'sha256'))).toBe(true)
    }
    // One hash of the key for each of the two, then one hash (body + key part) per signature.
    expect(hashed).toEqual([1, 1, 2, 2, 2, 2, 2, 2])
    expect(await createSignatureSigner(secret, 'legacy', { sha256Hex: nodeSha256Hex })(body)).toBe(
      sha256(body + secret),
    )
  })
})

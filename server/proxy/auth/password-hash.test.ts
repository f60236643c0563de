import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password-hash'

const params = { N: 1024, r: 8, p: 1 }

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const a = await hashPassword('correct horse battery', params)
    const b = await hashPassword('correct horse battery', params)
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(a).not.toBe(b)
    expect(a).not.toContain('correct horse')
  })

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery', params)
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('verifies with the parameters stored in the hash, and refuses a malformed hash', async () => {
    const stronger = await hashPassword('pw-0123456789', { N: 2048, r: 8, p: 1 })
    expect(await verifyPassword('pw-0123456789', stronger)).toBe(true)
    expect(await verifyPassword('pw-0123456789', 'bcrypt$whatever')).toBe(false)
  })
})

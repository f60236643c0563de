import { LoginBodySchema, MeResponseSchema } from '@contract/bff/auth'
import { LiveEventSchema } from '@contract/bff/live-events'
import { describe, expect, it } from 'vitest'
import { safeParse } from 'zod/mini'
import { LiveEventMiniSchema, LoginBodyMiniSchema, MeResponseMiniSchema } from './bff-mini-schemas'

const cases = {
  me: {
    contract: MeResponseSchema,
    mini: MeResponseMiniSchema,
    values: [
      { user: { id: 'u1', email: 'a@b.test', name: 'A', role: 'analyst' }, permissions: ['search:run'] },
      { user: { id: 'u1', email: 'a@b.test', name: 'A', role: 'root' }, permissions: [] },
      { user: { id: 'u1', email: 'a@b.test', name: 'A', role: 'admin' }, permissions: ['fly'] },
      { user: { id: 1, email: 'a@b.test', name: 'A', role: 'admin' }, permissions: [] },
      { permissions: [] },
    ],
  },
  login: {
    contract: LoginBodySchema,
    mini: LoginBodyMiniSchema,
    values: [
      { email: 'a@b.test', password: 'x' },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.test', password: '' },
      { email: `${'a'.repeat(250)}@b.test`, password: 'x' },
      { email: 'a@b.test', password: 'x'.repeat(1025) },
    ],
  },
  liveEvent: {
    contract: LiveEventSchema,
    mini: LiveEventMiniSchema,
    values: [
      { id: 'e', at: 't', type: 'x', keys: [['a', 'b']], permission: 'kyc:review' },
      { id: 'e', at: 't', type: 'x', keys: [['a', 'b']] },
      { id: 'e', at: 't', type: 'x', keys: [['a']], permission: 'root' },
      { id: 'e', at: 't', type: 'x', keys: ['a'], permission: 'search:run' },
      { id: 'e', type: 'x', keys: [] },
    ],
  },
}

describe('zod/mini twins of contract/bff schemas', () => {
  for (const [name, { contract, mini, values }] of Object.entries(cases)) {
    it(`${name}: accepts and refuses the same values as the contract`, () => {
      for (const value of values) {
        const expected = contract.safeParse(value)
        const actual = safeParse(mini, value)
        expect(actual.success, JSON.stringify(value)).toBe(expected.success)
        if (!expected.success && !actual.success) {
          expect(actual.error.issues.map((i) => i.path.join('.'))).toEqual(
            expected.error.issues.map((i) => i.path.join('.')),
          )
        }
      }
    })
  }
  it('uses the contract messages for the sign-in fields', () => {
    const result = safeParse(LoginBodyMiniSchema, { email: 'nope', password: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual(['must be an e-mail address', 'is required'])
  })
})

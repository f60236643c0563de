import { describe, expect, it } from 'vitest'
import { CallbackBodySchema, isCallbackFresh, maxCallbackSkewSeconds } from './callbacks'
import { fieldErrorsOf } from './errors'

const valid = {
  id: 'evt_01',
  event: 'request.resolved',
  sent_at: '2026-11-21T05:00:00.123456Z',
  service: 'kyb_check',
  kyb_request_id: 'kreq_1',
  status: 'resolved',
}

describe('CallbackBodySchema', () => {
  it('accepts a callback with the ids that apply and lets unknown fields through', () => {
    expect(CallbackBodySchema.parse({ ...valid, attempt: 2 })).toEqual({ ...valid, attempt: 2 })
  })

  it.each([
    ['unknown event', { ...valid, event: 'request.done' }, 'event'],
    ['unknown service', { ...valid, service: 'kyb' }, 'service'],
    ['sent_at not a timestamp', { ...valid, sent_at: 'yesterday' }, 'sent_at'],
    ['missing id', { ...valid, id: undefined }, 'id'],
    ['missing status', { ...valid, status: undefined }, 'status'],
    ['empty optional id', { ...valid, aml_request_id: '' }, 'aml_request_id'],
  ])('rejects %s', (_case, body, path) => {
    expect(fieldErrorsOf(CallbackBodySchema, body).map((e) => e.path)).toEqual([path])
  })

  it('accepts sent_at within 300 seconds of the clock, either side', () => {
    expect(maxCallbackSkewSeconds).toBe(300)
    const now = new Date('2026-11-21T05:00:00Z')
    expect(isCallbackFresh('2026-11-21T05:05:00.000000Z', now)).toBe(true)
    expect(isCallbackFresh('2026-11-21T04:55:00.000000Z', now)).toBe(true)
    expect(isCallbackFresh('2026-11-21T05:05:00.001000Z', now)).toBe(false)
    expect(isCallbackFresh('2026-11-21T04:54:59.999000Z', now)).toBe(false)
    expect(isCallbackFresh('not a date', now)).toBe(false)
  })
})

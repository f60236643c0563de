import { describe, expect, it } from 'vitest'
import { riskLevelOf, type RiskInputs, verificationStatusOf } from './risk'

const sound: RiskInputs = {
  status: 'active',
  ageYears: 10,
  filings: 12,
  offshoreParent: null,
  hasTaxNumber: true,
  hasAddress: true,
  officers: 2,
}

describe('risk rule', () => {
  it('rates an established, filing, onshore company with complete data low and verified', () => {
    expect(riskLevelOf(sound)).toBe('low')
    expect(verificationStatusOf(sound)).toBe('verified')
  })

  it('adds risk for dissolution, youth, missing filings, offshore ownership and a missing tax number', () => {
    expect(riskLevelOf({ ...sound, status: 'dissolved' })).toBe('medium')
    expect(riskLevelOf({ ...sound, ageYears: 1 })).toBe('medium')
    expect(riskLevelOf({ ...sound, filings: 0 })).toBe('medium')
    expect(riskLevelOf({ ...sound, offshoreParent: 'VG' })).toBe('medium')
    expect(riskLevelOf({ ...sound, status: 'in liquidation', ageYears: 1 })).toBe('high')
    expect(riskLevelOf({ ...sound, offshoreParent: 'KY', hasTaxNumber: false })).toBe('high')
  })

  it('cannot rate a record without address and officers', () => {
    expect(riskLevelOf({ ...sound, hasAddress: false, officers: 0 })).toBe('unknown')
  })

  it('fails verification when key data is missing and leaves it unknown when unconfirmed', () => {
    expect(verificationStatusOf({ ...sound, hasAddress: false })).toBe('failed')
    expect(verificationStatusOf({ ...sound, officers: 0 })).toBe('failed')
    expect(verificationStatusOf({ ...sound, filings: 0 })).toBe('unknown')
    expect(verificationStatusOf({ ...sound, hasTaxNumber: false })).toBe('unknown')
  })
})

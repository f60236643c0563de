import { describe, expect, it } from 'vitest'
import { finalProfileStage, maskProfileToStage, profileStages, stageServices } from './profile-stages'

describe('profile stages', () => {
  const profile = {
    name: 'Acme GmbH',
    contacts_detail: [{ type: 'email' }],
    people_detail: [{ name: 'A' }],
    financial_detail: { currency: 'EUR' },
    filings_detail: [{ uid: 'f1' }],
  }

  it('empties the collections of stages not yet completed', () => {
    expect(maskProfileToStage(profile, 0)).toMatchObject({ name: 'Acme GmbH', contacts_detail: [], people_detail: [], financial_detail: null, filings_detail: [] })
    expect(maskProfileToStage(profile, 1)).toMatchObject({ contacts_detail: [{ type: 'email' }], people_detail: [], financial_detail: null })
    expect(maskProfileToStage(profile, finalProfileStage)).toEqual({ ...profile, ...maskProfileToStage(profile, finalProfileStage) })
    expect(maskProfileToStage(profile, finalProfileStage).filings_detail).toEqual([{ uid: 'f1' }])
  })

  it('lists services in progress and completed', () => {
    expect(stageServices(0).completed).toEqual([])
    expect(stageServices(2)).toEqual({ completed: ['company_details', 'company_officers'], inProgress: ['financial_performance', 'filings_history'] })
  })

  it('completes within 30 simulated minutes', () => {
    const slowest = profileStages.reduce((sum, stage) => sum + stage.delaySeconds[1], 0)
    expect(slowest).toBeLessThanOrEqual(30 * 60)
  })
})

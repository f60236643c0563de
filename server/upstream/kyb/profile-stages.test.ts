import { describe, expect, it } from 'vitest'
import { finalProfileStage, maskProfileToStage, profileStages, stageServices } from './profile-stages'

describe('profile stages', () => {
  const profile = {
    name: 'Acme GmbH',
    contacts_detail: [{ type: 'email' }],
    people_detail: [{ name: 'A' }],
    financial_detail: { currency: 'EUR', insights: [{ type: 'revenue' }] },
    ownership_structure: { id: 'o1', name: 'Acme GmbH', children: [{ name: 'B' }] },
    filings_detail: [{ uid: 'f1' }],
  }

  it('empties the collections of stages not yet completed', () => {
    const emptyFinancial = { currency: null, insights: [] }
    expect(maskProfileToStage(profile, 0)).toMatchObject({
      name: 'Acme GmbH',
      contacts_detail: [],
      people_detail: [],
      financial_detail: emptyFinancial,
      filings_detail: [],
    })
    expect(maskProfileToStage(profile, 1)).toMatchObject({
      contacts_detail: [{ type: 'email' }],
      people_detail: [],
      financial_detail: emptyFinancial,
    })
    // Spec §2.4 types the object collections as objects: they keep their fields (and the tree its identity) while pending.
    expect(maskProfileToStage(profile, 1).ownership_structure).toEqual({ id: 'o1', name: 'Acme GmbH', children: [] })
    expect(maskProfileToStage(profile, finalProfileStage)).toEqual({
      ...profile,
      ...maskProfileToStage(profile, finalProfileStage),
    })
    expect(maskProfileToStage(profile, finalProfileStage).filings_detail).toEqual([{ uid: 'f1' }])
  })

  it('lists services in progress and completed', () => {
    expect(stageServices(0).completed).toEqual([])
    expect(stageServices(2)).toEqual({
      completed: ['company_details', 'company_officers'],
      inProgress: ['financial_performance', 'filings_history'],
    })
  })

  it('completes within 30 simulated minutes', () => {
    const slowest = profileStages.reduce((sum, stage) => sum + stage.delaySeconds[1], 0)
    expect(slowest).toBeLessThanOrEqual(30 * 60)
  })
})

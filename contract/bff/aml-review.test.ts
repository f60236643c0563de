import { describe, expect, it } from 'vitest'
import { dispositionOf, FOUR_EYES_SCORE, hitStateOf, type DecisionFact } from './aml-review'

const analyst = (decision: DecisionFact['decision'], user_id = 'u-analyst'): DecisionFact => ({
  decision,
  user_id,
  role: 'analyst',
})
const manager = (decision: DecisionFact['decision'], user_id = 'u-manager'): DecisionFact => ({
  decision,
  user_id,
  role: 'compliance_manager',
})

describe('hitStateOf', () => {
  it('is undecided without decisions and follows the newest decision', () => {
    expect(hitStateOf([], 0.5)).toBe('undecided')
    expect(hitStateOf([analyst('escalate')], 0.5)).toBe('escalated')
    expect(hitStateOf([analyst('escalate'), analyst('confirmed_match')], 0.5)).toBe('confirmed')
    expect(hitStateOf([analyst('confirmed_match'), analyst('false_positive')], 0.5)).toBe('cleared')
  })

  it('clears a hit below the four-eyes score with one false positive', () => {
    expect(hitStateOf([analyst('false_positive')], FOUR_EYES_SCORE - 0.001)).toBe('cleared')
  })

  it('needs a second false positive by another person with aml:approve at or above the four-eyes score', () => {
    expect(hitStateOf([analyst('false_positive')], FOUR_EYES_SCORE)).toBe('awaiting_second')
    expect(hitStateOf([analyst('false_positive'), analyst('false_positive', 'u-other')], 0.95)).toBe('awaiting_second')
    expect(hitStateOf([manager('false_positive'), manager('false_positive')], 0.95)).toBe('awaiting_second')
    expect(hitStateOf([analyst('false_positive'), manager('false_positive')], 0.95)).toBe('cleared')
    expect(
      hitStateOf([manager('false_positive'), { decision: 'false_positive', user_id: 'u-admin', role: 'admin' }], 0.95),
    ).toBe('cleared')
  })

  it('starts over when another decision comes between the two clearings', () => {
    expect(hitStateOf([analyst('false_positive'), analyst('escalate'), manager('false_positive')], 0.95)).toBe(
      'awaiting_second',
    )
    expect(hitStateOf([analyst('false_positive'), manager('false_positive'), analyst('confirmed_match')], 0.95)).toBe(
      'confirmed',
    )
  })
})

describe('dispositionOf', () => {
  it('is none without hits, confirmed when any is, cleared when all are, open otherwise', () => {
    expect(dispositionOf([])).toBe('none')
    expect(dispositionOf(['cleared', 'confirmed', 'undecided'])).toBe('confirmed')
    expect(dispositionOf(['cleared', 'cleared'])).toBe('cleared')
    expect(dispositionOf(['cleared', 'awaiting_second'])).toBe('open')
    expect(dispositionOf(['escalated'])).toBe('open')
  })
})

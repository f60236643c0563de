import { describe, expect, it } from 'vitest'
import { questionLabel, withoutRequirementNote } from './question-label'

describe('question labels', () => {
  it('say "(optional)" or "(required)" once, whatever the question text already says', () => {
    expect(questionLabel('Proof of the registered address (optional)', false)).toBe(
      'Proof of the registered address (optional)',
    )
    expect(questionLabel('Trading name', false)).toBe('Trading name (optional)')
    expect(questionLabel('Company name (Required) ', true)).toBe('Company name (required)')
    expect(withoutRequirementNote('Proof (optional)')).toBe('Proof')
  })
})

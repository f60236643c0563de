import { describe, expect, it } from 'vitest'
import { auditDetailLines } from './audit-detail'

describe('audit detail', () => {
  it('reads as labelled lines: keys as words, nested values by their path, lists joined', () => {
    expect(
      auditDetailLines({
        listed_name: 'IVAN SIDOROV',
        decision: 'false_positive',
        changes: { role: 'admin', disabled: false },
        target_ids: ['a', 'b'],
        note: null,
      }),
    ).toEqual([
      ['Listed name', 'IVAN SIDOROV'],
      ['Decision', 'false_positive'],
      ['Changes · Role', 'admin'],
      ['Changes · Disabled', 'false'],
      ['Target ids', 'a, b'],
      ['Note', '—'],
    ])
    expect(auditDetailLines(null)).toEqual([])
  })
})

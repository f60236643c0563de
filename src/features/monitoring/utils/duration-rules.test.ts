import { ONGOING_DURATION_LIMITS, OngoingUpdateBodySchema } from '@contract/services/ongoing-aml'
import { describe, expect, it } from 'vitest'
import { DurationFormSchema } from './duration-rules'

describe('duration rules', () => {
  it('accepts exactly what the contract accepts (day 1–7, week 1–4, month 1–12)', () => {
    for (const type of ['day', 'week', 'month'] as const) {
      for (let n = -1; n <= 14; n += 1) {
        const form = DurationFormSchema.safeParse({ duration_type: type, duration: String(n) }).success
        const contract = OngoingUpdateBodySchema.safeParse({
          service_type: 'ongoing_aml',
          aml_request_id: 'a',
          duration: n,
          duration_type: type,
          ongoing_enable: true,
        }).success
        expect(form, `${n} ${type}`).toBe(contract)
        expect(form).toBe(n >= ONGOING_DURATION_LIMITS[type].min && n <= ONGOING_DURATION_LIMITS[type].max)
      }
    }
  })

  it('names the rule on the duration field and refuses fractions', () => {
    const result = DurationFormSchema.safeParse({ duration_type: 'week', duration: '5' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['duration'], message: 'must be 1 to 4 for duration_type week' }),
    ])
    expect(DurationFormSchema.safeParse({ duration_type: 'day', duration: '1.5' }).error?.issues[0]?.message).toBe(
      'must be a whole number',
    )
  })
})

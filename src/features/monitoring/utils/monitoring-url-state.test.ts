import { describe, expect, it } from 'vitest'
import { parseSearchParams, toSearchParams } from '@/lib/url-state'
import { MonitoringUrlSchema, toDayMonthYear, toOngoingQuery } from './monitoring-url-state'

describe('monitoring URL state', () => {
  it('round-trips through the URL, leaving defaults out', () => {
    const state = parseSearchParams(
      MonitoringUrlSchema,
      new URLSearchParams('country=germany&country=france&match=no_match&from=2026-02-28&page=3'),
    )
    expect(state).toEqual({
      search: '',
      country: ['germany', 'france'],
      match: 'no_match',
      monitoring: '',
      from: '2026-02-28',
      to: '',
      page: 3,
    })
    expect(toSearchParams(MonitoringUrlSchema, state).toString()).toBe(
      'country=germany&country=france&from=2026-02-28&match=no_match&page=3',
    )
    expect(parseSearchParams(MonitoringUrlSchema, new URLSearchParams('country=germany')).country).toEqual(['germany'])
  })

  it('sends dates as DD-MM-YYYY and drops impossible ones', () => {
    expect(toDayMonthYear('2026-02-28')).toBe('28-02-2026')
    expect(toDayMonthYear('2026-02-30')).toBeUndefined()
    expect(toDayMonthYear('')).toBeUndefined()
    const query = toOngoingQuery(
      parseSearchParams(MonitoringUrlSchema, new URLSearchParams('to=2026-12-31&monitoring=off')),
    )
    expect(query).toEqual({ ongoing_monitoring: 'false', end_date: '31-12-2026', page: 1, limit: 25 })
  })
})

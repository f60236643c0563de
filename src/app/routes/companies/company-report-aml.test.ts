import { hitKeyOf, type AmlReviewResponse } from '@contract/bff/aml-review'
import { describe, expect, it } from 'vitest'
import { amlResultFixture } from '@/testing/fixtures/aml-fixtures'
import { toReportAml } from './company-report-aml'

describe('toReportAml', () => {
  it('puts each hit with its matched words beside its review: state, remembered false positive and decisions', () => {
    const result = amlResultFixture({ match_status: 'potential match' })
    const [strong, weak] = result.hits
    const review: AmlReviewResponse = {
      aml_request_id: 'aml-1',
      hits_available: true,
      result,
      disposition: 'open',
      hits: [
        {
          hit_key: hitKeyOf(strong!),
          state: 'awaiting_second',
          suppression: null,
          decisions: [
            {
              id: 'd1',
              aml_request_id: 'aml-1',
              hit_key: hitKeyOf(strong!),
              decision: 'false_positive',
              note: 'Born 1982.',
              user_id: 'u1',
              user_email: 'ana@kybdesk.test',
              role: 'analyst',
              score: 0.94,
              decided_at: '2026-11-20T09:00:00.000Z',
            },
          ],
        },
      ],
    }
    const aml = toReportAml(review)
    expect(aml).toMatchObject({
      requestId: 'aml-1',
      matchStatus: 'potential match',
      disposition: 'open',
      hitsAvailable: true,
    })
    expect(aml.hits[0]).toMatchObject({
      listedName: 'IVAN PETROV SIDOROV',
      list: 'sandbox',
      entryId: 'S-1',
      score: 0.94,
      state: 'awaiting_second',
      matchedTokens: ['ivan (exact)', 'sidorov (exact)'],
      decisions: [
        { decision: 'false_positive', by: 'ana@kybdesk.test', at: '2026-11-20T09:00:00.000Z', note: 'Born 1982.' },
      ],
    })
    expect(aml.hits[1]).toMatchObject({
      entryId: weak!.entry_id,
      matchedTokens: ['sidorov = sidoroff (phonetic)'],
      state: 'undecided',
      decisions: [],
    })
  })

  it('says when the vendor lists no hits', () => {
    expect(
      toReportAml({ aml_request_id: 'aml-2', hits_available: false, result: null, disposition: 'none', hits: [] }),
    ).toMatchObject({ hitsAvailable: false, hits: [], matchStatus: null })
  })
})

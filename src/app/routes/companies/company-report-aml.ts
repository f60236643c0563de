import type { AmlReviewResponse } from '@contract/bff/aml-review'
import { hitKeyOf } from '@contract/bff/aml-review'
import { hitExtras } from '@/features/aml/utils/hit-details'
import type { ReportAml } from '@/features/company/utils/report-aml'

/** The proxy's AML review of a screening (hits, decisions, disposition) in the company report's terms. */
export function toReportAml(review: AmlReviewResponse): ReportAml {
  const result = review.result
  const reviews = new Map(review.hits.map((hit) => [hit.hit_key, hit]))
  return {
    requestId: review.aml_request_id,
    requestStatus: result?.request_status ?? null,
    matchStatus: result?.match_status ?? null,
    disposition: review.disposition,
    hitsAvailable: review.hits_available && result !== null,
    hits: (result?.hits ?? []).map((hit) => {
      const reviewed = reviews.get(hitKeyOf(hit))
      return {
        listedName: hit.name,
        matchedAlias: hit.matched_alias,
        list: hit.list,
        entryId: hit.entry_id,
        entityType: hit.entity_type,
        score: hit.score,
        matchedTokens: hitExtras(hit).matched_tokens.map((t) =>
          t.subject === t.entry ? `${t.subject} (${t.kind})` : `${t.subject} = ${t.entry} (${t.kind})`,
        ),
        state: reviewed?.state ?? 'undecided',
        rememberedFalsePositive: reviewed?.suppression != null,
        decisions: (reviewed?.decisions ?? []).map((d) => ({
          decision: d.decision,
          by: d.user_email,
          at: d.decided_at,
          note: d.note,
        })),
      }
    }),
  }
}

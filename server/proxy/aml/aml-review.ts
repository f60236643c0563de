import {
  type AmlDecision,
  type AmlHitReview,
  type AmlReviewResponse,
  type AmlSuppression,
  dispositionOf,
  hitKeyOf,
  hitStateOf,
} from '@contract/bff/aml-review'
import type { AmlHit, AmlResult } from '@contract/services/aml-hits'
import { entryFingerprintOf } from './hit-identity'

/** The active suppression that applies to `hit` of this subject: same pair, same entry content. */
export function suppressionFor(hit: AmlHit, suppressions: readonly AmlSuppression[]): AmlSuppression | null {
  const key = hitKeyOf(hit)
  const fingerprint = entryFingerprintOf(hit)
  return (
    suppressions.find((s) => s.hit_key === key && s.entry_fingerprint === fingerprint && s.lifted_at === null) ?? null
  )
}

/**
 * Each hit's state from its decisions; a hit nobody decided on in this request is cleared by a
 * matching suppression (a remembered false positive of the same subject and unchanged entry).
 */
export function reviewHits(
  result: AmlResult,
  decisions: readonly AmlDecision[],
  suppressions: readonly AmlSuppression[],
): AmlHitReview[] {
  return result.hits.map((hit) => {
    const key = hitKeyOf(hit)
    const own = decisions.filter((d) => d.hit_key === key)
    const suppression = suppressionFor(hit, suppressions)
    const decided = hitStateOf(own, hit.score)
    return {
      hit_key: key,
      state: decided === 'undecided' && suppression ? 'cleared' : decided,
      suppression,
      decisions: own,
    }
  })
}

/** The review of a request: its result (null without the hits extension), each hit's review and the disposition. */
export function buildReview(
  amlRequestId: string,
  result: AmlResult | null,
  decisions: readonly AmlDecision[],
  suppressions: readonly AmlSuppression[],
): AmlReviewResponse {
  if (!result)
    return { aml_request_id: amlRequestId, hits_available: false, result: null, disposition: 'none', hits: [] }
  const hits = reviewHits(result, decisions, suppressions)
  return {
    aml_request_id: amlRequestId,
    hits_available: true,
    result,
    disposition: dispositionOf(hits.map((h) => h.state)),
    hits,
  }
}

/** Whether every hit of a potential match is cleared by a remembered false positive (the alert is not raised again). */
export function isFullySuppressed(result: AmlResult, suppressions: readonly AmlSuppression[]): boolean {
  return result.hits.length > 0 && result.hits.every((hit) => suppressionFor(hit, suppressions) !== null)
}

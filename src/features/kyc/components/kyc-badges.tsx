import type { KycReviewState } from '@contract/bff/kyc-cases'
import { Badge } from '@/components/ui/badge'
import { kycStatusLabel, reviewStateLabels } from '../utils/review-labels'

export function KycStatusBadge({ status }: { status: string | null }) {
  const { label, tone } = kycStatusLabel(status)
  return <Badge tone={tone}>{label}</Badge>
}

export function ReviewStateBadge({ state }: { state: KycReviewState }) {
  const { label, tone } = reviewStateLabels[state]
  return <Badge tone={tone}>{label}</Badge>
}

import type { AmlDecisionKind, AmlDisposition, AmlHitState } from '@contract/bff/aml-review'
import type { BadgeTone } from '@/components/ui/badge'

export const decisionLabels: Record<AmlDecisionKind, string> = {
  confirmed_match: 'Confirmed match',
  false_positive: 'False positive',
  escalate: 'Escalate',
}

export const stateLabels: Record<AmlHitState, string> = {
  undecided: 'undecided',
  confirmed: 'confirmed match',
  cleared: 'false positive',
  escalated: 'escalated',
  awaiting_second: 'false positive, awaiting a second decision',
}

export const stateTones: Record<AmlHitState, BadgeTone> = {
  undecided: 'warn',
  confirmed: 'bad',
  cleared: 'good',
  escalated: 'info',
  awaiting_second: 'info',
}

export const dispositionLabels: Record<AmlDisposition, string> = {
  open: 'open',
  cleared: 'cleared',
  confirmed: 'confirmed',
  none: 'no hits',
}
export const dispositionTones: Record<AmlDisposition, BadgeTone> = {
  open: 'warn',
  cleared: 'good',
  confirmed: 'bad',
  none: 'neutral',
}

import type { KycReviewAction, KycReviewState } from '@contract/bff/kyc-cases'
import type { BadgeTone } from '@/components/ui/badge'

/** Words and tones of the KYC statuses, review states and decisions, written once for every view. */
export const kycStatusLabels: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'pending', tone: 'info' },
  'verification.accepted': { label: 'accepted', tone: 'good' },
  'verification.declined': { label: 'declined', tone: 'bad' },
}

export function kycStatusLabel(status: string | null) {
  return (status && kycStatusLabels[status]) || { label: 'not yet known', tone: 'neutral' as const }
}

export const reviewStateLabels: Record<KycReviewState, { label: string; tone: BadgeTone }> = {
  undecided: { label: 'undecided', tone: 'warn' },
  decline_confirmed: { label: 'decline confirmed', tone: 'bad' },
  override_pending: { label: 'override awaits second reviewer', tone: 'warn' },
  override_accepted: { label: 'accepted by override', tone: 'good' },
  resubmission_requested: { label: 'resubmission requested', tone: 'info' },
}

export const actionLabels: Record<KycReviewAction, { label: string; help: string }> = {
  confirm_decline: { label: 'Confirm decline', help: 'The decline stands; the case is closed.' },
  override_accept: {
    label: 'Override to accept',
    help: 'Takes effect only when a second compliance manager approves it.',
  },
  request_resubmission: { label: 'Request resubmission', help: 'Ask the person for new proofs; the case is closed.' },
  approve_override: {
    label: 'Approve the override',
    help: 'As the second reviewer: the verification counts as accepted.',
  },
  reject_override: { label: 'Reject the override', help: 'The case goes back to undecided.' },
}

export const documentTypeLabels: Record<string, string> = {
  passport: 'Passport',
  id_card: 'ID card',
  driving_license: 'Driving licence',
}

/** `united_kingdom` → `United kingdom`; the KYC lists use lower-case names. */
export function listedNameLabel(name: string) {
  const words = name.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

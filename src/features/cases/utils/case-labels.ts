import type { CaseEvent, CaseType } from '@contract/bff/cases'

export const caseTypeShort: Record<CaseType, string> = {
  aml: 'AML',
  kyc: 'KYC',
  questionnaire: 'Questionnaire',
}

export const when = (iso: string) => iso.slice(0, 16).replace('T', ' ')

/** A timeline line in words. */
export function eventText(event: CaseEvent): string {
  const who = event.actor_email ?? 'kybdesk'
  switch (event.kind) {
    case 'opened':
      return 'Opened: it waits for a decision'
    case 'reopened':
      return 'Reopened: it waits for a decision again'
    case 'assigned':
      return event.actor_email
        ? `${who} assigned it to ${event.assignee_email ?? 'someone'}`
        : `Assigned to ${event.assignee_email ?? 'someone'} in turn (round-robin)`
    case 'unassigned':
      return `${who} took it off its assignee`
    case 'commented':
      return `${who} commented`
    case 'closed':
      return `Closed: decided (${(event.text ?? 'resolved').replaceAll('_', ' ')})`
  }
}

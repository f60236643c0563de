import { liveKeys } from '@contract/bff/live-events'
import type { RouteDef } from '@contract/route'
import { QuestionnaireSubmissionResponseSchema } from '@contract/services/questionnaire-submission'
import { type IndexOperation, update } from '../request-index/define-indexer'
import { questionnaireIndexers } from './questionnaire-indexers'

/**
 * What an end user's use of a link teaches the request index (ADR 0014): a submission (its rows
 * from the route's indexer, the link marked `submitted` and tied to it), or an upstream answer that
 * a link is used (409) or expired (410). Only links the proxy created are updated.
 */
export function publicOutcomeOperations(
  route: RouteDef,
  token: string,
  status: number,
  response: unknown,
  body: unknown,
): IndexOperation[] {
  const link = (status: string, detail: Record<string, unknown> = {}) =>
    update({ kind: 'questionnaire_link', upstream_id: token, route_id: route.id, status, detail }, [
      liveKeys.requests(),
    ])
  if (status === 409) return [link('submitted')]
  if (status === 410) return [link('expired')]
  if (status >= 300 || route.id !== 'questionnaireSubmit') return []
  const submitted = QuestionnaireSubmissionResponseSchema.parse(response)
  const indexer = questionnaireIndexers.find((candidate) => candidate.routeId === route.id)
  const withLink = (indexer?.index({ route, params: {}, query: {}, body, response, user: null }) ?? []).map(
    (operation) =>
      operation.entry.kind === 'questionnaire_submission'
        ? { ...operation, entry: { ...operation.entry, detail: { ...operation.entry.detail, link_token: token } } }
        : operation,
  )
  return [
    ...withLink,
    link('submitted', {
      questionnaire_request_id: submitted.questionnaire_request_id,
      service_id: submitted.service_id,
      submitted_at: new Date().toISOString(),
    }),
  ]
}

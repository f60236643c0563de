import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { createHash } from 'node:crypto'
import {
  questionnaireTokenHeader,
  QuestionnaireLinkTokenSchema,
  type PublicSubmissionReceipt,
} from '@contract/bff/public-questionnaire'
import { questionnaireSubmitRoute, questionnairesListForTokenRoute } from '@contract/routes/routes-services'
import { QUESTIONNAIRE_FILE_RULES } from '@contract/services/file-limits'
import { HttpError } from '../../shared/envelope'
import { auditActor } from '../audit-trail/audit-actor'
import { appendAudit } from '../audit-trail/audit-log'
import type { EventBus } from '../events/event-bus'
import { encodeMultipart } from '../forwarding/encode-multipart'
import { formTreeOf, receiveMultipart } from '../../shared/multipart/receive-multipart'
import { validateRequest } from '../forwarding/validate-request'
import { applyIndexOperations } from '../request-index/apply-index-operations'
import type { UpstreamClient, UpstreamResult } from '../upstream-client/upstream-client'
import { publicOutcomeOperations } from './public-questionnaire-index'

export interface PublicRouteOptions {
  client: UpstreamClient
  bus: EventBus
  /** Requests per minute from one address, and for one link token (defaults 120 and 60). */
  perAddressPerMinute?: number
  perTokenPerMinute?: number
}

/** The end user's token, from its header only (never a cookie, a query or a path): 401 when missing or malformed. */
function linkTokenOf(request: FastifyRequest): string {
  const parsed = QuestionnaireLinkTokenSchema.safeParse(request.headers[questionnaireTokenHeader])
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'is required'
    throw new HttpError(401, `The questionnaire link is missing or malformed: ${questionnaireTokenHeader} ${message}.`)
  }
  return parsed.data
}

const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32)

/** What the end user is told for an upstream answer that is not a success. */
function publicFailure(result: UpstreamResult): HttpError | undefined {
  if (result.status < 300) return undefined
  const body = result.body as { message?: string; data?: Record<string, unknown> }
  // 401/403/404 all mean "this token opens nothing": one answer, which reveals no more.
  if (result.status === 401 || result.status === 403 || result.status === 404)
    return new HttpError(
      404,
      'This questionnaire link is not valid. Check that you opened the whole link, or ask the sender for a new one.',
    )
  if (result.status === 409)
    return new HttpError(409, 'This questionnaire has already been submitted. A link can be used once.')
  if (result.status === 410)
    return new HttpError(410, 'This questionnaire link has expired. Ask the sender for a new link.')
  const headers: Record<string, string> = result.retryAfter ? { 'retry-after': result.retryAfter } : {}
  return new HttpError(
    result.status,
    body.message ?? `The questionnaire service answered ${result.status}.`,
    body.data ?? {},
    headers,
  )
}

/**
 * The hosted form's API (ADR 0014): `GET /public/questionnaire` and `POST /public/questionnaire`,
 * each forwarding only its questionnaire route of the contract with the end user's token (never the
 * account key, never a session), rate-limited per address and per token. Nothing else is under /public.
 */
export async function registerPublicQuestionnaireRoutes(app: FastifyInstance, options: PublicRouteOptions) {
  await app.register(multipart)
  const { db } = app.proxyDb
  // Two budgets, both counted on every call: one per address, one per link token (hashed).
  const limit = (max: number, key: (request: FastifyRequest) => string): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ max, timeWindow: 60_000, allowList: () => false, keyGenerator: key })
    return async (request) => {
      const outcome = await check(request)
      if (outcome.isAllowed || !outcome.isExceeded) return
      const seconds = String(outcome.ttlInSeconds)
      throw new HttpError(
        429,
        `Too many requests: at most ${outcome.max} per minute; retry in ${seconds} s.`,
        { retry_after_seconds: outcome.ttlInSeconds },
        { 'retry-after': seconds },
      )
    }
  }
  const preHandler = [
    limit(options.perAddressPerMinute ?? 120, (request) => `public-ip:${request.ip}`),
    limit(
      options.perTokenPerMinute ?? 60,
      (request) => `public-token:${tokenKey(String(request.headers[questionnaireTokenHeader] ?? ''))}`,
    ),
  ]

  async function recordOutcome(
    token: string,
    route: typeof questionnaireSubmitRoute | typeof questionnairesListForTokenRoute,
    result: UpstreamResult,
    body: unknown,
  ) {
    const operations = publicOutcomeOperations(route, token, result.status, result.body, body)
    await applyIndexOperations(db, options.bus, operations, { publish: true })
  }

  app.get('/public/questionnaire', { preHandler }, async (request, reply) => {
    const token = linkTokenOf(request)
    const result = await options.client.call({ route: questionnairesListForTokenRoute, questionnaireToken: token })
    await recordOutcome(token, questionnairesListForTokenRoute, result, undefined)
    const failure = publicFailure(result)
    if (failure) throw failure
    return reply.type('application/json; charset=utf-8').send(result.raw)
  })

  app.post('/public/questionnaire', { preHandler }, async (request): Promise<PublicSubmissionReceipt> => {
    const token = linkTokenOf(request)
    const received = await receiveMultipart(request, QUESTIONNAIRE_FILE_RULES)
    const form = formTreeOf(received)
    validateRequest(questionnaireSubmitRoute, { params: {}, query: {}, body: form })
    const result = await options.client.call({
      route: questionnaireSubmitRoute,
      questionnaireToken: token,
      multipart: encodeMultipart(received),
    })
    await recordOutcome(token, questionnaireSubmitRoute, result, form)
    const failure = publicFailure(result)
    await appendAudit(db, {
      ...auditActor(request),
      action: 'public.questionnaireSubmit',
      target_type: 'questionnaires',
      target_ids: failure ? [] : [(result.body as { questionnaire_request_id: string }).questionnaire_request_id],
      outcome: failure ? 'failure' : 'success',
      detail: { status: failure?.statusCode ?? result.status, link: tokenKey(token) },
    })
    if (failure) throw failure
    return {
      error: false,
      message: 'Your answers were received. Thank you.',
      data: { received_at: new Date().toISOString() },
    }
  })
}

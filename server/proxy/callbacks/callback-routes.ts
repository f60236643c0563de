import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import {
  CallbackIdParamsSchema,
  CallbackListQuerySchema,
  CallbackListResponseSchema,
  CallbackReapplyResponseSchema,
  type CallbackListResponse,
  type CallbackReapplyResponse,
  type CallbackReceipt,
  CallbackReceiptSchema,
  type CallbackVerdict,
} from '@contract/bff/callbacks'
import { liveKeys } from '@contract/bff/live-events'
import { CallbackBodySchema, isCallbackFresh, maxCallbackSkewSeconds } from '@contract/callbacks'
import { describeFieldErrors, toFieldErrors } from '@contract/errors'
import { HttpError } from '../../shared/envelope'
import { auditActor } from '../audit-trail/audit-actor'
import { appendAudit } from '../audit-trail/audit-log'
import { bffRoute } from '../http/bff-route'
import { bffRouteSchema } from '../http/bff-route-schema'
import { liveEvent } from '../events/event-bus'
import { applyIndexOperations } from '../request-index/apply-index-operations'
import type { ProxyContext } from '../domain/proxy-domain'
import {
  duplicateReason,
  findDelivery,
  listDeliveries,
  storeRefusedDelivery,
  storeValidDelivery,
  toDelivery,
} from './callback-inbox'

export type CallbackRouteOptions = Pick<ProxyContext, 'client' | 'bus' | 'registry'>

/** Largest callback body accepted (callbacks carry ids and a status, not results). */
export const callbackBodyLimit = 64 * 1024

const statusOf: Record<CallbackVerdict, number> = {
  accepted: 200,
  duplicate: 200,
  bad_signature: 401,
  stale: 400,
  malformed: 400,
}

/**
 * `POST /callbacks/upstream` (no session: the signature is the authentication) and the inbox
 * `GET /bff/callbacks`. Register inside its own plugin: it replaces the body parsers to keep the
 * raw bytes the signature covers.
 */
export function registerCallbackRoutes(app: FastifyInstance, options: CallbackRouteOptions) {
  const { db } = app.proxyDb
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: callbackBodyLimit }, (_request, body, done) =>
    done(null, body),
  )

  // Refused deliveries can come from anyone: they refresh open inbox pages at most once a second.
  let lastRefusedEvent = 0
  const answer = async (reply: FastifyReply, verdict: CallbackVerdict, message: string) => {
    const received = verdict === 'accepted' || verdict === 'duplicate'
    const receipt: CallbackReceipt = { error: !received, message, data: {}, received, verdict }
    if (!received) reply.log.warn({ verdict, reason: message }, 'callback refused')
    if (received || Date.now() - lastRefusedEvent >= 1000) {
      if (!received) lastRefusedEvent = Date.now()
      options.bus.publish(liveEvent('callback.received', [liveKeys.callbacks()], 'callbacks:read'))
    }
    return reply.code(statusOf[verdict]).send(receipt)
  }

  const receiverSchema = bffRouteSchema({
    tag: 'callbacks',
    summary:
      'Where the upstream delivers its signed callbacks (no session: the signature authenticates; no CSRF header)',
    headers: z.object({
      Signature: z
        .string()
        .describe(
          'hex(sha256(body + hex(sha256(account key)))); `sp_signature` (sha256(body + key)) under the legacy scheme',
        ),
    }),
    body: CallbackBodySchema,
    response: CallbackReceiptSchema,
    otherResponses: {
      '400': {
        description: 'Refused: malformed (not a callback) or stale (sent_at more than 300 s away)',
        schema: CallbackReceiptSchema,
      },
      '401': { description: 'Refused: missing or wrong signature', schema: CallbackReceiptSchema },
    },
  })
  app.post('/callbacks/upstream', { schema: receiverSchema }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
    const header = options.client.signatureHeader?.toLowerCase()
    const signature = header ? request.headers[header] : undefined
    const parsed = tryJson(raw)
    if (!(await options.client.isSigned(raw, typeof signature === 'string' ? signature : undefined))) {
      const reason = signature
        ? `wrong ${options.client.signatureHeader} header`
        : `no ${options.client.signatureHeader} header`
      await storeRefusedDelivery(db, { verdict: 'bad_signature', reason, raw, parsed })
      return answer(reply, 'bad_signature', `Refused: ${reason}.`)
    }
    const result = CallbackBodySchema.safeParse(parsed)
    if (!result.success) {
      const reason = parsed === undefined ? 'body is not JSON' : describeFieldErrors(toFieldErrors(result.error))
      await storeRefusedDelivery(db, { verdict: 'malformed', reason, raw, parsed })
      return answer(reply, 'malformed', `Refused: ${reason}.`)
    }
    const callback = result.data
    if (!isCallbackFresh(callback.sent_at)) {
      const skew = Math.round((Date.now() - Date.parse(callback.sent_at)) / 1000)
      const reason = `sent_at is ${Math.abs(skew)} s ${skew >= 0 ? 'old' : 'in the future'} (limit ${maxCallbackSkewSeconds} s)`
      await storeRefusedDelivery(db, { verdict: 'stale', reason, raw, parsed })
      return answer(reply, 'stale', `Refused: ${reason}.`)
    }
    const verdict = await storeValidDelivery(db, callback, raw).catch(async (error: unknown) => {
      // Two deliveries of one event raced past the check: the unique index kept only one.
      if (String(error).includes('UNIQUE')) {
        await storeRefusedDelivery(db, { verdict: 'duplicate', reason: duplicateReason(callback.id), raw, parsed })
        return 'duplicate' as const
      }
      throw error
    })
    if (verdict === 'accepted') {
      // The upstream changed: reads kept for sharing are from before (ADR 0039), the follow-up reads afresh.
      options.client.forgetReads()
      await applyIndexOperations(db, options.bus, options.registry.callbackOperations(callback), { publish: true })
      await options.registry.followUpCallback(
        { db, bus: options.bus, client: options.client, log: request.log },
        callback,
      )
    }
    return answer(
      reply,
      verdict,
      verdict === 'accepted'
        ? `Accepted ${callback.event} (${callback.id}).`
        : `Duplicate of event ${callback.id}; nothing changed.`,
    )
  })
}

function tryJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * `GET /bff/callbacks`: every delivery with its verdict, newest first (permission callbacks:read);
 * `POST /bff/callbacks/:id/reapply`: applies a stored accepted delivery to the request index again
 * (permission callbacks:reapply, audited). Refused deliveries are never applied: their sender was
 * not proven.
 */
export function registerCallbackInboxRoute(
  app: FastifyInstance,
  { bus, registry }: Pick<ProxyContext, 'bus' | 'registry'>,
) {
  const { db } = app.proxyDb
  bffRoute(app, {
    method: 'GET',
    url: '/bff/callbacks',
    tag: 'callbacks',
    summary: 'The callback inbox: every delivery to /callbacks/upstream with its verdict, newest first',
    access: 'callbacks:read',
    query: CallbackListQuerySchema,
    response: CallbackListResponseSchema,
    handler: async ({ query }): Promise<CallbackListResponse> =>
      listDeliveries(
        db,
        { verdict: query.verdict, event: query.event },
        Number(query.page ?? 1),
        Number(query.limit ?? 25),
      ),
  })

  bffRoute(app, {
    method: 'POST',
    url: '/bff/callbacks/:id/reapply',
    tag: 'callbacks',
    access: 'callbacks:reapply',
    params: CallbackIdParamsSchema,
    response: CallbackReapplyResponseSchema,
    summary: 'Apply a stored accepted delivery to the request index again (audited; refused deliveries answer 409)',
    handler: async ({ params: { id }, request }): Promise<CallbackReapplyResponse> => {
      const row = await findDelivery(db, id)
      if (!row) throw new HttpError(404, `No callback delivery ${id}.`)
      const refuse = async (message: string) => {
        await appendAudit(db, {
          ...auditActor(request),
          action: 'callbacks.reapply',
          target_type: 'callback_delivery',
          target_ids: [id],
          outcome: 'denied',
          detail: { verdict: row.verdict },
        })
        return new HttpError(409, message)
      }
      if (row.verdict !== 'accepted')
        throw await refuse(`Only accepted deliveries can be re-applied; this one was refused as ${row.verdict}.`)
      const parsed = CallbackBodySchema.safeParse(tryJson(Buffer.from(row.body, 'utf8')))
      if (!parsed.success)
        throw await refuse(
          'The stored body of this delivery is no longer a valid callback (cut at 16 KiB?); it cannot be re-applied.',
        )
      const operations = registry.callbackOperations(parsed.data)
      await applyIndexOperations(db, bus, operations, { publish: true })
      await appendAudit(db, {
        ...auditActor(request),
        action: 'callbacks.reapply',
        target_type: 'callback_delivery',
        target_ids: [id, parsed.data.id],
        outcome: 'success',
        detail: { event: parsed.data.event, service: parsed.data.service, operations: operations.length },
      })
      return { delivery: toDelivery(row), operations: operations.length }
    },
  })
}

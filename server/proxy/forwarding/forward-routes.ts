import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Permission } from '@contract/bff/permissions'
import type { RouteDef } from '@contract/route'
import { routeTable } from '@contract/routes/route-table'
import { HttpError } from '../../shared/envelope'
import { auditActor } from '../audit-trail/audit-actor'
import { appendAudit } from '../audit-trail/audit-log'
import { currentUser, requirePermission } from '../auth/guards'
import { grantFileLinks } from '../files/file-grants'
import { requireFileAccess, streamUpstreamFile } from '../files/file-routes'
import { filePathPrefixes } from '../files/file-url-policy'
import { applyIndexOperations } from '../request-index/apply-index-operations'
import type { UpstreamResult } from '../upstream-client/upstream-client'
import { encodeMultipart } from './encode-multipart'
import { forwardedRouteSchema } from './forwarded-route-schema'
import { formTreeOf, receiveMultipart } from '../../shared/multipart/receive-multipart'
import { receivingFileRules, servicesOf, servicesRule, variantFor } from '@contract/routes/route-table'
import { bffPathOf, groupRoutes, isForwarded, isStateChanging, type RouteGroup } from './route-groups'
import type { ProxyContext } from '../domain/proxy-domain'
import { validateRequest } from './validate-request'

export interface ForwardingOptions extends Pick<ProxyContext, 'client' | 'bus' | 'registry'> {
  /** The routes to forward (default: the contract's route table). */
  routes?: readonly RouteDef[]
}

const jsonBodyKinds = new Set<RouteDef['bodyKind']>(['json', 'none'])

async function checkPermission(request: FastifyRequest, reply: FastifyReply, permission: Permission) {
  await requirePermission(permission).call(request.server, request, reply)
}

function isMultipartRequest(request: FastifyRequest) {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')
}

/** The variant a JSON request asks for, by its `services` value (400 naming the allowed ones). */
function pickJsonRoute(group: RouteGroup, body: unknown): RouteDef {
  const plain = group.routes.filter((r) => jsonBodyKinds.has(r.bodyKind))
  if (group.routes.length === 1 && plain.length === 1) return plain[0]!
  const wanted = servicesOf(body)
  const match = variantFor(
    group.routes.filter((r) => r.variant),
    (r) => r,
    wanted,
  )
  if (match && !jsonBodyKinds.has(match.bodyKind)) {
    throw new HttpError(415, `services ${match.variant?.value}: send this request as multipart/form-data`)
  }
  if (match) return match
  const message = servicesRule(group.routes, wanted)
  throw new HttpError(400, `Invalid request: services: ${message}`, { fields: [{ path: 'services', message }] })
}

/**
 * Forwards every account route of the contract under `/bff/upstream<path>`: session and permission
 * first, the contract's validation before any upstream call, then the call, the request index and
 * (for state-changing calls) an audit row with the outcome.
 */
export async function registerForwardRoutes(app: FastifyInstance, options: ForwardingOptions) {
  await app.register(multipart)
  const { db } = app.proxyDb
  const { permissionOf } = options.registry
  const routes = (options.routes ?? routeTable).filter((route) => isForwarded(route))
  const unmapped = routes.filter((route) => !permissionOf(route))
  if (unmapped.length > 0)
    app.log.warn({ routes: unmapped.map((r) => r.id) }, 'upstream routes without a permission are not forwarded')
  const groups = groupRoutes(routes.filter((route) => permissionOf(route)))

  for (const group of groups) {
    const download = group.routes.find((route) =>
      filePathPrefixes.includes(route.path as (typeof filePathPrefixes)[number]),
    )
    if (download) {
      registerDownloadRoute(app, download, options)
      continue
    }
    const multipartRoutes = group.routes.filter((r) => r.bodyKind === 'multipart')
    app.route({
      method: group.method,
      url: bffPathOf(group.path),
      schema: forwardedRouteSchema(group.routes, permissionOf),
      handler: async (request, reply) => {
        currentUser(request)
        const params = request.params as Record<string, string>
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : ''
        const { route, body, upload } =
          multipartRoutes.length > 0 && isMultipartRequest(request)
            ? await readMultipartRequest(request, reply, multipartRoutes, params, permissionOf)
            : await readJsonRequest(request, reply, group, params, permissionOf)

        const audited = isStateChanging(route)
        let result: UpstreamResult
        try {
          result = await options.client.call({
            route,
            params,
            search,
            json: route.bodyKind === 'json' ? request.body : undefined,
            multipart: upload,
          })
        } catch (error) {
          if (audited) await audit(request, route, 'failure', [], { error: (error as Error).message })
          throw error
        }
        const ok = result.status < 300
        const operations = ok
          ? options.registry.indexOperations({
              route,
              params,
              query: request.query as Record<string, unknown>,
              body,
              response: result.body,
              user: request.user,
            })
          : []
        // A read (a poll) updates the index quietly; a change tells the other sessions that may see it.
        await applyIndexOperations(db, options.bus, operations, {
          publish: route.method !== 'GET',
          originSessionId: request.sessionId,
        })
        if (ok) await grantFileLinks(db, result.body, options.client.base, permissionOf(route)!)
        if (audited) {
          const targets = operations.map((o) => o.entry.upstream_id)
          await audit(request, route, ok ? 'success' : 'failure', targets, {
            status: result.status,
            ...(ok ? {} : { message: (result.body as { message?: string }).message }),
          })
        }
        if (result.retryAfter) reply.header('retry-after', result.retryAfter)
        return reply.code(result.status).type('application/json; charset=utf-8').send(result.raw)
      },
    })
  }

  async function audit(
    request: FastifyRequest,
    route: RouteDef,
    outcome: 'success' | 'failure',
    targetIds: string[],
    detail: Record<string, unknown>,
  ) {
    await appendAudit(db, {
      ...auditActor(request),
      action: `upstream.${route.id}`,
      target_type: route.tag,
      target_ids: targetIds,
      outcome,
      detail: { route: route.id, ...detail },
    })
  }
}

/**
 * A file download route of the contract (`GET /api/getFile`): validated like any route, then
 * streamed (never parsed as JSON) through the same path as GET /bff/files.
 */
function registerDownloadRoute(app: FastifyInstance, route: RouteDef, { client, registry }: ForwardingOptions) {
  const schema = forwardedRouteSchema([route], registry.permissionOf)
  app.get(
    bffPathOf(route.path),
    { preHandler: requirePermission(registry.permissionOf(route)!), schema },
    async (request, reply) => {
      validateRequest(route, { params: {}, query: request.query, body: undefined })
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
      const url = new URL(`${route.path}${search}`, client.base)
      await requireFileAccess(request, url)
      return streamUpstreamFile(client, url, reply)
    },
  )
}

interface ForwardedRequest {
  route: RouteDef
  /** The JSON body, or the multipart form as a nested object (files as descriptors). */
  body: Record<string, unknown>
  upload?: ReturnType<typeof encodeMultipart>
}

/** A JSON (or bodiless) request: its variant, permission and contract validation. */
type PermissionOf = ForwardingOptions['registry']['permissionOf']

async function readJsonRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  group: RouteGroup,
  params: Record<string, string>,
  permissionOf: PermissionOf,
): Promise<ForwardedRequest> {
  const route = pickJsonRoute(group, request.body)
  await checkPermission(request, reply, permissionOf(route)!)
  validateRequest(route, { params, query: request.query, body: request.body })
  return { route, body: (request.body ?? {}) as Record<string, unknown> }
}

/**
 * A multipart request: permission before a byte of the upload is read, limits while it arrives,
 * then the variant chosen by `services` and the contract's validation of the whole form.
 */
async function readMultipartRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  routes: RouteDef[],
  params: Record<string, string>,
  permissionOf: PermissionOf,
): Promise<ForwardedRequest> {
  const permissions = new Set(routes.map(permissionOf).filter((p): p is Permission => p !== undefined))
  for (const permission of permissions) await checkPermission(request, reply, permission)
  const received = await receiveMultipart(request, receivingFileRules(routes))
  const tree = formTreeOf(received)
  const wanted = servicesOf(tree)
  const candidates = routes.filter((r) => variantFor([r], (x) => x, wanted))
  if (candidates.length === 0) {
    const message = servicesRule(routes, wanted)
    throw new HttpError(400, `Invalid request: services: ${message}`, { fields: [{ path: 'services', message }] })
  }
  return {
    route: pickValid(candidates, { params, query: request.query, body: tree }),
    body: tree,
    upload: encodeMultipart(received),
  }
}

/** The first candidate whose schemas accept the request; otherwise the first candidate's 400. */
function pickValid(candidates: RouteDef[], parts: Parameters<typeof validateRequest>[1]): RouteDef {
  let firstError: unknown
  for (const candidate of candidates) {
    try {
      validateRequest(candidate, parts)
      return candidate
    } catch (error) {
      firstError ??= error
    }
  }
  throw firstError
}

import { z } from 'zod'
import { AuditPageSchema, AuditQuerySchema, AuditVerifyResponseSchema } from '@contract/bff/audit'
import { ChangePasswordBodySchema, LoginBodySchema, MeResponseSchema } from '@contract/bff/auth'
import { CallbackIdParamsSchema, CallbackListQuerySchema, CallbackListResponseSchema, CallbackReapplyResponseSchema, CallbackReceiptSchema } from '@contract/bff/callbacks'
import { SearchExportQuerySchema } from '@contract/bff/exports'
import { LiveEventSchema } from '@contract/bff/live-events'
import { OverviewQuerySchema, OverviewResponseSchema } from '@contract/bff/overview'
import type { Permission } from '@contract/bff/permissions'
import { RequestDetailResponseSchema, RequestListQuerySchema, RequestListResponseSchema } from '@contract/bff/requests'
import { CreateUserBodySchema, ResetPasswordResponseSchema, UpdateUserBodySchema, UserIdParamsSchema, UserListResponseSchema, UserSchema } from '@contract/bff/users'
import { CallbackBodySchema } from '@contract/callbacks'
import { FileQuerySchema } from '../files/file-routes'

/** One endpoint the proxy itself serves (not forwarded), described for the OpenAPI document. */
export interface BffEndpoint {
  method: 'get' | 'post' | 'patch'
  /** OpenAPI path, `{id}` for parameters. */
  path: string
  summary: string
  tag: 'auth' | 'users' | 'audit' | 'requests' | 'callbacks' | 'events' | 'files' | 'meta'
  /** undefined = no session needed; 'signed-in' = any role. */
  access?: Permission | 'signed-in'
  query?: z.ZodType
  params?: z.ZodType
  /** Request headers the endpoint reads (an object schema: name → value). */
  headers?: z.ZodType
  body?: z.ZodType
  /** Success status and body (undefined body = no content). */
  status: 200 | 201 | 204
  response?: z.ZodType
  /** Non-JSON success media type (CSV, an event stream, a file). */
  mediaType?: string
  /** What the non-JSON success body is (`string` when unset). */
  mediaSchema?: Record<string, unknown>
  /** Answers other than the proxy's shared error envelopes (they replace the default of that code). */
  otherResponses?: Record<string, { description: string; schema?: z.ZodType }>
}

const RequestIdParamsSchema = z.object({ id: z.string().describe('The proxy’s id of the row (`id` in the list)') })
const SignatureHeadersSchema = z.object({
  Signature: z.string().describe('hex(sha256(body + hex(sha256(account key)))); `sp_signature` (sha256(body + key)) under the legacy scheme'),
})

export const bffEndpoints: readonly BffEndpoint[] = [
  { method: 'post', path: '/auth/login', summary: 'Sign in; sets the session cookie', tag: 'auth', body: LoginBodySchema, status: 200, response: MeResponseSchema },
  { method: 'post', path: '/auth/logout', summary: 'Sign out; revokes the session', tag: 'auth', status: 204 },
  { method: 'get', path: '/auth/me', summary: 'The signed-in user and their permissions', tag: 'auth', access: 'signed-in', status: 200, response: MeResponseSchema },
  { method: 'post', path: '/auth/password', summary: 'Change my password; revokes my other sessions', tag: 'auth', access: 'signed-in', body: ChangePasswordBodySchema, status: 204 },
  { method: 'get', path: '/bff/users', summary: 'List users', tag: 'users', access: 'users:manage', status: 200, response: UserListResponseSchema },
  { method: 'post', path: '/bff/users', summary: 'Create a user', tag: 'users', access: 'users:manage', body: CreateUserBodySchema, status: 201, response: UserSchema },
  {
    method: 'patch',
    path: '/bff/users/{id}',
    summary: 'Change a user’s role, name or disabled flag, or reset their password (disabling or a reset revokes their sessions; the last active admin stays admin)',
    tag: 'users',
    access: 'users:manage',
    params: UserIdParamsSchema,
    body: UpdateUserBodySchema,
    status: 200,
    response: UserSchema,
  },
  {
    method: 'post',
    path: '/bff/users/{id}/reset-password',
    summary: 'Reset another user’s password to a generated one-time password, returned this once (their sessions end)',
    tag: 'users',
    access: 'users:manage',
    params: UserIdParamsSchema,
    status: 200,
    response: ResetPasswordResponseSchema,
  },
  {
    method: 'get',
    path: '/bff/overview',
    summary: 'Figures of the overview page from the proxy’s own records, for the signed-in role (sections it may not see are null)',
    tag: 'meta',
    access: 'signed-in',
    query: OverviewQuerySchema,
    status: 200,
    response: OverviewResponseSchema,
  },
  {
    method: 'get',
    path: '/bff/exports/search.csv',
    summary: 'Every company a registry search found, all pages, as CSV (streamed; formula-safe cells)',
    tag: 'requests',
    access: 'search:run',
    query: SearchExportQuerySchema,
    status: 200,
    mediaType: 'text/csv',
  },
  { method: 'get', path: '/bff/audit', summary: 'Audit trail, newest first, filtered and paginated', tag: 'audit', access: 'audit:read', query: AuditQuerySchema, status: 200, response: AuditPageSchema },
  { method: 'get', path: '/bff/audit.csv', summary: 'Audit trail as CSV (same filters, every matching row)', tag: 'audit', access: 'audit:read', query: AuditQuerySchema, status: 200, mediaType: 'text/csv' },
  { method: 'get', path: '/bff/audit/verify', summary: 'Verify the audit trail’s hash chain', tag: 'audit', access: 'audit:read', status: 200, response: AuditVerifyResponseSchema },
  {
    method: 'get',
    path: '/bff/requests',
    summary: 'The proxy’s index of upstream requests (searches, KYC requests, links…) of the kinds my role may act on, newest first',
    tag: 'requests',
    access: 'signed-in',
    query: RequestListQuerySchema,
    status: 200,
    response: RequestListResponseSchema,
  },
  {
    method: 'get',
    path: '/bff/requests/{id}',
    summary: 'One row of the request index',
    tag: 'requests',
    access: 'signed-in',
    params: RequestIdParamsSchema,
    status: 200,
    response: RequestDetailResponseSchema,
  },
  {
    method: 'get',
    path: '/bff/callbacks',
    summary: 'The callback inbox: every delivery to /callbacks/upstream with its verdict, newest first',
    tag: 'callbacks',
    access: 'callbacks:read',
    query: CallbackListQuerySchema,
    status: 200,
    response: CallbackListResponseSchema,
  },
  {
    method: 'post',
    path: '/bff/callbacks/{id}/reapply',
    summary: 'Apply a stored accepted delivery to the request index again (audited; refused deliveries answer 409)',
    tag: 'callbacks',
    access: 'callbacks:reapply',
    params: CallbackIdParamsSchema,
    status: 200,
    response: CallbackReapplyResponseSchema,
  },
  {
    method: 'get',
    path: '/bff/events',
    summary:
      'Live events (Server-Sent Events): `event: invalidate` with a LiveEvent JSON in `data` (the query keys to refresh), a `: heartbeat` comment every 15 s; the stream ends when the session does',
    tag: 'events',
    access: 'signed-in',
    status: 200,
    mediaType: 'text/event-stream',
    mediaSchema: { type: 'string', 'x-event-data': z.toJSONSchema(LiveEventSchema, { target: 'draft-2020-12' }) },
  },
  {
    method: 'get',
    path: '/bff/files',
    summary: 'Download an upstream file link (only from the upstream’s /api/getFile); sent as an attachment',
    tag: 'files',
    access: 'profile:read',
    query: FileQuerySchema,
    status: 200,
    mediaType: 'application/octet-stream',
    mediaSchema: { type: 'string', contentMediaType: 'application/octet-stream' },
    otherResponses: {
      '404': { description: 'The file does not exist upstream' },
      '410': { description: 'The file link has expired' },
      '502': { description: 'The upstream did not answer, refused the download or answered with a redirect' },
    },
  },
  {
    method: 'post',
    path: '/callbacks/upstream',
    summary: 'Where the upstream delivers its signed callbacks (no session: the signature authenticates; no CSRF header)',
    tag: 'callbacks',
    headers: SignatureHeadersSchema,
    body: CallbackBodySchema,
    status: 200,
    response: CallbackReceiptSchema,
    otherResponses: {
      '400': { description: 'Refused: malformed (not a callback) or stale (sent_at more than 300 s away)', schema: CallbackReceiptSchema },
      '401': { description: 'Refused: missing or wrong signature', schema: CallbackReceiptSchema },
    },
  },
  { method: 'get', path: '/bff/openapi.json', summary: 'This document', tag: 'meta', access: 'signed-in', status: 200 },
]

import type { z } from 'zod'
import { AuditPageSchema, AuditQuerySchema, AuditVerifyResponseSchema } from '@contract/bff/audit'
import { ChangePasswordBodySchema, LoginBodySchema, MeResponseSchema } from '@contract/bff/auth'
import type { Permission } from '@contract/bff/permissions'
import { CreateUserBodySchema, UpdateUserBodySchema, UserIdParamsSchema, UserListResponseSchema, UserSchema } from '@contract/bff/users'

/** One endpoint the proxy itself serves (not forwarded), described for the OpenAPI document. */
export interface BffEndpoint {
  method: 'get' | 'post' | 'patch'
  /** OpenAPI path, `{id}` for parameters. */
  path: string
  summary: string
  tag: 'auth' | 'users' | 'audit' | 'meta'
  /** undefined = no session needed; 'signed-in' = any role. */
  access?: Permission | 'signed-in'
  query?: z.ZodType
  params?: z.ZodType
  body?: z.ZodType
  /** Success status and body (undefined body = no content). */
  status: 200 | 201 | 204
  response?: z.ZodType
  /** Non-JSON success media type (CSV). */
  mediaType?: string
}

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
  { method: 'get', path: '/bff/audit', summary: 'Audit trail, newest first, filtered and paginated', tag: 'audit', access: 'audit:read', query: AuditQuerySchema, status: 200, response: AuditPageSchema },
  { method: 'get', path: '/bff/audit.csv', summary: 'Audit trail as CSV (same filters, every matching row)', tag: 'audit', access: 'audit:read', query: AuditQuerySchema, status: 200, mediaType: 'text/csv' },
  { method: 'get', path: '/bff/audit/verify', summary: 'Verify the audit trail’s hash chain', tag: 'audit', access: 'audit:read', status: 200, response: AuditVerifyResponseSchema },
  { method: 'get', path: '/bff/openapi.json', summary: 'This document', tag: 'meta', access: 'signed-in', status: 200 },
]

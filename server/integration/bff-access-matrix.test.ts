import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can, type Permission, RoleSchema } from '@contract/bff/permissions'
import { fillPath, routeTable } from '@contract/route-table'
import { createSignedInUser, signIn } from '../proxy/auth/test-helpers'
import { bffPathOf } from '../proxy/forwarding/route-groups'
import { isForwarded, permissionOf } from '../proxy/forwarding/route-permissions'
import { csrf, stackAdmin, startStack, type Stack } from './stack'

/**
 * Every /bff route of the upstream side × no session (401), a role without the permission (403),
 * and a state-changing call without the CSRF header (403): none of them may reach the upstream.
 */
interface BffCase {
  name: string
  method: 'GET' | 'POST'
  url: string
  /** null: any signed-in user. */
  permission: Permission | null
}

const forwarded: BffCase[] = routeTable
  .filter((route) => isForwarded(route) && permissionOf(route))
  .map((route) => {
    const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'x1']))
    return { name: route.id, method: route.method, url: bffPathOf(fillPath(route.path, params)).replace(/:/g, ''), permission: permissionOf(route)! }
  })

const own: BffCase[] = [
  { name: 'request list', method: 'GET', url: '/bff/requests', permission: null },
  { name: 'request detail', method: 'GET', url: '/bff/requests/some-id', permission: null },
  { name: 'callback inbox', method: 'GET', url: '/bff/callbacks', permission: 'callbacks:read' },
  { name: 'live events', method: 'GET', url: '/bff/events', permission: null },
  { name: 'file download', method: 'GET', url: '/bff/files?url=x', permission: 'profile:read' },
]
const cases = [...forwarded, ...own]

let stack: Stack
const cookies = new Map<string, string>()

beforeAll(async () => {
  stack = await startStack({ timeScale: 0 })
  const admin = await signIn(stack.proxy, stackAdmin.email, stackAdmin.password)
  cookies.set('admin', admin)
  for (const role of ['analyst', 'compliance_manager'] as const) cookies.set(role, (await createSignedInUser(stack.proxy, admin, role)).cookie)
})
afterAll(() => stack?.close())

function roleWithout(permission: Permission | null) {
  return permission ? RoleSchema.options.find((role) => !can(role, permission)) : undefined
}

describe('access to every /bff route of the upstream side', () => {
  it('covers the forwarded registry routes', () => {
    expect(forwarded.map((c) => c.url)).toEqual(expect.arrayContaining(['/bff/upstream/v2/kyb', '/bff/upstream/v2/kyb/x1', '/bff/upstream/api/readKybResponse']))
  })

  it.each(cases)('$method $url: 401 without a session', async ({ method, url }) => {
    const before = stack.upstreamRequests.length
    const res = await stack.proxy.inject({ method, url, headers: method === 'POST' ? csrf : {}, payload: method === 'POST' ? {} : undefined })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining('Sign in') })
    expect(stack.upstreamRequests.length).toBe(before)
  })

  it.each(cases.filter((c) => roleWithout(c.permission)))('$method $url: 403 for a role without $permission', async ({ method, url, permission }) => {
    const role = roleWithout(permission)!
    const before = stack.upstreamRequests.length
    const res = await stack.proxy.inject({ method, url, headers: { cookie: cookies.get(role)!, ...(method === 'POST' ? csrf : {}) }, payload: method === 'POST' ? {} : undefined })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining(permission!) })
    expect(stack.upstreamRequests.length).toBe(before)
  })

  it.each(cases.filter((c) => c.method === 'POST'))('$method $url: 403 without the CSRF header', async ({ method, url }) => {
    const before = stack.upstreamRequests.length
    const res = await stack.proxy.inject({ method, url, headers: { cookie: cookies.get('admin')! }, payload: {} })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining('X-Requested-With') })
    expect(stack.upstreamRequests.length).toBe(before)
  })
})

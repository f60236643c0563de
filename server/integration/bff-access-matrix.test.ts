import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can, type Permission, RoleSchema } from '@contract/bff/permissions'
import { fillPath, routeTable } from '@contract/routes/route-table'
import type { HttpMethod } from '@contract/route'
import { signInEveryRole } from '../proxy/test-support/proxy-harness'
import { domainRegistry } from '../proxy/domain/domain-registry'
import { proxyDomains } from '../proxy/domains'
import { bffPathOf, isForwarded } from '../proxy/forwarding/route-groups'
import { csrf, startSignedInStack, type Stack } from './stack'

/**
 * Every /bff route of the upstream side × no session (401), a role without the permission (403),
 * and a state-changing call without the CSRF header (403): none of them may reach the upstream.
 */
interface BffCase {
  name: string
  method: HttpMethod
  url: string
  /** null: any signed-in user. */
  permission: Permission | null
  /** Multipart variants (KYC) are chosen by their content type. */
  multipart?: boolean
}

const boundary = 'matrix-boundary'
function requestOf(c: BffCase, headers: Record<string, string>) {
  if (c.method === 'GET') return { method: c.method, url: c.url, headers }
  if (!c.multipart) return { method: c.method, url: c.url, headers, payload: {} }
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="services[]"\r\n\r\nkyc\r\n--${boundary}--\r\n`
  return {
    method: c.method,
    url: c.url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  }
}

const { permissionOf } = domainRegistry(proxyDomains)
const forwarded: BffCase[] = routeTable
  .filter((route) => isForwarded(route) && permissionOf(route))
  .map((route) => {
    const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'x1']))
    return {
      name: route.id,
      method: route.method,
      url: bffPathOf(fillPath(route.path, params)).replace(/:/g, ''),
      permission: permissionOf(route)!,
      multipart: route.bodyKind === 'multipart',
    }
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
let cookies: Map<string, string>

beforeAll(async () => {
  const started = await startSignedInStack({ timeScale: 0 })
  stack = started.stack
  cookies = await signInEveryRole(stack.proxy, started.cookie)
})
afterAll(() => stack?.close())

function roleWithout(permission: Permission | null) {
  return permission ? RoleSchema.options.find((role) => !can(role, permission)) : undefined
}

describe('access to every /bff route of the upstream side', () => {
  it('covers the forwarded registry routes', () => {
    expect(forwarded.map((c) => c.url)).toEqual(
      expect.arrayContaining(['/bff/upstream/v2/kyb', '/bff/upstream/v2/kyb/x1', '/bff/upstream/api/readKybResponse']),
    )
    expect(
      forwarded
        .filter((c) => c.url === '/bff/upstream/api/search')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['kycSubmit', 'v1Search'])
  })

  it.each(cases)('$method $url ($name): 401 without a session', async (c) => {
    const before = stack.upstreamRequests.length
    const res = await stack.proxy.inject(requestOf(c, c.method === 'POST' ? { ...csrf } : {}))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining('Sign in') })
    expect(stack.upstreamRequests.length).toBe(before)
  })

  it.each(cases.filter((c) => roleWithout(c.permission)))(
    '$method $url ($name): 403 for a role without $permission',
    async (c) => {
      const role = roleWithout(c.permission)!
      const before = stack.upstreamRequests.length
      const res = await stack.proxy.inject(
        requestOf(c, { cookie: cookies.get(role)!, ...(c.method === 'POST' ? csrf : {}) }),
      )
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining(c.permission!) })
      expect(stack.upstreamRequests.length).toBe(before)
    },
  )

  it.each(cases.filter((c) => c.method === 'POST'))('$method $url ($name): 403 without the CSRF header', async (c) => {
    const before = stack.upstreamRequests.length
    const res = await stack.proxy.inject(requestOf(c, { cookie: cookies.get('admin')! }))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining('X-Requested-With') })
    expect(stack.upstreamRequests.length).toBe(before)
  })
})

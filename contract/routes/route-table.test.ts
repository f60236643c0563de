import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineRoute } from '../route'
import { fillPath, findRoute, findRouteIn, routeById, routeTable } from './route-table'
import { registryRoutes } from './routes-registry'

describe('route table', () => {
  it('holds the registry routes with unique ids and unique method, path, variant and token kind', () => {
    const ids = routeTable.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    const keys = routeTable.map((r) => `${r.method} ${r.path} ${r.variant?.value ?? ''} ${r.auth}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(registryRoutes.map((r) => r.id)).toEqual([
      'v1CountriesRead',
      'v1Search',
      'v1ReadKybResponse',
      'v1CompaniesRead',
      'v2Countries',
      'v2CreateKyb',
      'v2ListKyb',
      'v2ReadKybResponse',
    ])
    for (const route of routeTable) {
      expect(route.bodyKind === 'none', route.id).toBe(route.body === undefined)
      expect(route.path.includes('{'), route.id).toBe(route.params !== undefined)
    }
  })

  it('finds routes by method and path, with path parameters', () => {
    expect(findRoute('GET', '/v2/kyb')?.route.id).toBe('v2ListKyb')
    expect(findRoute('POST', '/v2/kyb')?.route.id).toBe('v2CreateKyb')
    expect(findRoute('GET', '/v2/kyb/kres%2F1')).toEqual({
      route: routeById('v2ReadKybResponse'),
      params: { kyb_response_id: 'kres/1' },
    })
    expect(findRoute('GET', '/api/readKybResponse?request_id=1')?.route.id).toBe('v1ReadKybResponse')
    expect(findRoute('GET', '/v2/kyb/')).toBeUndefined()
    expect(findRoute('DELETE' as 'GET', '/v2/kyb')).toBeUndefined()
    expect(findRoute('GET', '/v3/kyb')).toBeUndefined()
  })

  it('picks the variant of a shared path by services', () => {
    expect(findRoute('POST', '/api/search', ['kyb_check'])?.route.id).toBe('v1Search')
    expect(findRoute('POST', '/api/search', 'kyb_check')?.route.id).toBe('v1Search')
    expect(findRoute('POST', '/api/search', ['no_such_service'])).toBeUndefined()
    expect(findRoute('POST', '/api/search')).toBeUndefined()
  })

  it('picks the route of a path served by token kind', () => {
    const list = (id: string, auth: 'account' | 'questionnaire') =>
      defineRoute({
        id,
        method: 'GET',
        path: '/api/list',
        summary: id,
        tag: 'questionnaires',
        auth,
        bodyKind: 'none',
        response: z.object({}),
        enveloped: true,
      })
    const routes = [list('forAccount', 'account'), list('forLink', 'questionnaire')]
    expect(findRouteIn(routes, 'GET', '/api/list', undefined, 'account')?.route.id).toBe('forAccount')
    expect(findRouteIn(routes, 'GET', '/api/list', undefined, 'questionnaire')?.route.id).toBe('forLink')
    expect(findRouteIn(routes, 'GET', '/api/list')?.route.id).toBe('forAccount')
  })

  it('looks routes up by id and fills path placeholders', () => {
    expect(routeById('v2CreateKyb')?.path).toBe('/v2/kyb')
    expect(routeById('nope')).toBeUndefined()
    expect(fillPath('/v2/kyb/{kyb_response_id}', { kyb_response_id: 'a b/c' })).toBe('/v2/kyb/a%20b%2Fc')
    expect(() => fillPath('/v2/kyb/{kyb_response_id}', {})).toThrow('kyb_response_id')
  })
})

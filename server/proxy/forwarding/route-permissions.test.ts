import { describe, expect, it } from 'vitest'
import { routeTable } from '@contract/routes/route-table'
import { isForwarded, permissionOf, routePermissions } from './route-permissions'

describe('route permissions', () => {
  it('gives every forwarded contract route a permission', () => {
    const missing = routeTable.filter((route) => isForwarded(route) && !permissionOf(route)).map((route) => route.id)
    expect(missing).toEqual([])
  })

  it('names only routes that exist', () => {
    const ids = new Set(routeTable.map((route) => route.id))
    expect(Object.keys(routePermissions).filter((id) => !ids.has(id))).toEqual([])
  })

  it('never forwards questionnaire-token routes', () => {
    for (const route of routeTable.filter((r) => r.auth === 'questionnaire')) expect(isForwarded(route)).toBe(false)
  })
})

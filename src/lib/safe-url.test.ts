import { describe, expect, it } from 'vitest'
import { toSafeHref, toSafeNextPath } from './safe-url'

describe('toSafeHref', () => {
  it('keeps http and https URLs', () => {
    expect(toSafeHref('https://registry.example/doc?id=1')).toBe('https://registry.example/doc?id=1')
    expect(toSafeHref(' http://example.org ')).toBe('http://example.org/')
  })
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '/relative',
    '//evil.example',
    'https//x',
    '',
    null,
    42,
  ])('refuses %s', (value) => {
    expect(toSafeHref(value)).toBeNull()
  })
})

describe('toSafeNextPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(toSafeNextPath('/search?q=acme#results')).toBe('/search?q=acme#results')
  })
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'search',
    '/sign-in?next=/x',
    '',
    null,
  ])('falls back to / for %s', (value) => {
    expect(toSafeNextPath(value)).toBe('/')
  })
})

import { describe, expect, it } from 'vitest'
import { fileDownloadHref } from './file-download'

describe('fileDownloadHref', () => {
  it('sends upstream links through the proxy', () => {
    expect(fileDownloadHref('/api/getFile?file=f1&sig=a%2Bb')).toBe(
      `/bff/files?url=${encodeURIComponent('/api/getFile?file=f1&sig=a%2Bb')}`,
    )
    expect(fileDownloadHref('https://registry.example/api/getFile?file=1')).toBe(
      `/bff/files?url=${encodeURIComponent('https://registry.example/api/getFile?file=1')}`,
    )
  })
  it.each(['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', '/\\evil', '', null])(
    'gives no link for %s',
    (value) => {
      expect(fileDownloadHref(value)).toBeNull()
    },
  )
})

import { describe, expect, it } from 'vitest'
import { attachmentDisposition, suggestedFileName } from './content-disposition'
import { checkFileUrl } from './file-url-policy'

const base = new URL('http://127.0.0.1:4010')

describe('file URL policy', () => {
  it('accepts the upstream file links', () => {
    for (const url of [
      'http://127.0.0.1:4010/api/getFile?file_id=f1&expires=1&signature=ab',
      'http://127.0.0.1:4010/api/get-file/abc.pdf',
      '/api/getFile?file_id=f1',
    ]) {
      const check = checkFileUrl(url, base)
      expect(check.ok, url).toBe(true)
    }
  })

  it.each([
    ['another host', 'http://169.254.169.254/api/getFile?file_id=x'],
    ['another port', 'http://127.0.0.1:4011/api/getFile?file_id=x'],
    ['another scheme', 'https://127.0.0.1:4010/api/getFile?file_id=x'],
    ['a file URL', 'file:///etc/passwd'],
    ['user information', 'http://user:pass@127.0.0.1:4010/api/getFile?file_id=x'],
    ['user information hiding another host', 'http://127.0.0.1:4010@evil.example/api/getFile'],
    ['path traversal', 'http://127.0.0.1:4010/api/getFile/../../admin'],
    ['encoded traversal', 'http://127.0.0.1:4010/api/getFile/%2e%2e/%2e%2e/admin'],
    ['an encoded slash', 'http://127.0.0.1:4010/api/getFile%2F..%2Fadmin'],
    ['a backslash', 'http://127.0.0.1:4010\\@evil.example/api/getFile'],
    ['another path', 'http://127.0.0.1:4010/v2/kyb?kyb_request_id=x'],
    ['a look-alike path', 'http://127.0.0.1:4010/api/getFileX'],
    ['a decimal IP for another host', 'http://2130706434:4010/api/getFile'],
    ['a protocol-relative URL to another host', '//evil.example/api/getFile?file_id=x'],
    ['a relative path outside the file paths', '/v2/countries'],
    ['a control character', 'http://127.0.0.1:4010/api/getFile\u0000'],
  ])('refuses %s', (_label, url) => {
    expect(checkFileUrl(url, base).ok).toBe(false)
  })
})

describe('attachment disposition', () => {
  it('keeps a plain name and encodes the rest in filename*', () => {
    expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`)
    const tricky = attachmentDisposition('évil"\r\nX-Header: 1/../ü.pdf')
    expect(tricky).not.toMatch(/[\r\n]/)
    expect(tricky).toContain('filename="_vil_X-Header_ 1.._.pdf"')
    expect(tricky).toContain("filename*=UTF-8''%C3%A9vil%22X-Header%3A%201..%C3%BC.pdf")
  })

  it('takes the name from the upstream header, else the file id', () => {
    const url = new URL('http://h/api/getFile?file_id=f_1')
    expect(suggestedFileName(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A4.pdf`, url)).toBe('ä.pdf')
    expect(suggestedFileName('attachment; filename="a.pdf"', url)).toBe('a.pdf')
    expect(suggestedFileName(undefined, url)).toBe('f_1')
  })
})

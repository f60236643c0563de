import { isControlCharacter } from './control-characters'

/**
 * Which upstream file links the proxy will fetch (GET /bff/files?url=): only the configured
 * upstream origin, only its file download paths. Everything else is refused before any request,
 * so the endpoint cannot be turned against other hosts (SSRF).
 */
export const filePathPrefixes = ['/api/getFile', '/api/get-file'] as const

export type FileUrlCheck = { ok: true; url: URL } | { ok: false; reason: string }

export function checkFileUrl(input: string, upstreamBase: URL): FileUrlCheck {
  if (input.length > 4096) return { ok: false, reason: 'must be at most 4096 characters' }
  // Tricks that parsers disagree on: backslashes, control characters, encoded separators and dots.
  if (/[\\\s]/.test(input) || [...input].some(isControlCharacter))
    return { ok: false, reason: 'must not contain backslashes, spaces or control characters' }
  if (/%(2f|5c|2e|00)/i.test(input.split('?')[0] ?? ''))
    return { ok: false, reason: 'must not contain encoded slashes, backslashes or dots in its path' }
  let url: URL
  try {
    // Relative links (`/api/getFile?…`, as an upstream without a public URL writes them) are the upstream's.
    url = new URL(input, upstreamBase)
  } catch {
    return { ok: false, reason: 'must be a URL' }
  }
  if (url.username || url.password) return { ok: false, reason: 'must not carry user information' }
  if (
    url.protocol !== upstreamBase.protocol ||
    url.hostname !== upstreamBase.hostname ||
    url.port !== upstreamBase.port
  ) {
    return { ok: false, reason: `must point to the upstream (${upstreamBase.origin})` }
  }
  if (/(^|\/)\.\.?(\/|$)/.test(input.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? '')) {
    return { ok: false, reason: 'must not contain . or .. path segments' }
  }
  const prefix = filePathPrefixes.find((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))
  if (!prefix) return { ok: false, reason: `must be a file link (path under ${filePathPrefixes.join(' or ')})` }
  url.hash = ''
  return { ok: true, url }
}

import { toSafeHref } from '@/lib/safe-url'

/** An upstream file link: absolute http(s), or a path on the upstream (`/api/getFile?…`). */
function upstreamFileLink(fileUrl: string | null | undefined): string | null {
  if (typeof fileUrl !== 'string') return null
  const value = fileUrl.trim()
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return value
  return toSafeHref(value)
}

/**
 * Where a registry document is downloaded: through the proxy (`GET /bff/files?url=`), which
 * checks the link points to the upstream and fetches it with the account key. Null for anything
 * else (`javascript:`, other schemes, protocol-relative `//host` links).
 */
export function fileDownloadHref(fileUrl: string | null | undefined): string | null {
  const link = upstreamFileLink(fileUrl)
  return link ? `/bff/files?url=${encodeURIComponent(link)}` : null
}

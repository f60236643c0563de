import { toSafeHref } from '@/lib/safe-url'

/**
 * Where a registry document is downloaded: through the proxy (`GET /bff/files?url=`), which
 * fetches it from the upstream with the account key. Null for anything but an http(s) URL.
 */
export function fileDownloadHref(fileUrl: string | null | undefined): string | null {
  const safe = toSafeHref(fileUrl)
  return safe ? `/bff/files?url=${encodeURIComponent(safe)}` : null
}

/**
 * URL safety in one place. Upstream data is untrusted: a link is rendered only when its URL is
 * absolute http(s); anything else (`javascript:`, `data:`, relative, malformed) is shown as text.
 */
export function toSafeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (!/^https?:\/\//i.test(trimmed)) return null
  try {
    const url = new URL(trimmed)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * Where to go after signing in: `next` only when it is a path on this origin (`/search?q=x`),
 * never another site (`//evil.example`, `https://…`, `/\evil`), else `/`.
 */
export function toSafeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  try {
    const base = 'http://kybdesk.invalid'
    const url = new URL(next, base)
    if (url.origin !== base) return fallback
    if (url.pathname.startsWith('/sign-in')) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

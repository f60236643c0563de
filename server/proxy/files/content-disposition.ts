import { withoutControlCharacters } from './control-characters'

/**
 * `attachment` with a safe ASCII `filename` (anything outside letters, digits, `.`, `-`, `_` and
 * space becomes `_`) and the full name in RFC 5987 `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const cleaned = withoutControlCharacters(name).replace(/[/\\]/g, '').trim().slice(0, 200) || 'file'
  const ascii = cleaned.replace(/[^A-Za-z0-9._\- ]/g, '_').replace(/^\.+/, '_')
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** The file name an upstream response suggests (its Content-Disposition), or the last path segment. */
export function suggestedFileName(contentDisposition: string | undefined, url: URL): string {
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition ?? '')
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1])
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition ?? '')
  if (plain?.[1]) return plain[1]
  const fileId = url.searchParams.get('file_id')
  return fileId ?? url.pathname.split('/').pop() ?? 'file'
}

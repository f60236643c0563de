import { buildUrl } from '@/lib/api-client'

/** An upstream proof link as the proxy's file route serves it (the browser never calls the upstream). */
export function proofLink(upstreamUrl: string): string {
  return buildUrl('/bff/files', { url: upstreamUrl })
}

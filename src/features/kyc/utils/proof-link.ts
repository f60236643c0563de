import { buildUrl } from '@/lib/api-client'

/** Width of the preview a proof image is shown in up to 100 % zoom: twice the viewer's box, for sharp text on high-density screens. */
export const proofPreviewWidth = 1000

/**
 * An upstream proof link as the proxy's file route serves it (the browser never calls the upstream);
 * with `previewWidth`, an image comes as a smaller WebP of that width (the file itself when zoomed in).
 */
export function proofLink(upstreamUrl: string, previewWidth?: number): string {
  return buildUrl('/bff/files', { url: upstreamUrl, width: previewWidth })
}

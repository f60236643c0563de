import { useCallback, useState } from 'react'
import { Button } from '@/components/ui/button'
import { apiBytes } from '@/lib/api-client'
import { proofLink, proofPreviewWidth } from '../utils/proof-link'
import { PdfPreview } from './pdf-preview'

export interface ProofView {
  label: string
  /** The upstream's signed link. */
  url: string
  mimeType: string | null
  filename: string | null
}

const zoomSteps = [0.5, 0.75, 1, 1.5, 2, 3]

/** One proof opened through the proxy's file route, with zoom and rotation. */
export function ProofViewer({ proof }: { proof: ProofView }) {
  const [zoom, setZoom] = useState(2)
  const [rotation, setRotation] = useState(0)
  const load = useCallback(() => apiBytes('/bff/files', { query: { url: proof.url } }), [proof.url])
  const scale = zoomSteps[zoom] ?? 1
  const isPdf = proof.mimeType === 'application/pdf'
  return (
    <figure className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">
          {proof.label}
          {proof.filename ? ` (${proof.filename})` : ''}
        </span>
        <span className="flex gap-1" role="group" aria-label={`${proof.label}: zoom and rotation`}>
          <Button
            variant="secondary"
            onClick={() => setZoom((z) => Math.max(0, z - 1))}
            disabled={zoom === 0}
            aria-label={`Zoom out of ${proof.label}`}
          >
            −
          </Button>
          <span className="w-12 self-center text-center" aria-live="polite">
            {Math.round(scale * 100)}%
          </span>
          <Button
            variant="secondary"
            onClick={() => setZoom((z) => Math.min(zoomSteps.length - 1, z + 1))}
            disabled={zoom === zoomSteps.length - 1}
            aria-label={`Zoom into ${proof.label}`}
          >
            +
          </Button>
          <Button
            variant="secondary"
            onClick={() => setRotation((r) => (r + 270) % 360)}
            aria-label={`Rotate ${proof.label} left`}
          >
            ⟲
          </Button>
          <Button
            variant="secondary"
            onClick={() => setRotation((r) => (r + 90) % 360)}
            aria-label={`Rotate ${proof.label} right`}
          >
            ⟳
          </Button>
        </span>
      </figcaption>
      <div
        className="grid h-80 place-items-center overflow-auto rounded bg-slate-100 dark:bg-slate-900"
        tabIndex={0}
        role="region"
        aria-label={`${proof.label}, scrollable`}
      >
        <div
          style={{ transform: `scale(${scale}) rotate(${rotation}deg)` }}
          className="origin-center transition-transform"
          data-testid="proof-transform"
        >
          {isPdf ? (
            <PdfPreview load={load} label={proof.label} width={300} />
          ) : (
            // A preview up to 100 %, the file itself when zoomed in; the first paint's largest image, so fetched first.
            <img
              src={proofLink(proof.url, scale > 1 ? undefined : proofPreviewWidth)}
              alt={proof.label}
              fetchPriority="high"
              className="max-h-72 max-w-full object-contain"
            />
          )}
        </div>
      </div>
    </figure>
  )
}

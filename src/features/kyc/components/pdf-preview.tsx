import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'

const PdfFirstPage = lazy(() => import('./pdf-first-page'))

/** The first page of a PDF, with pdf.js loaded only when a PDF is shown. */
export function PdfPreview(props: { load: () => Promise<ArrayBuffer>; label: string; width?: number }) {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <PdfFirstPage {...props} />
    </Suspense>
  )
}

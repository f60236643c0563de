import { useEffect, useRef, useState } from 'react'

/**
 * Renders the first page of a PDF onto a canvas with pdf.js. This module is loaded lazily
 * (React.lazy in pdf-preview.tsx), so pdf.js and its worker stay out of every first route.
 */
export default function PdfFirstPage({
  load,
  label,
  width = 320,
}: {
  load: () => Promise<ArrayBuffer>
  label: string
  width?: number
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    let cancelled = false
    let destroy: (() => Promise<void>) | undefined
    void (async () => {
      try {
        const [pdfjs, worker, bytes] = await Promise.all([
          import('pdfjs-dist'),
          import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
          load(),
        ])
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default
        const task = pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false })
        destroy = () => task.destroy()
        const document = await task.promise
        const page = await document.getPage(1)
        const base = page.getViewport({ scale: 1 })
        const viewport = page.getViewport({ scale: width / base.width })
        const target = canvas.current
        if (cancelled || !target) return
        target.width = Math.floor(viewport.width)
        target.height = Math.floor(viewport.height)
        await page.render({ canvas: target, viewport }).promise
      } catch (error) {
        if (!cancelled) setProblem(error instanceof Error ? error.message : 'the PDF could not be read')
      }
    })()
    return () => {
      cancelled = true
      void destroy?.()
    }
  }, [load, width])
  if (problem) return <p className="text-sm text-red-700 dark:text-red-300">No preview of the PDF: {problem}</p>
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={`${label}: first page of the PDF`}
      className="max-w-full rounded border border-slate-300 bg-white dark:border-slate-700"
    />
  )
}

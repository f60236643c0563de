import { Suspense, useEffect, useState, type ReactNode } from 'react'

/**
 * True once the browser has painted this component's first render (a frame, then a task). Lazy
 * parts that are not what a page shows first wait for it, so their files are not fetched while the
 * page's own content still is (its largest paint comes first).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}

/** `children` (lazy components) rendered once the page has painted; `fallback` (keeping their place) until they are there. */
export function AfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useAfterPaint() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}

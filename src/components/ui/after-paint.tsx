import { Suspense, useEffect, useState, type ReactNode } from 'react'

/** Resolves once the browser has painted the current frame: after the next animation frame, in a task of its own. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
}

/**
 * True once the browser has painted this component's first render. Lazy parts that are not what a
 * page shows first wait for it, so their files are not fetched while the page's own content still
 * is (its largest paint comes first).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let mounted = true
    void afterNextPaint().then(() => mounted && setPainted(true))
    return () => {
      mounted = false
    }
  }, [])
  return painted
}

/** `children` (lazy components) rendered once the page has painted; `fallback` (keeping their place) until they are there. */
export function AfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useAfterPaint() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}

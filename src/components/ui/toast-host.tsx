import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToasterWanted, subscribeToToaster } from '@/lib/notify'

const LazyToaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })))

/** Mounts sonner's Toaster on the first `notify()`, so sonner stays out of the first page's bundle. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  )
}

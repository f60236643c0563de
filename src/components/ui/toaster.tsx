import { useEffect } from 'react'
import { Toaster as SonnerToaster } from 'sonner'
import { toasterReady } from '@/lib/notify'

function ReadySignal() {
  useEffect(() => toasterReady(), [])
  return null
}

export function Toaster() {
  return (
    <>
      <SonnerToaster richColors closeButton position="bottom-right" />
      <ReadySignal />
    </>
  )
}

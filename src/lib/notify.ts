/**
 * Toasts for the outcome of actions. sonner is loaded (and its Toaster mounted by `ToastHost`) on
 * the first toast, so it is not part of the first page's JavaScript.
 */
type Kind = 'success' | 'error' | 'info'

let wanted = false
const listeners = new Set<() => void>()
let markReady: () => void = () => {}
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})

export function subscribeToToaster(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function isToasterWanted() {
  return wanted
}

/** Called by the lazily loaded Toaster once it listens. */
export function toasterReady() {
  markReady()
}

/** A button in the toast (e.g. "Review" opening the page the toast is about). */
export interface ToastAction {
  label: string
  onClick: () => void
}

export async function notify(kind: Kind, message: string, action?: ToastAction) {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  const [{ toast }] = await Promise.all([import('sonner'), ready])
  toast[kind](message, action ? { action } : undefined)
}

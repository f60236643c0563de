import type { ReactNode } from 'react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

/**
 * A modal dialog (react-aria: focus trapped and restored, Escape closes, labelled by its title).
 * Controlled by the caller with `isOpen` / `onOpenChange`.
 */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  children,
}: {
  title: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 flex items-center justify-center bg-slate-950/50 p-4"
    >
      <Modal className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900">
        <AriaDialog className="space-y-4 outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}

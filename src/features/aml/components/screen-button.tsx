import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, type ButtonVariant } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { notify } from '@/lib/notify'
import { amlMutations, type ScreeningScope, type ScreeningTarget } from '../api/aml-mutations'

export interface ScreenButtonProps {
  target: ScreeningTarget
  scope: ScreeningScope
  /** Visible label; `accessibleLabel` names the button when several say the same (e.g. "Screen"). */
  label: string
  accessibleLabel?: string
  /** What the dialog says will be screened. */
  what: string
  variant?: ButtonVariant
}

/** Starts an AML screening after a confirmation dialog that says what will be screened. */
export function ScreenButton({
  target,
  scope,
  label,
  accessibleLabel,
  what,
  variant = 'secondary',
}: ScreenButtonProps) {
  const [open, setOpen] = useState(false)
  const mutation = useMutation(amlMutations.screen(target))
  const confirm = () =>
    mutation.mutate(scope, {
      onSuccess: () => {
        setOpen(false)
        void notify('success', `Screening started: ${what}`)
      },
    })
  return (
    <>
      <Button
        variant={variant}
        aria-label={accessibleLabel}
        onClick={() => {
          mutation.reset()
          setOpen(true)
        }}
      >
        {label}
      </Button>
      <Dialog title="Start AML screening" isOpen={open} onOpenChange={setOpen}>
        <p className="text-sm">Screen {what} against the sanctions and watch lists?</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The statuses update on this page as soon as the screening ends.
        </p>
        {mutation.error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {mutation.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending ? 'Starting…' : 'Screen'}
          </Button>
        </div>
      </Dialog>
    </>
  )
}

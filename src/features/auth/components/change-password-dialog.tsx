import { ChangePasswordBodySchema, type ChangePasswordBody } from '@contract/bff/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { FormError, TextField } from '@/components/ui/field'
import { applyServerErrors } from '@/lib/form-errors'
import { notify } from '@/lib/notify'
import { authMutations } from '../api/auth-queries'

/** Current and new password; the proxy's 400s (e.g. wrong current password) land on the fields. */
export function ChangePasswordDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const change = useMutation(authMutations.changePassword())
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBodySchema),
    defaultValues: { current_password: '', new_password: '' },
  })
  const close = () => {
    reset()
    onOpenChange(false)
  }
  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values)
      void notify('success', 'Your password was changed.')
      close()
    } catch (error) {
      applyServerErrors(error, setError, (path) =>
        path === 'current_password' || path === 'new_password' ? path : undefined,
      )
    }
  })
  return (
    <Dialog title="Change password" isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.current_password?.message}
          {...register('current_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          description="At least 12 characters."
          error={formState.errors.new_password?.message}
          {...register('new_password')}
        />
        <FormError message={formState.errors.root?.server?.message} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Change password'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

import { RoleSchema } from '@contract/bff/permissions'
import { CreateUserBodySchema, type CreateUserBody } from '@contract/bff/users'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { FormError, SelectField, TextField } from '@/components/ui/field'
import { applyServerErrors } from '@/lib/form-errors'
import { notify } from '@/lib/notify'
import { userMutations } from '../api/user-queries'
import { roleLabels } from './role-labels'

const fields = ['email', 'name', 'role', 'password'] as const
const roleOptions = RoleSchema.options.map((role) => ({ value: role, label: roleLabels[role] }))

/** E-mail, name, role and a first password (the user changes it under their account). */
export function CreateUserDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useMutation(userMutations.create())
  const { register, handleSubmit, setError, reset, formState } = useForm<CreateUserBody>({
    resolver: zodResolver(CreateUserBodySchema),
    defaultValues: { email: '', name: '', role: 'analyst', password: '' },
  })
  const close = () => {
    reset()
    onOpenChange(false)
  }
  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await create.mutateAsync(values)
      void notify('success', `${user.email} was added as ${roleLabels[user.role]}.`)
      close()
    } catch (error) {
      applyServerErrors(error, setError, (path) => fields.find((field) => field === path))
    }
  })
  return (
    <Dialog title="Add a user" isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField label="Name" autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
        <SelectField label="Role" options={roleOptions} error={formState.errors.role?.message} {...register('role')} />
        <TextField
          label="First password"
          type="password"
          autoComplete="new-password"
          description="At least 12 characters; tell it to the user over another channel."
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <FormError message={formState.errors.root?.server?.message} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Adding…' : 'Add user'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

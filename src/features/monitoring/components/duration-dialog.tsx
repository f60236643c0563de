import type { OngoingRequest } from '@contract/services/ongoing-aml'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { FormError, SelectField, TextField } from '@/components/ui/field'
import { applyServerErrors } from '@/lib/form-errors'
import { notify } from '@/lib/notify'
import { ongoingMutations } from '../api/ongoing-queries'
import {
  DurationFormSchema,
  describeDuration,
  type DurationForm,
  type DurationFormInput,
} from '../utils/duration-rules'

/**
 * Enables or disables monitoring of one request for a duration. The contract's duration rules are
 * checked before sending; the server's 400 lands on the field it names.
 */
export function DurationDialog({
  row,
  isOpen,
  onOpenChange,
}: {
  row: OngoingRequest
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const enable = !row.ongoing_monitoring
  const mutation = useMutation(ongoingMutations.update())
  const { register, handleSubmit, setError, formState } = useForm<DurationFormInput, unknown, DurationForm>({
    resolver: zodResolver(DurationFormSchema),
    // Disabling needs no duration from the user; the API still requires one in range, which it then ignores.
    defaultValues: enable
      ? { duration_type: row.duration_type || 'month', duration: row.duration || '1' }
      : { duration_type: 'month', duration: '1' },
  })
  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({
        service_type: 'ongoing_aml',
        aml_request_id: row.aml_request_id,
        ongoing_enable: enable,
        ...values,
      })
      onOpenChange(false)
      void notify(
        'success',
        enable
          ? `Monitoring of ${row.search} enabled for ${describeDuration(values.duration, values.duration_type)}.`
          : `Monitoring of ${row.search} disabled.`,
      )
    } catch (error) {
      applyServerErrors(error, setError, (path) => (path === 'duration' || path === 'duration_type' ? path : undefined))
    }
  })
  const { errors } = formState
  return (
    <Dialog
      title={`${enable ? 'Enable' : 'Disable'} monitoring of ${row.search}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        {enable ? (
          <>
            <SelectField
              label="Duration type"
              options={[
                { value: 'day', label: 'Days (1–7)' },
                { value: 'week', label: 'Weeks (1–4)' },
                { value: 'month', label: 'Months (1–12)' },
              ]}
              error={errors.duration_type?.message}
              {...register('duration_type')}
            />
            <TextField
              label="Duration"
              type="number"
              inputMode="numeric"
              error={errors.duration?.message}
              {...register('duration')}
            />
          </>
        ) : (
          <p className="text-sm">
            Monitoring stops now: a change of the lists no longer re-screens {row.search}. The last result stays.
          </p>
        )}
        <FormError message={errors.root?.server?.message} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {enable ? 'Enable monitoring' : 'Disable monitoring'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

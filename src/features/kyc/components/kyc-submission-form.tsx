import { KYC_AGE_LIMITS } from '@contract/services/kyc-submission'
import { KYC_FILE_RULES } from '@contract/services/file-limits'
import { KycDocumentTypeSchema } from '@contract/services/kyc'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { OptionComboBox } from '@/components/ui/combo-box'
import { FormError, SelectField, TextField } from '@/components/ui/field'
import { ProgressBar } from '@/components/ui/progress-bar'
import { applyServerErrors } from '@/lib/form-errors'
import { kycMutations, kycQueries } from '../api/kyc-queries'
import { documentTypeLabels, listedNameLabel } from '../utils/review-labels'
import { emptyKycForm, kycFieldOf, KycFormSchema, toFormData, type KycFormValues } from '../utils/submission-form'
import { ProofDropZone } from './proof-drop-zone'

export interface KycCountryFieldProps {
  value: string | null
  onChange: (value: string | null) => void
  error?: string
}

const radioClasses = 'h-4 w-4 accent-brand-600'
const allowedFiles = `${KYC_FILE_RULES.allowedTypes.flatMap((t) => t.extensions).join(', ')}; ${KYC_FILE_RULES.sizeRule}.`

/**
 * A new identity-document or address verification. Values left empty are extracted from the
 * document. The proofs are checked (type, content, size) with the contract's rules before the
 * upload, which reports its progress; the proxy's 400s come back onto the fields.
 */
export function KycSubmissionForm({
  onSubmitted,
  renderCountryField,
}: {
  onSubmitted: (kycRequestId: string) => void
  renderCountryField: (props: KycCountryFieldProps) => ReactNode
}) {
  const submit = useMutation(kycMutations.submit())
  const languages = useQuery(kycQueries.languages())
  const [progress, setProgress] = useState<number | null>(null)
  const { control, register, handleSubmit, setError, formState } = useForm<KycFormValues>({
    resolver: zodResolver(KycFormSchema),
    defaultValues: emptyKycForm,
  })
  const kind = useWatch({ control, name: 'kind' })
  const extractOnly = useWatch({ control, name: 'document.process_only_ocr' })
  const languageOptions = useMemo(
    () => (languages.data ?? []).map((name) => ({ id: name, label: listedNameLabel(name) })),
    [languages.data],
  )
  const errors = formState.errors

  const onSubmit = handleSubmit(async (values) => {
    setProgress(0)
    try {
      const started = await submit.mutateAsync({
        form: toFormData(values),
        onProgress: ({ loaded, total }) => total > 0 && setProgress((loaded / total) * 100),
      })
      onSubmitted(started.kyc_request_id)
    } catch (error) {
      applyServerErrors(error, setError, kycFieldOf)
    } finally {
      setProgress(null)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New KYC verification" className="space-y-6">
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium">What to verify</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" className={radioClasses} value="document" {...register('kind')} />
          Identity document
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" className={radioClasses} value="address" {...register('kind')} />
          Address (proof of address)
        </label>
      </fieldset>

      <div className="grid gap-5 md:grid-cols-2">
        <Controller
          control={control}
          name="country_names"
          render={({ field, fieldState }) => (
            <>
              {renderCountryField({
                value: field.value[0] || null,
                onChange: (value) => field.onChange([value ?? '']),
                error: fieldState.error?.message,
              })}
            </>
          )}
        />
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => (
            <OptionComboBox
              label="Language (optional)"
              placeholder={languages.isPending ? 'Loading languages…' : 'Type to filter, e.g. English'}
              options={languageOptions}
              selectedId={field.value || null}
              onSelect={(value) => field.onChange(value ?? '')}
              error={
                fieldState.error?.message ??
                (languages.isError ? `The languages could not be loaded: ${languages.error.message}` : undefined)
              }
            />
          )}
        />
      </div>

      {kind === 'document' ? (
        <>
          <fieldset className="space-y-1.5" aria-describedby="kyc-types-error">
            <legend className="text-sm font-medium">Accepted document types</legend>
            {KycDocumentTypeSchema.options.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className={radioClasses}
                  value={type}
                  {...register('document.supported_types')}
                />
                {documentTypeLabels[type]}
              </label>
            ))}
            {errors.document?.supported_types?.message && (
              <p id="kyc-types-error" className="text-sm text-red-700 dark:text-red-300">
                {errors.document.supported_types.message}
              </p>
            )}
          </fieldset>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className={`${radioClasses} mt-0.5`} {...register('document.process_only_ocr')} />
            <span>
              <span className="font-medium">Extract only</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                Read the document without verifying it against the values below.
              </span>
            </span>
          </label>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">
              Provided values {extractOnly ? '(not compared when extracting only)' : ''}
            </legend>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Leave a value empty to have it extracted from the document.
            </p>
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                label="Full name"
                autoComplete="off"
                error={errors.document?.name?.full_name?.message}
                {...register('document.name.full_name')}
              />
              <TextField
                label="Document number"
                autoComplete="off"
                error={errors.document?.document_number?.message}
                {...register('document.document_number')}
              />
              <TextField
                label="Date of birth"
                type="date"
                error={errors.document?.dob?.message}
                {...register('document.dob')}
              />
              <SelectField
                label="Gender"
                options={[
                  { value: '', label: 'Extract from the document' },
                  { value: 'M', label: 'Male (M)' },
                  { value: 'F', label: 'Female (F)' },
                  { value: 'X', label: 'Unspecified (X)' },
                ]}
                error={errors.document?.gender?.message}
                {...register('document.gender')}
              />
              <TextField
                label="Issue date"
                type="date"
                error={errors.document?.issue_date?.message}
                {...register('document.issue_date')}
              />
              <TextField
                label="Expiry date"
                type="date"
                error={errors.document?.expiry_date?.message}
                {...register('document.expiry_date')}
              />
              <TextField
                label="Minimum age"
                inputMode="numeric"
                description={`${KYC_AGE_LIMITS.min} to ${KYC_AGE_LIMITS.max}, less than the maximum.`}
                error={errors.document?.age?.min?.message}
                {...register('document.age.min')}
              />
              <TextField
                label="Maximum age"
                inputMode="numeric"
                description={`${KYC_AGE_LIMITS.min} to ${KYC_AGE_LIMITS.max}.`}
                error={errors.document?.age?.max?.message}
                {...register('document.age.max')}
              />
            </div>
          </fieldset>
        </>
      ) : (
        <TextField
          label="Address as on the document"
          autoComplete="off"
          error={errors.address?.full_address?.message}
          {...register('address.full_address')}
        />
      )}

      <div className="grid gap-5 md:grid-cols-2">
        <Controller
          key={`${kind}.proof`}
          control={control}
          name={`${kind}.proof`}
          render={({ field, fieldState }) => (
            <ProofDropZone
              label="Proof"
              description={`${kind === 'document' ? 'The front side. ' : ''}${allowedFiles}`}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          key={`${kind}.additional_proof`}
          control={control}
          name={`${kind}.additional_proof`}
          render={({ field, fieldState }) => (
            <ProofDropZone
              label="Additional proof"
              description={`Optional${kind === 'document' ? ', e.g. the back side' : ''}. ${allowedFiles}`}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>

      {progress !== null && <ProgressBar label="Uploading the proofs" value={progress} />}
      <FormError message={errors.root?.server?.message ?? errors.root?.message} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Submitting…' : 'Submit verification'}
      </Button>
    </form>
  )
}
